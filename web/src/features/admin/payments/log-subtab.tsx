// Payments log (spec 002 §2): status filter, date range with quick ranges, the
// «showing N of M» line, the spec's columns and both empty states.
import { CalendarRange, X } from "lucide-react";
import { useId, useState } from "react";
import type { AdminPayment, PaymentStatus } from "../../../../../schema/api/payments";
import { messageFor } from "../../../lib/api";
import { Badge, type BadgeTone } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { DataTable, type Column } from "../../../ui/data-table";
import { formatAdminDate, formatAdminDateTime } from "../format";
import { riyals } from "./money";
import { usePaymentsLog, type PaymentFilter } from "./queries";

const STATUS: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  completed: { label: "مكتمل", tone: "success" },
  pending: { label: "معلق", tone: "warning" },
  failed: { label: "فاشل", tone: "danger" },
};
const STATUS_FILTERS: { value: PaymentFilter["status"]; label: string }[] = [
  { value: "all", label: "الكل" },
  { value: "completed", label: "مكتملة" },
  { value: "pending", label: "معلقة" },
  { value: "failed", label: "فاشلة" },
];

const pad = (n: number) => String(n).padStart(2, "0");
/** A local calendar day, `daysAgo` before today, as yyyy-MM-dd. */
function localDay(daysAgo = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const QUICK_RANGES = [
  { label: "اليوم", range: () => ({ from: localDay(), to: localDay() }) },
  { label: "أمس", range: () => ({ from: localDay(1), to: localDay(1) }) },
  { label: "آخر 7 أيام", range: () => ({ from: localDay(6), to: localDay() }) },
  { label: "آخر 30 يوم", range: () => ({ from: localDay(29), to: localDay() }) },
] as const;

const COLUMNS: Column<AdminPayment>[] = [
  {
    key: "user",
    header: "المستخدم",
    primary: true,
    cell: (p) => (
      <div className="min-w-0" data-testid="payment-user">
        <p className="font-bold text-white">{p.userName || "مستخدم محذوف"}</p>
        {p.userEmail ? (
          <p className="truncate text-end text-xs font-normal text-white/55" dir="ltr">
            {p.userEmail}
          </p>
        ) : null}
      </div>
    ),
  },
  { key: "tier", header: "الباقة", cell: (p) => p.tierNameAr },
  { key: "amount", header: "المبلغ", className: "whitespace-nowrap tabular-nums", cell: (p) => riyals(p.amount) },
  { key: "status", header: "الحالة", cell: (p) => <Badge tone={STATUS[p.status].tone}>{STATUS[p.status].label}</Badge> },
  { key: "date", header: "تاريخ الدفع", className: "whitespace-nowrap tabular-nums", cell: (p) => <span dir="ltr">{formatAdminDateTime(p.paymentDate) || "-"}</span> },
  { key: "expiry", header: "تاريخ الانتهاء", className: "whitespace-nowrap tabular-nums", cell: (p) => <span dir="ltr">{formatAdminDate(p.expiryDate) || "-"}</span> },
  { key: "receipt", header: "رقم الإيصال", className: "whitespace-nowrap", cell: (p) => <code dir="ltr" className="text-xs">{p.receiptId || "-"}</code> },
  {
    key: "provider",
    header: "رقم العملية لدى بوابة الدفع",
    cell: (p) => (
      <code dir="ltr" className="text-xs break-all">
        {p.tapPaymentId || "-"}
      </code>
    ),
  },
];

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(
        "inline-flex min-h-11 items-center rounded-xl px-3.5 text-sm font-bold ring-1 ring-inset transition-colors",
        pressed ? "bg-brand-500 text-night-950 ring-brand-400" : "bg-white/[0.05] text-white/80 ring-white/10 hover:bg-white/10",
      )}
    >
      {children}
    </button>
  );
}

const EMPTY: PaymentFilter = { status: "all", from: "", to: "" };

export default function PaymentsLog() {
  const [filter, setFilter] = useState<PaymentFilter>(EMPTY);
  const log = usePaymentsLog(filter);
  const fromId = useId();
  const toId = useId();
  const update = (patch: Partial<PaymentFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const filtered = filter.status !== "all" || !!filter.from || !!filter.to;
  const badRange = !!filter.from && !!filter.to && filter.from > filter.to;
  const data = badRange ? undefined : log.data;

  return (
    <div data-testid="payments-log" className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 rounded-3xl bg-white/[0.04] p-4 ring-1 ring-white/10">
        <div role="group" aria-label="تصفية حسب الحالة" className="flex flex-wrap items-center gap-2">
          {STATUS_FILTERS.map((s) => (
            <Chip key={s.value} pressed={filter.status === s.value} onClick={() => update({ status: s.value })}>
              {s.label}
            </Chip>
          ))}
          {filter.status !== "all" ? (
            <Button variant="ghost" size="sm" onClick={() => update({ status: "all" })} icon={<X aria-hidden="true" className="size-4" />}>
              مسح الحالة
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label htmlFor={fromId} className="flex min-w-[9.5rem] flex-1 flex-col gap-1 text-sm text-white/70 sm:flex-none">
            من تاريخ
            <input
              id={fromId}
              type="date"
              value={filter.from}
              max={filter.to || undefined}
              onChange={(e) => update({ from: e.target.value })}
              className="min-h-11 rounded-xl bg-night-950/50 px-3 text-white ring-1 ring-white/15 focus:ring-brand-400 focus:outline-none [color-scheme:dark]"
            />
          </label>
          <label htmlFor={toId} className="flex min-w-[9.5rem] flex-1 flex-col gap-1 text-sm text-white/70 sm:flex-none">
            إلى تاريخ
            <input
              id={toId}
              type="date"
              value={filter.to}
              min={filter.from || undefined}
              onChange={(e) => update({ to: e.target.value })}
              className="min-h-11 rounded-xl bg-night-950/50 px-3 text-white ring-1 ring-white/15 focus:ring-brand-400 focus:outline-none [color-scheme:dark]"
            />
          </label>
          {filter.from || filter.to ? (
            <Button variant="ghost" size="sm" onClick={() => update({ from: "", to: "" })} icon={<X aria-hidden="true" className="size-4" />}>
              مسح التاريخ
            </Button>
          ) : null}
        </div>
        <div role="group" aria-label="فترات سريعة" className="flex flex-wrap items-center gap-2">
          <CalendarRange aria-hidden="true" className="size-5 text-white/50" />
          {QUICK_RANGES.map((q) => {
            const r = q.range();
            return (
              <Chip key={q.label} pressed={filter.from === r.from && filter.to === r.to} onClick={() => update(r)}>
                {q.label}
              </Chip>
            );
          })}
        </div>
      </div>

      {badRange ? <p role="alert" className="text-sm text-rose-300">تاريخ البداية بعد تاريخ النهاية.</p> : null}
      {data ? (
        <p className="text-sm text-white/70" aria-live="polite">
          عرض {data.payments.length} من {data.total} عملية دفع{filtered ? " حسب التصفية" : ""}
          {data.matched > data.payments.length ? ` (أحدث ${data.payments.length} من ${data.matched} مطابقة)` : ""}
        </p>
      ) : null}

      <div hidden={badRange} aria-busy={log.isFetching} data-testid="payments-list" className={cx("transition-opacity", log.isPlaceholderData && "opacity-60")}>
        <DataTable
          caption="سجل المدفوعات"
          columns={COLUMNS}
          rows={data?.payments}
          rowKey={(p) => p.id}
          isLoading={log.isPending && !badRange}
          error={log.isError ? messageFor(log.error, "تعذّر تحميل سجل المدفوعات") : null}
          onRetry={() => log.refetch()}
          empty={
            data && data.total > 0 ? (
              <>
                لا توجد مدفوعات تطابق التصفية.{" "}
                <button type="button" className="min-h-11 font-bold text-brand-300 underline-offset-4 hover:underline" onClick={() => setFilter(EMPTY)}>
                  مسح التصفية
                </button>
              </>
            ) : (
              "لا توجد مدفوعات بعد."
            )
          }
        />
      </div>
    </div>
  );
}
