// Payments overview (spec 002 §2): four cards and the revenue breakdown. Revenue is net of
// refunds, and the success rate leaves pending payments out.
import { Banknote, ChartNoAxesCombined, Receipt, Users } from "lucide-react";
import { messageFor } from "../../../lib/api";
import { ListError } from "../../../ui/data-table";
import { Card } from "../../../ui/page-shell";
import { Skeleton } from "../../../ui/skeleton";
import { riyals } from "./money";
import { usePaymentStats } from "./queries";
import { adminNumbers, StatCard } from "../ui/stat-card";

const numbers = adminNumbers;


export default function PaymentsOverview() {
  const stats = usePaymentStats();
  if (stats.isError) return <ListError message={messageFor(stats.error, "تعذّر تحميل إحصائيات المدفوعات")} onRetry={() => stats.refetch()} />;
  const data = stats.data;
  const loading = stats.isPending;
  const windows: { label: string; value: number; testId?: string }[] = data
    ? [
        { label: "اليوم", value: data.revenue.daily },
        { label: "آخر 7 أيام", value: data.revenue.weekly },
        { label: "آخر 30 يوم", value: data.revenue.monthly },
        { label: "آخر سنة", value: data.revenue.yearly },
        { label: "الإجمالي", value: data.revenue.total, testId: "revenue-total" },
      ]
    : [];
  return (
    <div data-testid="payments-overview" className="flex flex-col gap-4 sm:gap-6">
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={Users}
          title="إجمالي المستخدمين"
          loading={loading}
          value={numbers.format(data?.totalUsers ?? 0)}
          detail={`${numbers.format(data?.premiumUsers ?? 0)} مشترك مميز نشط`}
        />
        <StatCard
          icon={Receipt}
          title="العمليات المالية"
          loading={loading}
          value={numbers.format(data?.totalPayments ?? 0)}
          detail={`${numbers.format(data?.pendingPayments ?? 0)} معلقة · ${numbers.format(data?.completedPayments ?? 0)} مكتملة${data?.refundedPayments ? ` · ${numbers.format(data.refundedPayments)} مستردة` : ""}`}
        />
        <StatCard
          icon={Banknote}
          title="إجمالي الإيرادات"
          loading={loading}
          value={riyals(data?.revenue.total ?? 0)}
          detail={`آخر 30 يوم: ${riyals(data?.revenue.monthly ?? 0)}${data?.refundedTotal ? ` · بعد استرداد ${riyals(data.refundedTotal)}` : ""}`}
        />
        <StatCard
          icon={ChartNoAxesCombined}
          title="متوسط قيمة الدفع"
          loading={loading}
          value={riyals(data?.averagePaymentValue ?? 0)}
          detail={`نسبة النجاح ${numbers.format(data?.successRate ?? 0)}%`}
        />
      </div>
      <Card>
        <h3 className="mb-4 text-lg font-bold">تفصيل الإيرادات</h3>
        {loading ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {windows.map((w) => (
              <div key={w.label} className={`rounded-2xl p-3 ring-1 ${w.testId ? "col-span-2 bg-gold-500/10 ring-gold-400/30 sm:col-span-1" : "bg-white/[0.04] ring-white/10"}`}>
                <dt className="text-xs text-white/60">{w.label}</dt>
                <dd data-testid={w.testId} className="mt-1 text-lg font-bold tabular-nums">
                  {riyals(w.value)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </div>
  );
}
