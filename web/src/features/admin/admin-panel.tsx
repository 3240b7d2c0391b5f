// The signed-in admin page: header, the tab bar (one entry per tab in tabs.tsx)
// and the chosen tab, kept in the URL (?tab=) so a refresh stays on it.
import { Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { cx } from "../../ui/cx";
import { SkeletonRows } from "../../ui/skeleton";
import { AdminHeader } from "./admin-header";
import { ADMIN_TABS, DEFAULT_ADMIN_TAB } from "./tabs";

export function AdminPanel() {
  const [params] = useSearchParams();
  const current = ADMIN_TABS.find((t) => t.id === params.get("tab")) ?? ADMIN_TABS.find((t) => t.id === DEFAULT_ADMIN_TAB)!;
  const Screen = current.Screen;
  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader />
      <p className="px-4 pt-4 text-sm text-white/75 sm:hidden">مرحبًا بك، مشرف النظام</p>
      <nav aria-label="أقسام لوحة التحكم" className="sticky top-16 z-30 border-b border-white/5 bg-night-900/85 backdrop-blur-md">
        {/* On phones the tabs scroll sideways; the fading end says there are more. */}
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3 py-2 pe-12 [scrollbar-width:none] max-lg:[mask-image:linear-gradient(to_left,transparent,black_3rem)] sm:px-5 lg:pe-5">
          {ADMIN_TABS.map((tab) => {
            const active = tab.id === current.id;
            const Icon = tab.icon;
            return (
              <li key={tab.id} className="shrink-0">
                <Link
                  to={{ search: `?tab=${tab.id}` }}
                  aria-current={active ? "page" : undefined}
                  className={cx(
                    "inline-flex min-h-11 items-center gap-2 rounded-xl px-3.5 text-sm font-bold whitespace-nowrap transition-colors",
                    active ? "bg-brand-500/15 text-brand-200 ring-1 ring-inset ring-brand-400/40" : "text-white/70 hover:bg-white/5 hover:text-white",
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
      </nav>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="sr-only">لوحة التحكم: {current.label}</h1>
        <Suspense fallback={<SkeletonRows rows={5} />}>
          <Screen />
        </Suspense>
      </main>
    </div>
  );
}
