// The tab bar of both admins (the platform admin's sections, the blog admin's tabs): links
// kept in the URL (?tab=), 44 px targets, and on a narrow screen a bar that scrolls sideways
// and says so (a fade and a chevron while there is more), with the current tab scrolled to the middle.
import type { LucideIcon } from "lucide-react";
import { useEffect, useRef, type ComponentType } from "react";
import { Link } from "react-router";
import { cx } from "../../../ui/cx";
import { ScrollHint } from "../../../ui/scroll-hint";

export interface TabLink {
  id: string;
  label: string;
  icon: LucideIcon;
  /** A count shown on the tab; renders nothing while unknown. */
  Badge?: ComponentType;
}

export function TabBar({ label, tabs, current }: { label: string; tabs: TabLink[]; current: string }) {
  const active = useRef<HTMLAnchorElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Centred, not "nearest": nearest leaves a tab past the edge at the very edge, half under the
    // bar's end fade (at 360 px); a tab at either end scrolls as far as it goes, where
    // no fade shows. Again whenever the bar's width changes: the web font arriving widens every
    // label, and in RTL that pushes the last tabs back past the edge.
    const centre = () => active.current?.scrollIntoView({ block: "nearest", inline: "center" });
    centre();
    const observer = new ResizeObserver(centre);
    if (list.current) observer.observe(list.current);
    return () => observer.disconnect();
  }, [current]);
  return (
    <nav aria-label={label} className="sticky top-16 z-30 border-b border-white/5 bg-night-900/85 backdrop-blur-md">
      <ScrollHint framed={false} className="mx-auto max-w-6xl [scrollbar-width:none]">
        <ul ref={list} className="flex w-max min-w-full gap-1 px-3 py-2 sm:px-5">
          {tabs.map((tab) => {
            const isCurrent = tab.id === current;
            const Icon = tab.icon;
            return (
              <li key={tab.id} className="shrink-0">
                <Link
                  ref={isCurrent ? active : undefined}
                  to={{ search: `?tab=${tab.id}` }}
                  aria-current={isCurrent ? "page" : undefined}
                  className={cx(
                    "inline-flex min-h-11 items-center gap-2 rounded-xl px-3.5 text-sm font-bold whitespace-nowrap transition-colors",
                    isCurrent ? "bg-brand-500/15 text-brand-200 ring-1 ring-inset ring-brand-400/40" : "text-white/70 hover:bg-white/5 hover:text-white",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4.5" />
                  {tab.label}
                  {tab.Badge ? (
                    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-white/10 px-1.5 text-xs tabular-nums empty:hidden">
                      <tab.Badge />
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </ScrollHint>
    </nav>
  );
}
