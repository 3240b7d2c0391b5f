import { cx } from "../../ui/cx";

const METHODS = [
  { label: "مدى", className: "bg-white text-[#1d1d1b]" },
  { label: "VISA", className: "bg-white text-[#1a1f71] italic tracking-wider" },
  { label: "Mastercard", className: "bg-white text-[#eb001b]" },
  { label: "Apple Pay", className: "bg-black text-white ring-1 ring-white/30" },
] as const;

/** The card schemes Tap's checkout takes, drawn as badges (one picture for screen readers). */
export function PaymentMethods({ className }: { className?: string }) {
  return (
    <div role="img" aria-label="طرق الدفع: مدى، فيزا، ماستركارد، Apple Pay" className={cx("flex flex-wrap items-center justify-center gap-1.5", className)}>
      {METHODS.map((m) => (
        <span key={m.label} aria-hidden="true" dir="ltr" className={cx("inline-flex h-7 items-center rounded-md px-2 text-xs font-extrabold", m.className)}>
          {m.label}
        </span>
      ))}
    </div>
  );
}
