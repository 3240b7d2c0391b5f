// One figure of an admin overview (the platform's, the payments'): its title and icon, the
// number large, a line of detail under it, and a skeleton while it loads.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../../ui/page-shell";
import { Skeleton } from "../../../ui/skeleton";

/** Numbers in the admin are written with Latin digits and Arabic separators. */
export const adminNumbers = new Intl.NumberFormat("ar-u-nu-latn");

export function StatCard({ icon: Icon, title, value, detail, loading }: { icon: LucideIcon; title: string; value: ReactNode; detail: ReactNode; loading: boolean }) {
  return (
    <Card as="div" className="flex min-w-0 flex-col gap-2 !p-4 sm:!p-5">
      <div className="flex items-center justify-between gap-2 text-white/70">
        <h3 className="text-sm font-bold">{title}</h3>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
      </div>
      {loading ? (
        <>
          <Skeleton className="h-8 w-20" />
          <Skeleton className="h-3.5 w-28" />
        </>
      ) : (
        <>
          <p className="text-2xl font-bold break-words tabular-nums sm:text-3xl">{value}</p>
          <p className="text-xs leading-5 text-white/60">{detail}</p>
        </>
      )}
    </Card>
  );
}
