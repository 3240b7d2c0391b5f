// Overview tab (spec 002 §2): four cards, system status badges, recent activity;
// and, as a subtab (?sub=activity), the full activity log.
import { Activity, Gamepad2, ShieldCheck, Users, DoorOpen, LayoutDashboard, History } from "lucide-react";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { ADMIN_OVERVIEW } from "../../../../../schema/limits";
import { messageFor } from "../../../lib/api";
import { StatusBadge } from "../../../ui/badge";
import { ListError } from "../../../ui/data-table";
import { Card } from "../../../ui/page-shell";
import { Skeleton, SkeletonRows } from "../../../ui/skeleton";
import { timeAgo } from "../format";
import { SectionHeading } from "../ui/section-heading";
import { SegmentedTabs } from "../ui/segmented-tabs";
import { ActivityChanges } from "./activity-changes";
import { useAnalytics, useRecentActivity } from "./queries";
import { adminNumbers, StatCard } from "../ui/stat-card";

const numbers = adminNumbers;


function RecentActivity() {
  const activity = useRecentActivity();
  return (
    <Card>
      <h3 className="mb-4 flex items-center gap-2 text-lg font-bold">
        <Activity aria-hidden="true" className="size-5 text-brand-300" />
        النشاط الأخير
      </h3>
      {activity.isPending ? (
        <SkeletonRows rows={ADMIN_OVERVIEW.skeletonRows} />
      ) : activity.isError ? (
        <ListError message={messageFor(activity.error, "تعذّر تحميل النشاط الأخير")} onRetry={() => activity.refetch()} />
      ) : activity.data.length === 0 ? (
        <p className="py-8 text-center text-white/60">لا يوجد نشاط حديث</p>
      ) : (
        <ul className="flex flex-col divide-y divide-white/5">
          {activity.data.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="text-sm leading-6 text-white/90">{item.actionAr}</p>
                <ActivityChanges changes={item.changes} />
              </div>
              <time dateTime={item.createdAt} className="shrink-0 pt-0.5 text-xs text-white/55">
                {timeAgo(item.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const ActivityLog = lazy(() => import("./activity-log"));
const SUBTABS = [
  { id: "summary", label: "ملخص", icon: LayoutDashboard },
  { id: "activity", label: "سجل النشاط", icon: History },
] as const;
type Subtab = (typeof SUBTABS)[number]["id"];

export default function OverviewTab() {
  const [params, setParams] = useSearchParams();
  const current: Subtab = params.get("sub") === "activity" ? "activity" : "summary";
  return (
    <section aria-labelledby="overview-heading" className="flex flex-col gap-4 sm:gap-6">
      <SectionHeading id="overview-heading" title="نظرة عامة" compact />
      <SegmentedTabs
        label="أقسام النظرة العامة"
        tabs={[...SUBTABS]}
        current={current}
        onChange={(id) =>
          setParams((p) => {
            const next = new URLSearchParams(p);
            next.set("sub", id);
            return next;
          })
        }
      >
        {current === "activity" ? (
          <Suspense fallback={<SkeletonRows rows={ADMIN_OVERVIEW.skeletonRows} />}>
            <ActivityLog />
          </Suspense>
        ) : (
          <OverviewSummary />
        )}
      </SegmentedTabs>
    </section>
  );
}

function OverviewSummary() {
  const analytics = useAnalytics();
  const data = analytics.data;
  const loading = analytics.isPending;
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      {analytics.isError ? (
        <ListError message={messageFor(analytics.error, "تعذّر تحميل الإحصائيات")} onRetry={() => analytics.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard icon={Users} title="المستخدمون" loading={loading} value={numbers.format(data?.totalUsers ?? 0)} detail={`${numbers.format(data?.premiumUsers ?? 0)} مشترك مميز`} />
            <StatCard icon={DoorOpen} title="الغرف النشطة" loading={loading} value={numbers.format(data?.activeRooms ?? 0)} detail={`خلال آخر ${ADMIN_OVERVIEW.activeRoomsWindowHours} ساعة`} />
            <StatCard icon={Gamepad2} title="الألعاب" loading={loading} value={numbers.format(data?.activeGames ?? 0)} detail={`متاحة من ${numbers.format(data?.totalGames ?? 0)}`} />
            <StatCard
              icon={ShieldCheck}
              title="الأمان"
              loading={loading}
              value={data?.securityActive ? "نشط" : "متوقف"}
              detail={data?.securityActive ? "تحديد معدل الطلبات مفعّل" : "تحديد معدل الطلبات متوقف"}
            />
          </div>
          <Card>
            <h3 className="mb-3 text-lg font-bold">حالة النظام</h3>
            {loading || !data ? (
              <div className="flex flex-wrap gap-2">
                <Skeleton className="h-6 w-28 rounded-full" />
                <Skeleton className="h-6 w-28 rounded-full" />
                <Skeleton className="h-6 w-28 rounded-full" />
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <StatusBadge ok={data.status.database} okText="قاعدة البيانات متصلة" downText="قاعدة البيانات غير متصلة" />
                <StatusBadge ok={data.status.websocket} okText="الاتصال المباشر نشط" downText="الاتصال المباشر متوقف" />
                <StatusBadge ok={data.status.payments} okText="نظام الدفع متاح" downText="نظام الدفع غير مُعدّ" />
              </div>
            )}
          </Card>
        </>
      )}
      <RecentActivity />
    </div>
  );
}
