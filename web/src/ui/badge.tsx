import type { ReactNode } from "react";
import { cx } from "./cx";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "premium" | "info";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-white/10 text-white/80 ring-white/15",
  success: "bg-emerald-500/15 text-emerald-200 ring-emerald-400/30",
  warning: "bg-amber-500/15 text-amber-200 ring-amber-400/30",
  danger: "bg-rose-500/15 text-rose-200 ring-rose-400/30",
  premium: "bg-gold-500/15 text-gold-300 ring-gold-400/35",
  info: "bg-brand-500/15 text-brand-300 ring-brand-400/30",
};

/** A small status label: active, premium, blocked, connected... */
export function Badge({ tone = "neutral", icon, children, className }: { tone?: BadgeTone; icon?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset",
        TONES[tone],
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}

/** A dot and a text for a system check that is up or down. */
export function StatusBadge({ ok, okText, downText }: { ok: boolean; okText: string; downText: string }) {
  return (
    <Badge tone={ok ? "success" : "danger"} icon={<span aria-hidden="true" className={cx("size-2 rounded-full", ok ? "bg-emerald-400" : "bg-rose-400")} />}>
      {ok ? okText : downText}
    </Badge>
  );
}
