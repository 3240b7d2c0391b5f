// The full activity log: who did what to what, and when, newest first,
// filtered on the server by the kind of actor, the actor, words of the action and
// a range of days (Arabic date fields), a page at a time.
import { Search } from "lucide-react";
import { useState } from "react";
import type { ActivityItem } from "../../../../../schema/api/admin";
import { messageFor } from "../../../lib/api";
import { Badge, type BadgeTone } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { DataTable, type Column } from "../../../ui/data-table";
import { inputClass } from "../../../ui/form-field";
import { DateField } from "../ui/date-field";
import { ListSummary, WhenCell } from "../ui/list-summary";
import { Pager } from "../ui/pager";
import { useDebounced } from "../ui/use-debounced";
import { ActivityChanges } from "./activity-changes";
import { activityExportUrl, useActivityLog, type ActivityFilter } from "./queries";

const ACTORS: Record<ActivityItem["actorType"], { label: string; tone: BadgeTone }> = {
  admin: { label: "مشرف", tone: "premium" },
  user: { label: "مستخدم", tone: "success" },
  guest: { label: "زائر", tone: "neutral" },
  system: { label: "النظام", tone: "warning" },
};

const COLUMNS: Column<ActivityItem>[] = [
  {
    key: "action",
    header: "ما حدث",
    primary: true,
    cell: (item) => (
      <div>
        <span className="leading-6">{item.actionAr}</span>
        <ActivityChanges changes={item.changes} />
      </div>
    ),
  },
  {
    key: "actor",
    header: "المنفّذ",
    cell: (item) => (
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone={ACTORS[item.actorType].tone}>{ACTORS[item.actorType].label}</Badge>
        {item.actorId ? (
          <code dir="ltr" className="text-xs break-all text-white/70">
            {item.actorId}
          </code>
        ) : null}
      </span>
    ),
  },
  {
    key: "when",
    header: "الوقت",
    className: "whitespace-nowrap",
    cell: (item) => <WhenCell at={item.createdAt} ago={item.timeAgo} />,
  },
];

const EMPTY: ActivityFilter = { actorType: "", actor: "", action: "", from: "", to: "" };

export default function ActivityLog() {
  const [filter, setFilter] = useState<ActivityFilter>(EMPTY);
  const [page, setPage] = useState(1);
  const actor = useDebounced(filter.actor);
  const action = useDebounced(filter.action);
  const badRange = !!filter.from && !!filter.to && filter.from > filter.to;
  const log = useActivityLog({ ...filter, actor, action }, page);
  const update = (patch: Partial<ActivityFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const data = badRange ? undefined : log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.values(filter).some((v) => v !== "");

  return (
    <section aria-labelledby="activity-log-heading" data-testid="activity-log" className="flex flex-col gap-4">
      <h3 id="activity-log-heading" className="text-lg font-bold">
        سجل النشاط
      </h3>
      <div className="grid gap-3 rounded-3xl bg-white/[0.04] p-4 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto]">
        <label className="relative block">
          <span className="sr-only">البحث في الإجراءات</span>
          <Search aria-hidden="true" className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-white/45" />
          <input type="search" value={filter.action} onChange={(e) => update({ action: e.target.value })} placeholder="ما حدث: حذف، باقة، غرفة…" className={cx(inputClass, "ps-12")} />
        </label>
        <label className="block">
          <span className="sr-only">المنفّذ</span>
          <input type="search" value={filter.actor} onChange={(e) => update({ actor: e.target.value })} placeholder="اسم المشرف أو معرّف المستخدم" className={inputClass} />
        </label>
        <label className="block">
          <span className="sr-only">نوع المنفّذ</span>
          <select value={filter.actorType} onChange={(e) => update({ actorType: e.target.value as ActivityFilter["actorType"] })} className={cx(inputClass, "lg:w-40")}>
            <option value="">كل المنفّذين</option>
            {Object.entries(ACTORS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
          <DateField label="من تاريخ" value={filter.from} onChange={(from) => update({ from })} invalid={badRange} />
          <DateField label="إلى تاريخ" value={filter.to} onChange={(to) => update({ to })} invalid={badRange} />
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={() => update(EMPTY)}>
              مسح التصفية
            </Button>
          ) : null}
        </div>
      </div>
      {badRange ? (
        <p role="alert" className="text-sm text-rose-300">
          يُرجى اختيار تاريخ بداية قبل تاريخ النهاية.
        </p>
      ) : null}
      {data ? (
        <ListSummary text={data.total === 0 ? "" : `عدد الإجراءات: ${data.total}`} exportHref={data.total > 0 ? activityExportUrl({ ...filter, actor, action }) : null} />
      ) : null}
      <div hidden={badRange} className={cx("transition-opacity", log.isPlaceholderData && "opacity-60")}>
        <DataTable
          caption="سجل النشاط"
          columns={COLUMNS}
          rows={data?.items}
          rowKey={(item) => item.id}
          isLoading={log.isPending && !badRange}
          error={log.isError && !data ? messageFor(log.error, "تعذّر تحميل سجل النشاط") : null}
          onRetry={() => log.refetch()}
          empty={filtered ? "لا توجد إجراءات تطابق التصفية" : "لا يوجد نشاط بعد"}
        />
      </div>
      <Pager label="صفحات سجل النشاط" page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
