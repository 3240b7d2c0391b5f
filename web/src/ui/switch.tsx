import { cx } from "./cx";

/** An on/off toggle (role="switch") with a 44 px touch target; the label is read by screen readers and shown when `showLabel`. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  showLabel = false,
  disabled,
  id,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  showLabel?: boolean;
  disabled?: boolean;
  id?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={showLabel ? undefined : label}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className="group inline-flex min-h-11 min-w-11 items-center gap-3 rounded-xl text-start disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={cx(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full ring-1 ring-inset transition-colors",
          checked ? "bg-brand-500 ring-brand-400" : "bg-white/10 ring-white/20",
          "group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-brand-400",
        )}
      >
        <span
          className={cx(
            "absolute top-1 size-5 rounded-full bg-white shadow transition-[inset-inline-start]",
            checked ? "start-6" : "start-1",
          )}
        />
      </span>
      {showLabel ? <span className="text-sm font-medium text-white/90">{label}</span> : null}
    </button>
  );
}
