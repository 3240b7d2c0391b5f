// Payments tab (spec 002 §2): three subtabs, overview, users management and the
// payments log, from one array; a subtab adds itself with one entry here. The
// chosen subtab lives in the URL (?tab=payments&sub=...) so a refresh keeps it.
import { ChartPie, CreditCard, Receipt, Users, type LucideIcon } from "lucide-react";
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { useSearchParams } from "react-router";
import { cx } from "../../../ui/cx";
import { SkeletonRows } from "../../../ui/skeleton";

export interface PaymentsSubtab {
  id: string;
  label: string;
  icon: LucideIcon;
  Screen: LazyExoticComponent<ComponentType>;
}

/** In the spec's order: overview (the default when present), users management, payments log. */
export const PAYMENTS_SUBTABS: PaymentsSubtab[] = [
  { id: "overview", label: "نظرة عامة", icon: ChartPie, Screen: lazy(() => import("./overview-subtab")) },
  { id: "users", label: "إدارة المستخدمين", icon: Users, Screen: lazy(() => import("../users/users-tab")) },
  { id: "log", label: "سجل المدفوعات", icon: Receipt, Screen: lazy(() => import("./log-subtab")) },
];

export default function PaymentsTab() {
  const [params, setParams] = useSearchParams();
  const current = PAYMENTS_SUBTABS.find((s) => s.id === params.get("sub")) ?? PAYMENTS_SUBTABS[0];
  const Screen = current.Screen;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-2 text-white/70">
        <CreditCard aria-hidden="true" className="size-5 text-brand-300" />
        <span className="text-sm font-bold">الاشتراكات والمدفوعات</span>
      </div>
      <div role="tablist" aria-label="أقسام المدفوعات" className="flex gap-1 overflow-x-auto rounded-2xl bg-white/[0.04] p-1 ring-1 ring-white/10">
        {PAYMENTS_SUBTABS.map((sub) => {
          const active = sub.id === current.id;
          const Icon = sub.icon;
          return (
            <button
              key={sub.id}
              type="button"
              role="tab"
              aria-selected={active}
              onClick={() =>
                setParams((p) => {
                  const next = new URLSearchParams(p);
                  next.set("sub", sub.id);
                  return next;
                })
              }
              className={cx(
                "inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-bold whitespace-nowrap transition-colors",
                active ? "bg-brand-500/20 text-brand-100 ring-1 ring-inset ring-brand-400/40" : "text-white/70 hover:bg-white/5",
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {sub.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" aria-label={current.label}>
        <Suspense fallback={<SkeletonRows rows={5} />}>
          <Screen />
        </Suspense>
      </div>
    </div>
  );
}
