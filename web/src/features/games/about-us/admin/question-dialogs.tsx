// «عنّا»'s question dialogs: one question (a text that fits anyone, ending in «؟», and
// its category), or many at once, one question a line, into one category.
import { ListPlus, MessageCircleQuestion } from "lucide-react";
import { useEffect, useState } from "react";
import { CONTENT_MESSAGES, createAboutUsSchema, type AdminAboutUs, type BulkAboutUs, type CreateAboutUs } from "../../../../../../schema/api/content";
import { countText, QUESTIONS } from "../../../../../../schema/arabic-count";
import { ABOUT_US_GAME_ID } from "../../../../../../schema/games/about-us";
import { ABOUT_US } from "../../../../../../schema/limits";
import { Dialog } from "../../../../ui/dialog";
import { FormActions } from "../../../../ui/form-actions";
import { FormField, inputClass } from "../../../../ui/form-field";
import { toast } from "../../../../ui/toast";
import { useGameCategories } from "../../../admin/content/categories/queries";
import { SelectField } from "../../../admin/content/controls";
import { describeError } from "../../../admin/content/form-errors";
import { FormSelect } from "../../../admin/content/form-select";
import { importSummary } from "../../../admin/content/paste-table";
import { useRowImport } from "../../../admin/content/row-editing";
import { categoryOptions, RowDialog, useRowForm, type RowDialogProps } from "../../shared/admin/row-dialog";

const HINT = `سؤال واحد يناسب أي شخص (رجلًا أو امرأة، من أي عمر)، ينتهي بـ«؟»، ولا يزيد عن ${ABOUT_US.content.questionMaxChars} حرفًا`;

export function AboutUsQuestionDialog(dialog: RowDialogProps<AdminAboutUs, CreateAboutUs>) {
  const { open, editing } = dialog;
  const categories = useGameCategories(ABOUT_US_GAME_ID);
  const { form, errors, submit } = useRowForm({
    open,
    editing,
    initial: () => ({ content: editing?.content ?? "", categoryId: editing ? String(editing.categoryId) : "" }),
    schema: createAboutUsSchema,
    toBody: (values: { content: string; categoryId: string }): CreateAboutUs => ({ ...values, gameId: ABOUT_US_GAME_ID }),
    onSubmit: dialog.onSubmit,
  });

  return (
    <RowDialog dialog={dialog} titles={{ edit: "تعديل السؤال", add: "إضافة سؤال «عنّا»" }} icon={<MessageCircleQuestion aria-hidden="true" className="size-6" />} addLabel="إضافة السؤال" onSubmit={submit}>
      <FormField label="السؤال" hint={HINT} error={errors.content?.message}>
        {(ids) => <textarea {...ids} rows={3} className={`${inputClass} py-3`} {...form.register("content")} placeholder="مثال: وش أغرب أكلة جربتها؟" />}
      </FormField>
      <FormSelect control={form.control} name="categoryId" label="الفئة" placeholder="اختيار الفئة" options={categoryOptions(categories.data)} />
    </RowDialog>
  );
}

/** The lines of a pasted list, one question each; blank lines are dropped. */
export const questionLines = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function ImportAboutUsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const categories = useGameCategories(ABOUT_US_GAME_ID);
  const [categoryId, setCategoryId] = useState("");
  const [text, setText] = useState("");
  const importing = useRowImport<BulkAboutUs>("about-us-questions");
  const lines = questionLines(text);
  useEffect(() => {
    if (open) return;
    setCategoryId("");
    setText("");
  }, [open]);

  function submit() {
    if (!categoryId) return toast({ title: CONTENT_MESSAGES.chooseCategoryFirst, variant: "destructive" });
    if (lines.length === 0) return toast({ title: CONTENT_MESSAGES.enterQuestions, variant: "destructive" });
    importing.mutate(
      { categoryId, rows: lines.map((content) => ({ content })) },
      {
        onSuccess: (result) => {
          // The lines that failed stay in the box to fix; the first one's reason is said with the result (one toast at a time).
          const failed = new Set(result.failed.map((f) => f.index));
          const left = lines.filter((_, i) => failed.has(i));
          const reason = left.length ? `. «${left[0]}»: ${result.failed[0].message}` : "";
          toast({ title: "تمت العملية", description: importSummary(result.added, result.failed.length) + reason, variant: result.added === 0 ? "destructive" : "default" });
          if (left.length === 0) onOpenChange(false);
          else setText(left.join("\n"));
        },
        onError: (error) => toast({ title: "فشل في إضافة الأسئلة", description: describeError(error, "حدث خطأ أثناء معالجة البيانات"), variant: "destructive" }),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !importing.isPending && onOpenChange(next)}
      title="إضافة عدة أسئلة «عنّا»"
      icon={<ListPlus aria-hidden="true" className="size-6" />}
      className="sm:max-w-2xl!"
      description="سؤال في كل سطر، والأسطر الفارغة تُحذف. الأسئلة التي لم تُقبل تبقى في المربع لتعديلها."
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col gap-4"
      >
        <SelectField label="الفئة" value={categoryId} onChange={setCategoryId} placeholder="اختيار الفئة" options={categoryOptions(categories.data)} />
        <FormField label="الأسئلة" hint={lines.length ? `جاهز للإرسال: ${countText(lines.length, QUESTIONS)}` : HINT}>
          {(ids) => <textarea {...ids} rows={8} value={text} onChange={(e) => setText(e.target.value)} className={`${inputClass} py-3`} placeholder={"وش أغرب أكلة ذقتها في حياتك؟\nكم مرة سافرت هالسنة؟"} />}
        </FormField>
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="إضافة الأسئلة" pending={importing.isPending} submitDisabled={lines.length === 0} />
      </form>
    </Dialog>
  );
}
