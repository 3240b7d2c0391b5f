// Add or edit one trivia question (spec 002 §5): question (≥ 5 letters), correct
// answer, two optional alternatives, three fake answers, category, then subcategory
// (disabled until a category is chosen), optional picture. Editing opens the picture in address mode.
import { HelpCircle } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { createQuestionSchema, type AdminQuestion, type CreateQuestion } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Button } from "../../../../ui/button";
import { Dialog } from "../../../../ui/dialog";
import { FormField, inputClass, TextInput } from "../../../../ui/form-field";
import { ImageField } from "../../uploads/image-field";
import { useGameCategories } from "../categories/queries";
import { SelectField } from "../controls";
import { validateWith, type FieldErrors } from "../form-errors";

const EMPTY = { content: "", correctAnswer: "", alternativeAnswer1: "", alternativeAnswer2: "", fakeAnswer1: "", fakeAnswer2: "", fakeAnswer3: "", categoryId: "", subcategoryId: "", imageUrl: "" };
type Values = typeof EMPTY;

export function QuestionDialog({
  open,
  onOpenChange,
  editing,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: AdminQuestion | null;
  pending: boolean;
  onSubmit: (body: CreateQuestion) => void;
}) {
  const categories = useGameCategories(GAME_IDS["trivia-deception"]);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setValues(
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
    );
  }, [open, editing]);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const category = categories.data?.find((c) => String(c.id) === values.categoryId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateWith(createQuestionSchema, { ...values, gameId: GAME_IDS["trivia-deception"] });
    if (result.errors) return setErrors(result.errors);
    onSubmit({ ...values, gameId: GAME_IDS["trivia-deception"] });
  }

  const text = (key: keyof Values, label: string, placeholder?: string) => (
    <FormField label={label} error={errors[key]}>
      {(ids) => <TextInput {...ids} value={values[key]} onChange={(e) => set(key)(e.target.value)} placeholder={placeholder} />}
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={editing ? "تعديل السؤال" : "إضافة سؤال"} icon={<HelpCircle aria-hidden="true" className="size-6" />} className="sm:max-w-2xl!">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="الفئة"
            value={values.categoryId}
            onChange={(v) => setValues((s) => ({ ...s, categoryId: v, subcategoryId: "" }))}
            placeholder="اختر الفئة"
            options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nameAr }))}
            error={errors.categoryId}
          />
          <SelectField
            label="الفئة الفرعية"
            value={values.subcategoryId}
            onChange={set("subcategoryId")}
            disabled={!category}
            placeholder={category ? "اختر الفئة الفرعية" : "اختر الفئة أولاً"}
            options={(category?.subcategories ?? []).map((s) => ({ value: String(s.id), label: s.nameAr }))}
            error={errors.subcategoryId}
          />
        </div>
        <FormField label="السؤال" error={errors.content}>
          {(ids) => <textarea {...ids} rows={3} className={`${inputClass} py-3`} value={values.content} onChange={(e) => set("content")(e.target.value)} placeholder="اكتب نص السؤال (5 أحرف على الأقل)" />}
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
        <ImageField key={String(open)} kind="question" label="صورة السؤال (اختياري)" value={values.imageUrl} onChange={set("imageUrl")} error={errors.imageUrl} initialMode={editing ? "url" : "file"} onBusyChange={setUploading} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            إلغاء
          </Button>
          <Button type="submit" loading={pending} disabled={uploading}>
            {editing ? "حفظ التعديلات" : "إضافة السؤال"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
