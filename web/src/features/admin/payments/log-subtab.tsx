// Payments log (spec 002 §2): search by name, email, charge id or
// receipt, status filter, date range (Arabic date fields) with quick ranges, the
// «showing N of M» line, the spec's columns, pages, both empty states, and the
// CSV export of the filtered list. «إعادة التحقق» on an unpaid payment
// asks Tap about it now, and «استرداد» on a completed one gives the amount back.
import { CalendarRange, RefreshCw, Search, Undo2, X } from "lucide-react";
import { useMemo, useState } from "react";
import type { AdminPayment, PaymentStatus } from "../../../../../schema/api/payments";
import { messageFor } from "../../../lib/api";
import { Badge, type BadgeTone } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { toast } from "../../../ui/toast";
import { cx } from "../../../ui/cx";
import { DataTable, type Column } from "../../../ui/data-table";
import { inputClass } from "../../../ui/form-field";
import { formatAdminDate, formatAdminDateTime } from "../format";
import { DateField } from "../ui/date-field";
import { ListSummary } from "../ui/list-summary";
import { Pager } from "../ui/pager";
import { useDebounced } from "../ui/use-debounced";
import { riyals } from "./money";
import { paymentsExportUrl, usePaymentsLog, useRecheckPayment, useRefundPayment, type PaymentFilter } from "./queries";
import { countText, PAYMENTS_MADE } from "../../../../../schema/arabic-count";

const STATUS: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  completed: { label: "مكتمل", tone: "success" },
  pending: { label: "معلق", tone: "warning" },
  failed: { label: "فاشل", tone: "danger" },
  refunded: { label: "مسترد", tone: "info" },
  abandoned: { label: "متروك", tone: "neutral" },
};
const STATUS_FILTERS: { value: PaymentFilter["status"]; label: string }[] = [
  { value: "all", label: "الكل" },
  { value: "completed", label: "مكتملة" },
  { value: "pending", label: "معلقة" },
  { value: "failed", label: "فاشلة" },
  { value: "refunded", label: "مستردة" },
  { value: "abandoned", label: "متروكة" },
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

/** Pending and abandoned payments may still turn out paid at Tap. */
const recheckable = (p: AdminPayment) => p.status === "pending" || p.status === "abandoned";

/** A row's «إعادة التحقق»: its own busy state, so re-checking one row leaves the others pressable. */
function RecheckButton({ payment }: { payment: AdminPayment }) {
  const recheck = useRecheckPayment();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={recheck.isPending}
      icon={<RefreshCw aria-hidden="true" className="size-4" />}
      onClick={() =>
        recheck.mutate(payment.id, {
          onSuccess: (answer) =>
            toast({
              title: answer.outcome === "completed" ? "اكتملت الدفعة" : "تمت إعادة التحقق",
              description: answer.message,
              variant: answer.outcome === "completed" ? "default" : "notice",
            }),
          onError: (error) => toast({ title: "خطأ", description: messageFor(error, "تعذّرت إعادة التحقق من الدفعة"), variant: "destructive" }),
        })
      }
    >
      إعادة التحقق
    </Button>
  );
}

function paymentActions(onRefund: (p: AdminPayment) => void): Column<AdminPayment> {
  return {
    key: "actions",
    header: "الإجراءات",
    actions: true,
    cell: (p) =>
      recheckable(p) ? (
        <RecheckButton payment={p} />
      ) : p.status === "completed" ? (
        <Button variant="danger" size="sm" icon={<Undo2 aria-hidden="true" className="size-4" />} onClick={() => onRefund(p)}>
          استرداد
        </Button>
      ) : p.status === "refunded" && p.refundedAt ? (
        <span className="block text-xs leading-5 text-white/60">
          استُرد في <span className="whitespace-nowrap">{formatAdminDate(p.refundedAt)}</span>
        </span>
      ) : (
        <span className="text-white/40">-</span>
      ),
  };
}

/** «28 نوفمبر 2026، 22:26»: the day and the time each kept whole, so a narrow column breaks only between them. */
function DateTime({ value }: { value: string }) {
  if (!value) return <>-</>;
  const [day, time] = value.split("، ");
  return time ? (
    <>
      <span className="whitespace-nowrap">{day}،</span> <span className="whitespace-nowrap">{time}</span>
    </>
  ) : (
    <span className="whitespace-nowrap">{value}</span>
  );
}

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
  { key: "date", header: "تاريخ الدفع", className: "tabular-nums", cell: (p) => <DateTime value={formatAdminDateTime(p.paymentDate)} /> },
  { key: "expiry", header: "تاريخ الانتهاء", className: "whitespace-nowrap tabular-nums", cell: (p) => formatAdminDate(p.expiryDate) || "-" },
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

const EMPTY: PaymentFilter = { status: "all", search: "", from: "", to: "" };

export default function PaymentsLog() {
  const [filter, setFilter] = useState<PaymentFilter>(EMPTY);
  const [page, setPage] = useState(1);
  // The box shows every key; the server is asked once typing pauses.
  const search = useDebounced(filter.search);
  const asked = { ...filter, search };
  const log = usePaymentsLog(asked, page);
  const update = (patch: Partial<PaymentFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const filtered = filter.status !== "all" || !!filter.search.trim() || !!filter.from || !!filter.to;
  const badRange = !!filter.from && !!filter.to && filter.from > filter.to;
  const data = badRange ? undefined : log.data;
  const pages = data ? Math.max(1, Math.ceil(data.matched / data.pageSize)) : 1;
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const refund = useRefundPayment();
  // The actions end the row, stuck to the end edge like every admin table's: a table wider
  // than its box scrolls under them, and the scroll fade sits just before them, over the charge id's
  // end, never over the receipt id. At 1280 px the dates wrap before the time, so nothing scrolls.
  const columns = useMemo(() => [...COLUMNS, paymentActions(setRefunding)], []);

  return (
    <div data-testid="payments-log" className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 rounded-3xl bg-white/[0.04] p-4 ring-1 ring-white/10">
        <label className="relative block">
          <span className="sr-only">البحث في المدفوعات</span>
          <Search aria-hidden="true" className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-white/45" />
          <input
            type="search"
            value={filter.search}
            onChange={(e) => update({ search: e.target.value })}
            placeholder="الاسم أو البريد أو رقم العملية"
            className={cx(inputClass, "ps-12")}
          />
        </label>
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
          <DateField label="من تاريخ" value={filter.from} onChange={(from) => update({ from })} invalid={badRange} />
          <DateField label="إلى تاريخ" value={filter.to} onChange={(to) => update({ to })} invalid={badRange} />
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

      {badRange ? <p role="alert" className="text-sm text-rose-300">يُرجى اختيار تاريخ بداية قبل تاريخ النهاية.</p> : null}
      {data ? (
        <ListSummary
          textClassName="text-white/70"
          testId="payments-summary"
          text={<>عرض {data.matched.toLocaleString("en-US")} من {countText(data.total, PAYMENTS_MADE, { oblique: true })}{filtered ? " حسب التصفية" : ""}</>}
          exportHref={data.matched > 0 ? paymentsExportUrl(asked) : null}
        />
      ) : null}

      <div hidden={badRange} aria-busy={log.isFetching} data-testid="payments-list" className={cx("transition-opacity", log.isPlaceholderData && "opacity-60")}>
        <DataTable
          caption="سجل المدفوعات"
          columns={columns}
          rows={data?.payments}
          rowKey={(p) => p.id}
          isLoading={log.isPending && !badRange}
          error={log.isError ? messageFor(log.error, "تعذّر تحميل سجل المدفوعات") : null}
          onRetry={() => log.refetch()}
          empty={
            data && data.total > 0 ? (
              <>
                لا توجد مدفوعات تطابق التصفية.{" "}
                <button type="button" className="min-h-11 font-bold text-brand-300 underline-offset-4 hover:underline" onClick={() => update(EMPTY)}>
                  مسح التصفية
                </button>
              </>
            ) : (
              "لا توجد مدفوعات بعد."
            )
          }
        />
      </div>
      <Pager label="صفحات المدفوعات" page={page} pages={pages} onPage={setPage} />
      <ConfirmDialog
        open={!!refunding}
        onOpenChange={(open) => !open && setRefunding(null)}
        title="استرداد الدفعة"
        description={
          refunding ? (
            <>
              سيُعاد مبلغ <strong className="text-white">{riyals(refunding.amount)}</strong> إلى بطاقة {refunding.userName || "المشتري"} عبر بوابة الدفع، وتُسحب
              أيام الوصول المميز التي منحتها هذه الدفعة ({refunding.tierNameAr})، فينتهي الوصول المميز إن لم يغطه شيء آخر. لا يمكن التراجع عن الاسترداد.
            </>
          ) : undefined
        }
        confirmLabel={refunding ? `استرداد ${riyals(refunding.amount)}` : "استرداد"}
        pending={refund.isPending}
        icon={<Undo2 aria-hidden="true" className="size-6" />}
        onConfirm={() => {
          const payment = refunding;
          if (!payment) return;
          refund.mutate(payment.id, {
            onSuccess: (answer) => {
              setRefunding(null);
              toast({ title: "تم الاسترداد", description: answer.message });
            },
            onError: (error) => {
              setRefunding(null);
              toast({ title: "خطأ", description: messageFor(error, "تعذّر استرداد الدفعة"), variant: "destructive" });
            },
          });
        }}
      />
    </div>
  );
}
