// Data management (spec 002 §2, §7): cleanup stats polled every 30 s and the cleanup button.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { CLEANUP } from "../../../../../schema/limits";
import { messageFor } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListError } from "../../../ui/data-table";
import { Skeleton } from "../../../ui/skeleton";
import { toast } from "../../../ui/toast";
import { formatAdminDateTime, timeAgo } from "../format";
import { useCleanupRooms, useCleanupStats } from "./queries";
import { countText, HOURS, SECONDS } from "../../../../../schema/arabic-count";

const numbers = new Intl.NumberFormat("ar-u-nu-latn");

function Stat({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-white/[0.04] px-4 py-3 ring-1 ring-white/10 sm:flex-col sm:items-start sm:py-4">
      <dt className="text-sm text-white/60">{label}</dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl">{value ?? <Skeleton className="h-7 w-14" />}</dd>
    </div>
  );
}

export function DataManagement() {
  const stats = useCleanupStats();
  const cleanup = useCleanupRooms();
  const [confirming, setConfirming] = useState(false);
  const data = stats.data;

  const run = () =>
    cleanup.mutate(undefined, {
      onSuccess: (answer) => toast({ title: "تم التنظيف", description: answer.message }),
      onError: (error) => toast({ title: "فشل التنظيف", description: messageFor(error, "تعذّر حذف الغرف المنتهية"), variant: "destructive" }),
      onSettled: () => setConfirming(false),
    });

  if (stats.isError) return <ListError message={messageFor(stats.error, "تعذّر تحميل إحصائيات التنظيف")} onRetry={() => stats.refetch()} />;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label="غرف منتهية بانتظار الحذف" value={data ? numbers.format(data.expiredRooms) : null} />
        <Stat label="غرف نشطة الآن" value={data ? numbers.format(data.liveRooms) : null} />
        <Stat label="مدة صلاحية الغرفة" value={data ? countText(data.roomExpiryHours, HOURS) : null} />
      </dl>
      {data ? (
        <p className="text-sm text-white/60">
          آخر تنظيف:{" "}
          {data.lastCleanupAt ? (
            <time dateTime={data.lastCleanupAt} title={formatAdminDateTime(data.lastCleanupAt)}>
              {timeAgo(data.lastCleanupAt)}
            </time>
          ) : (
            "لم يجرِ بعد"
          )}
          . تتحدث الأرقام كل {countText(CLEANUP.statsPollMs / 1000, SECONDS, { oblique: true })}.
        </p>
      ) : (
        <Skeleton className="h-4 w-64 max-w-full" />
      )}
      <Button variant="danger" className="self-start" loading={cleanup.isPending} onClick={() => setConfirming(true)} icon={<Trash2 aria-hidden="true" className="size-5" />}>
        حذف الغرف المنتهية الآن
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="حذف الغرف المنتهية؟"
        description="تُحذف الغرف المنتهية من الفهرس وتُمسح بياناتها المؤقتة نهائيًا. لا يمكن التراجع عن هذا."
        confirmLabel="حذف الغرف المنتهية"
        pending={cleanup.isPending}
        onConfirm={run}
        icon={<Trash2 aria-hidden="true" className="size-6" />}
      />
    </div>
  );
}
