// The admin's trash: what was deleted in the last 30 days, content, categories,
// avatars and blog posts, newest first, each with «استعادة» (confirmed, then a toast and the
// list without it). The cleanup job removes a row for good 30 days after its deletion.
import { ArchiveRestore, Trash2 } from "lucide-react";
import { useState } from "react";
import { TRASH_KIND_LABELS, TRASH_KINDS, type TrashItem, type TrashKind } from "../../../../../schema/api/trash";
import { CONTENT_TRASH } from "../../../../../schema/limits";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { cx } from "../../../ui/cx";
import { DataTable, type Column } from "../../../ui/data-table";
import { inputClass } from "../../../ui/form-field";
import { toast } from "../../../ui/toast";
import { formatAdminDate, timeAgo } from "../format";
import { WhenCell } from "../ui/list-summary";
import { Pager } from "../ui/pager";
import { SectionHeading } from "../ui/section-heading";
import { useRestoreFromTrash, useTrash } from "./queries";

export default function TrashTab() {
  const [kind, setKind] = useState<TrashKind | "">("");
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<TrashItem | null>(null);
  const trash = useTrash(kind, page);
  const restore = useRestoreFromTrash();
  const data = trash.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const columns: Column<TrashItem>[] = [
    {
      key: "item",
      header: "العنصر",
      primary: true,
      cell: (item) => (
        <span className="flex min-w-0 flex-col items-start gap-1">
          <span className="leading-6 break-words">{item.title}</span>
          <Badge>{TRASH_KIND_LABELS[item.kind]}</Badge>
        </span>
      ),
    },
    {
      key: "deleted",
      header: "حُذف",
      className: "whitespace-nowrap",
      cell: (item) => <WhenCell at={item.deletedAt} ago={timeAgo(item.deletedAt)} />,
    },
    {
      key: "purge",
      header: "يُحذف نهائيًا في",
      className: "whitespace-nowrap",
      cell: (item) => <time dateTime={item.purgeAt}>{formatAdminDate(item.purgeAt)}</time>,
    },
    {
      key: "actions",
      header: "الإجراءات",
      actions: true,
      cell: (item) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={restore.isPending}
          onClick={() => setConfirming(item)}
          icon={<ArchiveRestore aria-hidden="true" className="size-4" />}
        >
          استعادة<span className="sr-only"> {item.title}</span>
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="trash-heading" data-testid="trash-tab">
      <SectionHeading
        id="trash-heading"
        title="سلة المحذوفات"
        description={`ما حُذف خلال آخر ${CONTENT_TRASH.retentionDays} يومًا من الأسئلة والصور والفئات والصور الرمزية ومقالات المدونة. يُحذف كل عنصر نهائيًا بعد ${CONTENT_TRASH.retentionDays} يومًا من حذفه.`}
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <label className="block">
          <span className="sr-only">نوع المحذوفات</span>
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TrashKind | "");
              setPage(1);
            }}
            className={cx(inputClass, "sm:w-64")}
          >
            <option value="">كل المحذوفات</option>
            {TRASH_KINDS.map((k) => (
              <option key={k} value={k}>
                {TRASH_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        {data && data.total > 0 ? (
          <p className="text-sm text-white/60" aria-live="polite">
            عدد المحذوفات: {data.total}
          </p>
        ) : null}
      </div>
      <div className={cx("transition-opacity", trash.isPlaceholderData && "opacity-60")}>
        <DataTable
          caption="سلة المحذوفات"
          columns={columns}
          rows={data?.items}
          rowKey={(item) => `${item.kind}:${item.id}`}
          isLoading={trash.isPending}
          error={trash.isError && !data ? messageFor(trash.error, "تعذّر تحميل سلة المحذوفات") : null}
          onRetry={() => trash.refetch()}
          empty={kind ? "لا محذوفات من هذا النوع" : `لم يُحذف شيء خلال آخر ${CONTENT_TRASH.retentionDays} يومًا`}
        />
      </div>
      <Pager label="صفحات سلة المحذوفات" page={page} pages={pages} onPage={setPage} />
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="استعادة من سلة المحذوفات"
        description={confirming ? `يعود «${confirming.title}» (${TRASH_KIND_LABELS[confirming.kind]}) إلى مكانه كما كان قبل الحذف.` : undefined}
        confirmLabel="استعادة"
        destructive={false}
        pending={restore.isPending}
        icon={<Trash2 aria-hidden="true" className="size-6" />}
        onConfirm={() => {
          const item = confirming;
          if (!item) return;
          restore.mutate(item, {
            onSuccess: (answer) => toast({ title: "تمت الاستعادة", description: answer.message }),
            onError: (error) => toast({ title: "تعذّرت الاستعادة", description: messageFor(error, "فشل في استعادة العنصر"), variant: "destructive" }),
            onSettled: () => setConfirming(null),
          });
        }}
      />
    </section>
  );
}
