// Small controls the content screens share: the search box, a labelled select,
// and icon buttons with a 44 px target.
import { Search } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { CONTENT_LIMITS } from "../../../../../schema/limits";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { FieldError, inputClass } from "../../../ui/form-field";

/** A search box that reports its text after a short pause, so each key press is not a request. */
export function SearchBox({ value, onChange, label }: { value: string; onChange: (text: string) => void; label: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="relative min-w-0 flex-1 basis-full sm:basis-64">
      <Search aria-hidden="true" className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-white/45" />
      <input type="search" aria-label={label} placeholder={label} maxLength={CONTENT_LIMITS.searchMax} value={text} onChange={(e) => setText(e.target.value)} className={cx(inputClass, "ps-12")} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  error,
  className,
  hideLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  className?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className={cx("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className={cx("text-sm font-bold text-white/90", hideLabel && "sr-only")}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(inputClass, "appearance-auto pe-4")}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** An icon-only button with its name for screen readers. */
export function IconButton({ label, onClick, children, disabled, tone = "ghost" }: { label: string; onClick: () => void; children: ReactNode; disabled?: boolean; tone?: "ghost" | "danger" }) {
  return (
    <Button variant={tone} size="icon" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}

/** A toolbar row of filters that wraps on phones. */
export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-end gap-3">{children}</div>;
}
