// Add or edit one trivia question (spec 002 §5): question (≥ 5 letters), correct
// answer, two optional alternatives, three fake answers, category, then subcategory
// (disabled until a category is chosen), optional picture. Editing opens the picture in address mode.
import { HelpCircle } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { createQuestionSchema, type AdminQuestion, type CreateQuestion } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { FormField, inputClass, TextInput } from "../../../../ui/form-field";
import { ImageField } from "../../../admin/uploads/image-field";
import { useGameCategories } from "../../../admin/content/categories/queries";
import { FormSelect } from "../../../admin/content/form-select";
import { categoryOptions, RowDialog, useRowForm, type RowDialogProps } from "../../shared/admin/row-dialog";

const EMPTY = { content: "", correctAnswer: "", alternativeAnswer1: "", alternativeAnswer2: "", fakeAnswer1: "", fakeAnswer2: "", fakeAnswer3: "", categoryId: "", subcategoryId: "", imageUrl: "" };
type Values = typeof EMPTY;

export function QuestionDialog(dialog: RowDialogProps<AdminQuestion, CreateQuestion>) {
  const { open, editing } = dialog;
  const categories = useGameCategories(GAME_IDS["trivia-deception"]);
  const [uploading, setUploading] = useState(false);
  const { form, errors, submit } = useRowForm({
    open,
    editing,
    initial: (): Values =>
      editing
        ? {
            content: editing.content,
            correctAnswer: editing.correctAnswer,
            alternativeAnswer1: editing.alternativeAnswer1 ?? "",
            alternativeAnswer2: editing.alternativeAnswer2 ?? "",
            fakeAnswer1: editing.fakeAnswer1,
            fakeAnswer2: editing.fakeAnswer2,
            fakeAnswer3: editing.fakeAnswer3,
            categoryId: String(editing.categoryId),
            subcategoryId: String(editing.subcategoryId),
            imageUrl: editing.imageUrl ?? "",
          }
        : EMPTY,
    schema: createQuestionSchema,
    // The route takes the form's own text (it cleans it the same way), as the spec's page sends it.
    toBody: (values: Values): CreateQuestion => ({ ...values, gameId: GAME_IDS["trivia-deception"] }),
    onSubmit: dialog.onSubmit,
  });
  const category = categories.data?.find((c) => String(c.id) === form.watch("categoryId"));

  const text = (key: keyof Values, label: string, placeholder?: string) => (
    <FormField label={label} error={errors[key]?.message}>
      {(ids) => <TextInput {...ids} {...form.register(key)} placeholder={placeholder} />}
    </FormField>
  );

  return (
    <RowDialog dialog={dialog} titles={{ edit: "تعديل السؤال", add: "إضافة سؤال" }} icon={<HelpCircle aria-hidden="true" className="size-6" />} className="sm:max-w-2xl!" addLabel="إضافة السؤال" onSubmit={submit} uploading={uploading}>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect control={form.control} name="categoryId" label="الفئة" onChange={() => form.setValue("subcategoryId", "")} placeholder="اختيار الفئة" options={categoryOptions(categories.data)} />
        <FormSelect control={form.control} name="subcategoryId" label="الفئة الفرعية" disabled={!category} placeholder={category ? "اختيار الفئة الفرعية" : "يُرجى اختيار الفئة أولًا"} options={(category?.subcategories ?? []).map((s) => ({ value: String(s.id), label: s.nameAr }))} />
      </div>
      <FormField label="السؤال" error={errors.content?.message}>
        {(ids) => <textarea {...ids} rows={3} className={`${inputClass} py-3`} {...form.register("content")} placeholder="نص السؤال (5 أحرف على الأقل)" />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        {text("correctAnswer", "الإجابة الصحيحة")}
        {text("alternativeAnswer1", "إجابة بديلة 1 (اختياري)")}
        {text("alternativeAnswer2", "إجابة بديلة 2 (اختياري)")}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {text("fakeAnswer1", "إجابة خاطئة 1")}
        {text("fakeAnswer2", "إجابة خاطئة 2")}
        {text("fakeAnswer3", "إجابة خاطئة 3")}
      </div>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField key={String(open)} kind="question" label="صورة السؤال (اختياري)" value={field.value} onChange={field.onChange} error={errors.imageUrl?.message} initialMode={editing ? "url" : "file"} onBusyChange={setUploading} />
        )}
      />
    </RowDialog>
  );
}
