// A row of tabs in one rounded strip (settings sections, payment subtabs, avatar
// layers): ARIA tabs with arrow-key moves, 44 px targets, scrolling on phones.
import type { LucideIcon } from "lucide-react";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "../../../ui/cx";

export interface SegmentedTab<T extends string> {
  id: T;
  label: string;
  icon?: LucideIcon;
  /** A small count after the label. */
  count?: number;
}

export function SegmentedTabs<T extends string>({
  label,
  tabs,
  current,
  onChange,
  children,
  className,
}: {
  label: string;
  tabs: SegmentedTab<T>[];
  current: T;
  onChange: (id: T) => void;
  /** The panel of the current tab. */
  children: ReactNode;
  className?: string;
}) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  // Arrow keys follow the reading direction: in RTL the left arrow is "next".
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.id === current);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1, Home: -at, End: tabs.length - 1 - at }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(at + step + tabs.length) % tabs.length];
    onChange(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={cx("flex gap-1 overflow-x-auto rounded-2xl bg-white/[0.04] p-1 ring-1 ring-white/10", className)}>
        {tabs.map((tab) => {
          const active = tab.id === current;
          const Icon = tab.icon;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={cx(
                "inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-bold whitespace-nowrap transition-colors sm:gap-2 sm:px-3",
                active ? "bg-brand-500/20 text-brand-100 ring-1 ring-inset ring-brand-400/40" : "text-white/70 hover:bg-white/5 hover:text-white",
              )}
            >
              {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
              {tab.label}
              {tab.count !== undefined ? <span className="rounded-full bg-white/10 px-1.5 text-xs tabular-nums">{tab.count}</span> : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)}>
        {children}
      </div>
    </>
  );
}
