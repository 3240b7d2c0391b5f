// Payments tab (spec 002 §2): three subtabs, overview, users management and the
// payments log, from one array; a subtab adds itself with one entry here. The
// chosen subtab lives in the URL (?tab=payments&sub=...) so a refresh keeps it.
import { ChartPie, CreditCard, Receipt, Users, type LucideIcon } from "lucide-react";
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { useSearchParams } from "react-router";
import { SkeletonRows } from "../../../ui/skeleton";
import { SegmentedTabs } from "../ui/segmented-tabs";

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
      <SegmentedTabs
        label="أقسام المدفوعات"
        tabs={PAYMENTS_SUBTABS}
        // On a phone the three subtabs wrap to a second line rather than scroll out of sight.
        className="flex-wrap"
        current={current.id}
        onChange={(id) =>
          setParams((p) => {
            const next = new URLSearchParams(p);
            next.set("sub", id);
            return next;
          })
        }
      >
        <Suspense fallback={<SkeletonRows rows={5} />}>
          <Screen />
        </Suspense>
      </SegmentedTabs>
    </div>
  );
}
