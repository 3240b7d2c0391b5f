// Most-likely dialogs (spec 002 §5, §8): one prompt (text ≥ 5 letters, optional
// picture, category), or a pasted table of question, its women's form and image URL with its
// images tab. The table's women's form is required: imported prompts are all written by hand for «جلسة بنات».
import { Table2, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import { CONTENT_MESSAGES, createMostLikelySchema, importMostLikelyRowSchema, type AdminMostLikely, type BulkMostLikely, type CreateMostLikely } from "../../../../../../schema/api/content";
import { countText, ROWS } from "../../../../../../schema/arabic-count";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Button } from "../../../../ui/button";
import { Dialog } from "../../../../ui/dialog";
import { FormField, inputClass } from "../../../../ui/form-field";
import { toast } from "../../../../ui/toast";
import { ImageField } from "../../../admin/uploads/image-field";
import { useGameCategories } from "../../../admin/content/categories/queries";
import { SelectField } from "../../../admin/content/controls";
import { FormSelect } from "../../../admin/content/form-select";
import { categoryOptions, RowDialog, useRowForm, type RowDialogProps } from "../../shared/admin/row-dialog";
import { describeError } from "../../../admin/content/form-errors";
import { useRowImport } from "../../../admin/content/row-editing";
import { TableImportBody, TableImportFooter, useTableImport } from "../../../admin/content/table-import";
import { importSummary, parseTable } from "../../../admin/content/paste-table";

export function PromptDialog(dialog: RowDialogProps<AdminMostLikely, CreateMostLikely>) {
  const { open, editing } = dialog;
  const categories = useGameCategories(GAME_IDS["most-likely"]);
  const [uploading, setUploading] = useState(false);
  const { form, errors, submit } = useRowForm({
    open,
    editing,
    initial: () => ({ content: editing?.content ?? "", feminine: editing?.feminine ?? "", imageUrl: editing?.imageUrl ?? "", categoryId: editing ? String(editing.categoryId) : "" }),
    schema: createMostLikelySchema,
    // An empty picture is sent as null (spec 002 §7).
    toBody: (values: { content: string; feminine: string; imageUrl: string; categoryId: string }): CreateMostLikely => ({
      ...values,
      gameId: GAME_IDS["most-likely"],
      feminine: values.feminine.trim() || null,
      imageUrl: values.imageUrl.trim() || null,
    }),
    onSubmit: dialog.onSubmit,
  });

  return (
    <RowDialog dialog={dialog} titles={{ edit: "تعديل السؤال", add: "إضافة سؤال «مين الأكثر»" }} icon={<Users aria-hidden="true" className="size-6" />} addLabel="إضافة السؤال" onSubmit={submit} uploading={uploading}>
      <FormField label="السؤال" error={errors.content?.message}>
        {(ids) => <textarea {...ids} rows={3} className={`${inputClass} py-3`} {...form.register("content")} placeholder="مثال: مين أكثر واحد ينسى مفاتيحه؟" />}
      </FormField>
      {/* «جلسة بنات»: the same prompt said to women, written by hand; empty means the room says the prompt as it is. */}
      <FormField label="صيغة جلسة البنات (اختياري)" hint="تظهر بدل السؤال عندما تخاطب الغرفة البنات" error={errors.feminine?.message}>
        {(ids) => <textarea {...ids} rows={2} className={`${inputClass} py-3`} {...form.register("feminine")} />}
      </FormField>
      <FormSelect control={form.control} name="categoryId" label="الفئة" placeholder="اختيار الفئة" options={categoryOptions(categories.data)} />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField key={String(open)} kind="mostlikely" label="صورة (اختياري)" value={field.value} onChange={field.onChange} error={errors.imageUrl?.message} initialMode={editing ? "url" : "file"} onBusyChange={setUploading} />
        )}
      />
    </RowDialog>
  );
}

type Row = { content: string; feminine: string; imageUrl: string };

/** The first reason a row would be refused by the server, checked before it is sent. */
const rowProblem = (row: Row, categoryId: string): string | undefined => {
  const parsed = importMostLikelyRowSchema.safeParse({ ...row, imageUrl: row.imageUrl || null, categoryId: categoryId || "1" });
  return parsed.success ? undefined : parsed.error.issues[0].message;
};

export function ImportPromptsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const categories = useGameCategories(GAME_IDS["most-likely"]);
  const [categoryId, setCategoryId] = useState("");
  const importing = useRowImport<BulkMostLikely>("most-likely-questions");
  // Rows without a question are dropped (spec 002 §5).
  const table = useTableImport<Row>("mostlikely", open, (text) => parseTable(text, ["content", "feminine", "imageUrl"] as const).filter((r) => r.content));
  const { rows, setRows, images } = table;
  const withoutFeminine = rows.filter((r) => !r.feminine.trim()).length;
  useEffect(() => {
    if (!open) setCategoryId("");
  }, [open]);

  function submit() {
    if (!categoryId) return toast({ title: CONTENT_MESSAGES.chooseCategoryFirst, variant: "destructive" });
    const sendable = rows.filter((r) => r.content.trim());
    if (sendable.length === 0) return toast({ title: CONTENT_MESSAGES.enterQuestions, variant: "destructive" });
    const problem = sendable.map((r) => rowProblem(r, categoryId)).find(Boolean);
    if (problem) return toast({ title: problem, variant: "destructive" });
    importing.mutate(
      { categoryId, rows: sendable.map((r) => ({ content: r.content, feminine: r.feminine, imageUrl: r.imageUrl || null })) },
      {
        onSuccess: (result) => {
          toast({ title: "تمت العملية", description: importSummary(result.added, result.failed.length), variant: result.added === 0 ? "destructive" : "default" });
          const failed = new Set(result.failed.map((f) => f.index));
          const left = sendable.filter((_, i) => failed.has(i));
          if (left.length === 0) onOpenChange(false);
          else setRows(left);
        },
        onError: (error) => toast({ title: "فشل في إضافة الأسئلة", description: describeError(error, "حدث خطأ أثناء معالجة البيانات"), variant: "destructive" }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !importing.isPending && onOpenChange(next)} title="إضافة أسئلة «مين الأكثر» من جدول" icon={<Table2 aria-hidden="true" className="size-6" />} className="sm:max-w-2xl!" description="ثلاثة أعمدة مفصولة بمسافة جدولة: السؤال، ثم صيغة جلسة البنات، ثم رابط الصورة (اختياري). الصفوف بلا سؤال تُحذف.">
      <div className="flex flex-col gap-4">
        <SelectField label="الفئة" value={categoryId} onChange={setCategoryId} placeholder="اختيار الفئة" options={categoryOptions(categories.data)} />
        <TableImportBody table={table} placeholder={"مين أكثر واحد يتأخر؟\tمين أكثر وحدة تتأخر؟\thttps://…"}>
              <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto" aria-label="الصفوف قبل الإرسال">
                {rows.map((row, index) => (
                  <li key={index} className="grid gap-2 rounded-xl bg-white/[0.04] p-2 ring-1 ring-white/10 sm:grid-cols-[1fr_1fr_12rem_auto]">
                    <input aria-label={`السؤال، الصف ${index + 1}`} value={row.content} onChange={(e) => setRows((l) => l.map((r, i) => (i === index ? { ...r, content: e.target.value } : r)))} className="min-h-11 rounded-lg bg-night-950/60 px-2 text-sm ring-1 ring-inset ring-white/10" />
                    <input
                      aria-label={`صيغة جلسة البنات، الصف ${index + 1}`}
                      aria-invalid={!row.feminine.trim()}
                      value={row.feminine}
                      onChange={(e) => setRows((l) => l.map((r, i) => (i === index ? { ...r, feminine: e.target.value } : r)))}
                      className="min-h-11 rounded-lg bg-night-950/60 px-2 text-sm ring-1 ring-inset ring-white/10 aria-invalid:ring-red-400/60"
                      placeholder="صيغة جلسة البنات"
                    />
                    <input aria-label={`رابط الصورة، الصف ${index + 1}`} dir="ltr" value={row.imageUrl} onChange={(e) => setRows((l) => l.map((r, i) => (i === index ? { ...r, imageUrl: e.target.value } : r)))} className="min-h-11 rounded-lg bg-night-950/60 px-2 text-sm ring-1 ring-inset ring-white/10" placeholder="رابط الصورة" />
                    <Button variant="ghost" size="sm" onClick={() => setRows((l) => l.filter((_, i) => i !== index))}>
                      حذف
                    </Button>
                  </li>
                ))}
              </ul>
        </TableImportBody>
        <TableImportFooter
          ready={rows.length}
          status={withoutFeminine > 0 ? `صيغة جلسة البنات ناقصة في ${countText(withoutFeminine, ROWS, { oblique: true })}` : undefined}
          pending={importing.isPending}
          disabled={rows.length === 0 || images.busy || withoutFeminine > 0} onCancel={() => onOpenChange(false)} onSubmit={submit} />
      </div>
    </Dialog>
  );
}
