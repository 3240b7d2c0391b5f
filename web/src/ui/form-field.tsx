import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cx } from "./cx";

export const inputClass =
  "min-h-12 w-full rounded-2xl bg-night-950/60 px-4 text-base text-white ring-1 ring-inset ring-white/15 placeholder:text-white/35 focus:outline-none focus:ring-2 focus:ring-brand-400 disabled:opacity-50 aria-[invalid=true]:ring-rose-400/70";

/**
 * A labelled control with its hint and error. `children` receives the ids to
 * wire (`id`, `aria-describedby`, `aria-invalid`) so any input fits.
 */
export function FormField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (ids: { id: string; "aria-describedby"?: string; "aria-invalid": boolean }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-bold text-white/90">
        {label}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": !!error })}
      {hint ? (
        <p id={hintId} className="text-xs leading-5 text-white/55">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error under it, announced as it appears; the control points to it by `id` (aria-describedby). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="text-sm font-medium text-rose-300">
      {error}
    </p>
  ) : null;
}

/** A text input styled for forms; pass the ids from FormField. */
export function TextInput({ className, ref, ...rest }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cx(inputClass, className)} {...rest} />;
}
