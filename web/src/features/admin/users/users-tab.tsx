// Users management (spec 002 §2): search by name or email, access filter, sort
// with direction, the spec's columns and every row action, each confirmed
// when it takes something away.
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Ban, CalendarPlus, CircleCheck, Search, Trash2, UserX } from "lucide-react";
import { useEffect, useState } from "react";
import type { AccessFilter, AdminUser, UserSort } from "../../../../../schema/api/admin-users";
import { daysText } from "../../../../../schema/api/admin-users";
import { ADMIN_SEARCH_DELAY_MS } from "../../../../../schema/limits";
import { countText, DAYS } from "../../../../../schema/arabic-count";
import { formatRiyals } from "../../../../../schema/money";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { cx } from "../../../ui/cx";
import { DataTable, type Column } from "../../../ui/data-table";
import { inputClass } from "../../../ui/form-field";
import { toast } from "../../../ui/toast";
import { formatAdminDate, timeAgo } from "../format";
import { ListSummary } from "../ui/list-summary";
import { Pager } from "../ui/pager";
import { SectionHeading } from "../ui/section-heading";
import { GrantDialog } from "./grant-dialog";
import { DEFAULT_USERS_PARAMS, useAdminUsers, usersExportUrl, useUserAction, type UserAction, type UsersParams } from "./queries";

const FILTERS: { value: AccessFilter; label: string }[] = [
  { value: "all", label: "الكل" },
  { value: "active", label: "وصول نشط" },
  { value: "free", label: "وصول مجاني" },
  { value: "expired", label: "وصول منتهي" },
];
const SORTS: { value: UserSort; label: string }[] = [
  { value: "createdAt", label: "تاريخ التسجيل" },
  { value: "premiumEnds", label: "انتهاء الوصول" },
  { value: "totalSpent", label: "إجمالي الإنفاق" },
];

/** The error toasts of spec 002 §8, all titled 'خطأ'; revoke has none in the spec, so it gets its own. */
const FAILURE: Record<UserAction["kind"], string> = {
  grant: "فشل منح الوصول",
  "access-end": "فشل تحديد نهاية الوصول",
  revoke: "فشل إلغاء الوصول",
  block: "فشل حظر المستخدم",
  unblock: "فشل إلغاء حظر المستخدم",
  delete: "فشل حذف المستخدم",
};

type Pending = { user: AdminUser; kind: "revoke" | "block" | "delete" };

function AccessBadge({ user }: { user: AdminUser }) {
  if (user.isPremium) return <Badge tone="premium">وصول نشط</Badge>;
  if (user.premiumEnds) return <Badge tone="warning">منتهي</Badge>;
  return <Badge>مجاني</Badge>;
}

function DateWithAgo({ value, none }: { value: string | null; none: string }) {
  if (!value) return <span className="text-white/45">{none}</span>;
  return (
    <span className="flex flex-col">
      <time dateTime={value} className="tabular-nums">
        {formatAdminDate(value)}
      </time>
      <span className="text-xs text-white/55">{timeAgo(value)}</span>
    </span>
  );
}

export default function UsersTab() {
  const [params, setParams] = useState<UsersParams>(DEFAULT_USERS_PARAMS);
  const [searchText, setSearchText] = useState("");
  const [granting, setGranting] = useState<AdminUser | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const users = useAdminUsers(params);
  const action = useUserAction();

  // Typing settles before the list is asked again.
  useEffect(() => {
    const timer = setTimeout(() => setParams((p) => (p.search === searchText.trim() ? p : { ...p, search: searchText.trim(), page: 1 })), ADMIN_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const run = (user: AdminUser, act: UserAction, done?: () => void) =>
    action.mutate(
      { userId: user.id, action: act },
      {
        onSuccess: (answer) => toast({ title: "تم", description: answer.message }),
        onError: (error) => toast({ title: "خطأ", description: messageFor(error, FAILURE[act.kind]), variant: "destructive" }),
        onSettled: done,
      },
    );

  const busy = (user: AdminUser) => action.isPending && action.variables?.userId === user.id;
  const columns: Column<AdminUser>[] = [
    {
      key: "user",
      header: "المستخدم",
      primary: true,
      cell: (u) => (
        <span className="flex min-w-0 flex-col items-start gap-0.5">
          <span className="flex flex-wrap items-center gap-2 font-bold">
            {u.displayName}
            {u.blocked ? (
              <Badge tone="danger" icon={<Ban aria-hidden="true" className="size-3" />}>
                محظور
              </Badge>
            ) : null}
          </span>
          {u.email ? (
            <bdi dir="ltr" className="max-w-full truncate text-xs font-normal text-white/60">
              {u.email}
            </bdi>
          ) : null}
        </span>
      ),
    },
    { key: "access", header: "حالة الوصول", cell: (u) => <AccessBadge user={u} /> },
    { key: "ends", header: "انتهاء الوصول", cell: (u) => <DateWithAgo value={u.premiumEnds} none="—" /> },
    {
      key: "spent",
      header: "إجمالي الإنفاق",
      cell: (u) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatRiyals(u.totalSpent)} <span className="text-white/60">ر.س</span>
        </span>
      ),
    },
    {
      key: "login",
      header: "آخر دخول",
      cell: (u) => (u.lastLoginAt ? <time dateTime={u.lastLoginAt}>{timeAgo(u.lastLoginAt)}</time> : <span className="text-white/45">لم يسجّل الدخول بعد</span>),
    },
    {
      key: "actions",
      header: "الإجراءات",
      actions: true,
      cell: (u) => (
        <span className="flex flex-wrap justify-end gap-2">
          <Button size="sm" variant="gold" disabled={busy(u)} onClick={() => setGranting(u)} icon={<CalendarPlus aria-hidden="true" className="size-4" />}>
            {u.isPremium ? "تعديل الوصول" : "منح وصول"}
            <span className="sr-only"> لـ {u.displayName}</span>
          </Button>
          {u.isPremium ? (
            <Button size="sm" variant="outline" disabled={busy(u)} onClick={() => setConfirming({ user: u, kind: "revoke" })} icon={<UserX aria-hidden="true" className="size-4" />}>
              إلغاء الوصول<span className="sr-only"> لـ {u.displayName}</span>
            </Button>
          ) : null}
          {u.blocked ? (
            <Button size="sm" variant="secondary" loading={busy(u) && action.variables?.action.kind === "unblock"} disabled={busy(u)} onClick={() => run(u, { kind: "unblock" })} icon={<CircleCheck aria-hidden="true" className="size-4" />}>
              إلغاء الحظر<span className="sr-only"> عن {u.displayName}</span>
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled={busy(u)} onClick={() => setConfirming({ user: u, kind: "block" })} icon={<Ban aria-hidden="true" className="size-4" />}>
              حظر<span className="sr-only"> {u.displayName}</span>
            </Button>
          )}
          <Button size="sm" variant="danger" disabled={busy(u)} onClick={() => setConfirming({ user: u, kind: "delete" })} icon={<Trash2 aria-hidden="true" className="size-4" />}>
            حذف<span className="sr-only"> {u.displayName}</span>
          </Button>
        </span>
      ),
    },
  ];

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = params.search !== "" || params.filter !== "all";
  const confirmText = confirming ? CONFIRM[confirming.kind](confirming.user) : null;

  return (
    <section aria-labelledby="users-heading">
      <SectionHeading id="users-heading" title="إدارة المستخدمين" description="منح الوصول المميز أو إلغاؤه، وحظر الحسابات أو حذفها. كل تغيير يصل للمستخدم فورًا." />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]">
        <label className="relative block">
          <span className="sr-only">البحث بالاسم أو البريد الإلكتروني</span>
          <Search aria-hidden="true" className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-white/45" />
          <input type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder="البحث بالاسم أو البريد الإلكتروني" className={cx(inputClass, "ps-12")} />
        </label>
        <label className="block">
          <span className="sr-only">حالة الوصول</span>
          <select value={params.filter} onChange={(e) => setParams((p) => ({ ...p, filter: e.target.value as AccessFilter, page: 1 }))} className={cx(inputClass, "sm:w-40")}>
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-2">
          <label className="block flex-1">
            <span className="sr-only">ترتيب حسب</span>
            <select value={params.sort} onChange={(e) => setParams((p) => ({ ...p, sort: e.target.value as UserSort, page: 1 }))} className={cx(inputClass, "sm:w-44")}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            size="icon"
            className="size-12 rounded-2xl"
            aria-label={params.order === "desc" ? "تنازلي (الضغط للتصاعدي)" : "تصاعدي (الضغط للتنازلي)"}
            title={params.order === "desc" ? "تنازلي" : "تصاعدي"}
            onClick={() => setParams((p) => ({ ...p, order: p.order === "desc" ? "asc" : "desc", page: 1 }))}
            icon={params.order === "desc" ? <ArrowDownWideNarrow aria-hidden="true" className="size-5" /> : <ArrowUpNarrowWide aria-hidden="true" className="size-5" />}
          />
        </div>
      </div>
      {data ? (
        <ListSummary className="mb-3" text={data.total === 0 ? "" : `عدد المستخدمين: ${data.total}`} exportHref={data.total > 0 ? usersExportUrl(params) : null} />
      ) : null}
      <div className={cx("transition-opacity", users.isPlaceholderData && "opacity-60")}>
        <DataTable
          caption="المستخدمون"
          columns={columns}
          rows={data?.users}
          rowKey={(u) => u.id}
          isLoading={users.isPending}
          error={users.isError && !data ? messageFor(users.error, "تعذّر تحميل المستخدمين") : null}
          onRetry={() => users.refetch()}
          empty={filtered ? "لا يوجد مستخدمون يطابقون البحث أو الفلتر" : "لا يوجد مستخدمون مسجّلون بعد"}
        />
      </div>
      <Pager label="صفحات المستخدمين" page={params.page} pages={pages} onPage={(page) => setParams((p) => ({ ...p, page }))} />

      <GrantDialog
        user={granting}
        pending={action.isPending}
        onOpenChange={(open) => !open && setGranting(null)}
        onGrant={(days) => {
          const user = granting;
          if (!user) return;
          action.mutate(
            { userId: user.id, action: { kind: "grant", days } },
            {
              onSuccess: () => {
                setGranting(null);
                toast({ title: "تم منح الوصول", description: `حصل ${user.displayName} على ${daysText(days)} من الوصول المميز` });
              },
              onError: (error) => toast({ title: "خطأ", description: messageFor(error, FAILURE.grant), variant: "destructive" }),
            },
          );
        }}
        onSetEnd={(endsOn) => {
          const user = granting;
          if (!user) return;
          action.mutate(
            { userId: user.id, action: { kind: "access-end", endsOn } },
            {
              onSuccess: (answer) => {
                setGranting(null);
                toast({ title: "تم", description: `${answer.message}: ينتهي وصول ${user.displayName} في ${formatAdminDate(answer.user?.premiumEnds ?? null)}` });
              },
              onError: (error) => toast({ title: "خطأ", description: messageFor(error, FAILURE["access-end"]), variant: "destructive" }),
            },
          );
        }}
      />
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirmText?.title ?? ""}
        description={confirmText?.description}
        confirmLabel={confirmText?.confirm ?? ""}
        pending={action.isPending}
        icon={confirming?.kind === "delete" ? <Trash2 aria-hidden="true" className="size-6" /> : <Ban aria-hidden="true" className="size-6" />}
        onConfirm={() => confirming && run(confirming.user, { kind: confirming.kind }, () => setConfirming(null))}
      />
    </section>
  );
}

const CONFIRM: Record<Pending["kind"], (user: AdminUser) => { title: string; description: string; confirm: string }> = {
  revoke: (u) => ({ title: "إلغاء الوصول المميز", description: `سينتهي وصول ${u.displayName} المميز الآن.`, confirm: "إلغاء الوصول" }),
  block: (u) => ({ title: "حظر المستخدم", description: `سيُسجَّل خروج ${u.displayName} من كل أجهزته فورًا ولن يستطيع الدخول حتى تلغي الحظر.`, confirm: "حظر" }),
  delete: (u) => ({ title: "حذف المستخدم", description: deleteWarning(u), confirm: "حذف المستخدم" }),
};

/**
 * The delete confirmation says what is lost: the days of premium access left, counted
 * as Arabic counts them, which the deletion ends for good.
 */
export function deleteWarning(u: Pick<AdminUser, "displayName" | "premiumEnds">, now = Date.now()): string {
  const left = u.premiumEnds ? Math.ceil((new Date(u.premiumEnds).getTime() - now) / 86_400_000) : 0;
  const loss =
    left > 0
      ? `لدى ${u.displayName} ${countText(left, DAYS)} من الوصول المميز (حتى ${formatAdminDate(u.premiumEnds)})، تضيع بالحذف ولا تنتقل إلى أي حساب جديد.`
      : `ليس لدى ${u.displayName} أيام وصول مميز متبقية.`;
  return `سيُحذف الحساب نهائيًا. ${loss} يبقى إنشاء حساب جديد ممكنًا، وتبقى مدفوعات الحساب في السجل بالاسم نفسه.`;
}
