// Admin › المحتوى › الحزم: players' packs that were reported, and the packs whose
// authors asked to publish them in the gallery, a page at a time with the reported ones first.
// Each card shows the reports and every item (answers included), with the actions:
// hide (with a reason the author reads), keep, delete, close the reports of a pack already hidden
// or deleted (they stay open until then), block the author from writing packs, publish or refuse
// to publish.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { PackAdminAction, PackQueueAnswer, PackQueueItem } from "../../../../../../schema/api/packs";
import { countText, type CountForms } from "../../../../../../schema/arabic-count";
import { PACKS } from "../../../../../../schema/limits";
import { itemsText, playsText } from "../../../packs/pack-text";
import { apiJson, messageFor } from "../../../../lib/api";
import { Button } from "../../../../ui/button";
import { FormField, TextInput } from "../../../../ui/form-field";
import { toast } from "../../../../ui/toast";
import { Pager } from "../../ui/pager";

const queueKey = (page: number) => ["/api/admin/packs", page] as const;
const OPEN_REPORTS: CountForms = { zero: "لا بلاغات مفتوحة", one: "بلاغ مفتوح واحد", two: "بلاغين مفتوحين", few: "بلاغات مفتوحة", many: "بلاغًا مفتوحًا", other: "بلاغ مفتوح" };

function PackCard({ pack, act, busy }: { pack: PackQueueItem; act: (code: string, action: PackAdminAction) => void; busy: boolean }) {
  const [reason, setReason] = useState("");
  const needsReason = (action: "hide" | "block-author") => {
    if (reason.trim()) act(pack.code, { action, reason });
    else toast({ variant: "destructive", title: "يُرجى كتابة السبب أولًا: يقرؤه كاتب الحزمة" });
  };
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white/[0.04] p-4 ring-1 ring-white/10" data-pack-code={pack.code} aria-label={`الحزمة ${pack.title}`}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 text-lg font-bold text-white">{pack.title}</h3>
        <span dir="ltr" className="font-mono text-sm text-white/70">
          {pack.code}
        </span>
      </header>
      <p className="text-sm text-white/60">
        {pack.authorName} · {itemsText(pack.itemCount)} · {playsText(pack.playCount)}
        {pack.authorBlocked ? " · الكاتب ممنوع من كتابة الحزم" : ""}
        {pack.deleted ? " · محذوفة" : pack.status === "hidden" ? " · مخفية" : ""}
      </p>
      {pack.openReports > pack.reports.length ? (
        <p className="text-sm text-rose-200">
          أحدث {pack.reports.length} من {countText(pack.openReports, OPEN_REPORTS)}
        </p>
      ) : null}
      {pack.reports.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-rose-200" aria-label="البلاغات">
          {pack.reports.map((r, i) => (
            <li key={i}>بلاغ: {r.reason}</li>
          ))}
        </ul>
      ) : null}
      <details className="text-sm text-white/80">
        <summary className="cursor-pointer">العناصر</summary>
        <ol className="mt-2 list-decimal ps-5">
          {pack.items.map((item, i) => (
            <li key={i}>{"question" in item ? `${item.question} ← ${item.answer}${item.lies.length ? ` (${item.lies.join("، ")})` : ""}` : item.prompt}</li>
          ))}
        </ol>
      </details>
      {pack.deleted ? null : (
        <FormField label="السبب (للإخفاء أو المنع)">
          {(ids) => <TextInput {...ids} maxLength={PACKS.reasonMax} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        {pack.deleted || pack.status === "hidden" ? null : (
          <Button variant="danger" size="sm" disabled={busy} onClick={() => needsReason("hide")}>
            إخفاء
          </Button>
        )}
        {pack.deleted ? null : (
          <>
            <Button variant="danger" size="sm" disabled={busy} onClick={() => act(pack.code, { action: "delete" })}>
              حذف
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => needsReason("block-author")}>
              منع الكاتب
            </Button>
          </>
        )}
        {pack.openReports > 0 && (pack.deleted || pack.status === "hidden") ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => act(pack.code, { action: "close-reports" })}>
            إغلاق البلاغات
          </Button>
        ) : pack.openReports > 0 ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => act(pack.code, { action: "dismiss" })}>
            إبقاء الحزمة
          </Button>
        ) : null}
        {pack.publish === "requested" ? (
          <>
            <Button variant="gold" size="sm" disabled={busy} onClick={() => act(pack.code, { action: "publish" })}>
              نشر في المعرض
            </Button>
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => act(pack.code, { action: "reject-publish" })}>
              رفض النشر
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}

export function PacksPanel() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const queue = useQuery({ queryKey: queueKey(page), queryFn: () => apiJson<PackQueueAnswer>("GET", `/api/admin/packs?page=${page}`) });
  const action = useMutation({
    mutationFn: ({ code, act }: { code: string; act: PackAdminAction }) => apiJson<PackQueueAnswer>("POST", `/api/admin/packs/${code}?page=${page}`, act),
    onSuccess: (answer) => {
      // The answer is the page the admin was on, after the action: the other pages may have moved.
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/packs"] });
      queryClient.setQueryData(queueKey(answer.page), answer);
      // The last card of the last page handled: go back to the page that is now the last.
      const last = Math.max(1, Math.ceil(answer.total / answer.pageSize));
      if (answer.page > last) setPage(last);
      toast({ title: "تم تنفيذ الإجراء وسُجّل في سجل النشاط" });
    },
    onError: (error) => toast({ variant: "destructive", title: messageFor(error, "تعذّر تنفيذ الإجراء، يُرجى المحاولة مرة أخرى") }),
  });
  if (queue.isPending) return <p className="text-white/60">جاري التحميل...</p>;
  if (queue.isError) return <p className="text-rose-300">{messageFor(queue.error, "تعذّر تحميل الحزم")}</p>;
  const act = (code: string, a: PackAdminAction) => action.mutate({ code, act: a });
  const pages = Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize));
  const pager = <Pager label="صفحات الحزم" page={page} pages={pages} summary={`${queue.data.total} في القائمة`} onPage={setPage} />;
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-white/60">الحزم التي عليها بلاغات أولًا، الأكثر بلاغات ثم الأقدم، ثم طلبات النشر الأقدم فالأحدث. تبقى البلاغات مفتوحة حتى يغلقها مشرف.</p>
      {/* Reported packs come first: a page after the first shows them only while some are left, and publish requests only once reports are done. */}
      {page === 1 || queue.data.reported.length > 0 ? (
        <section aria-labelledby="reported-packs" className="flex flex-col gap-3">
          <h2 id="reported-packs" className="text-xl font-bold text-white">
            حزم عليها بلاغات
          </h2>
          {queue.data.reported.length === 0 ? <p className="text-white/60">لا بلاغات مفتوحة.</p> : null}
          {queue.data.reported.map((p) => (
            <PackCard key={p.code} pack={p} act={act} busy={action.isPending} />
          ))}
        </section>
      ) : null}
      {page === pages || queue.data.publishRequests.length > 0 ? (
        <section aria-labelledby="publish-requests" className="flex flex-col gap-3">
          <h2 id="publish-requests" className="text-xl font-bold text-white">
            طلبات النشر في المعرض
          </h2>
          {queue.data.publishRequests.length === 0 ? <p className="text-white/60">لا طلبات نشر.</p> : null}
          {queue.data.publishRequests.map((p) => (
            <PackCard key={p.code} pack={p} act={act} busy={action.isPending} />
          ))}
        </section>
      ) : null}
      {pager}
    </div>
  );
}
