// The meme picture dialogs (spec 002 §5 meme form and bulk upload, §8): one picture
// (image, category, one or two text boxes, optional name, premium), or many at once
// through the shared upload queue (a category and at least one uploaded picture).
import { Image, Images } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Controller } from "react-hook-form";
import { CONTENT_MESSAGES, createMemeImageSchema, type AdminMemeImage, type BulkMemeImages, type CreateMemeImage } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Button } from "../../../../ui/button";
import { cx } from "../../../../ui/cx";
import { Dialog } from "../../../../ui/dialog";
import { FormField, TextInput } from "../../../../ui/form-field";
import { Switch } from "../../../../ui/switch";
import { toast } from "../../../../ui/toast";
import { ImageField } from "../../../admin/uploads/image-field";
import { UploadPicker } from "../../../admin/uploads/upload-picker";
import { useUploadQueue } from "../../../admin/uploads/use-upload-queue";
import { useGameCategories } from "../../../admin/content/categories/queries";
import { SelectField } from "../../../admin/content/controls";
import { FormSelect } from "../../../admin/content/form-select";
import { useRowImport } from "../../../admin/content/row-editing";
import { categoryOptions, RowDialog, useRowForm, type RowDialogProps } from "../../shared/admin/row-dialog";
import { describeError } from "../../../admin/content/form-errors";
import { countText, PICTURES } from "../../../../../../schema/arabic-count";

function TextBoxChoice({ value, onChange, error }: { value: number; onChange: (n: number) => void; error?: string }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-bold text-white/90">عدد صناديق النص</legend>
      <div className="grid grid-cols-2 gap-2">
        {[1, 2].map((n) => (
          <label key={n} className={cx("flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl text-sm font-bold ring-1 ring-inset", value === n ? "bg-brand-500/15 text-brand-200 ring-brand-400/40" : "text-white/70 ring-white/15")}>
            <input type="radio" name={name} className="sr-only" checked={value === n} onChange={() => onChange(n)} />
            {n === 1 ? "صندوق نص واحد" : "صندوقا نص"}
          </label>
        ))}
      </div>
      {error ? <p role="alert" className="text-sm font-medium text-rose-300">{error}</p> : null}
    </fieldset>
  );
}

export function MemeDialog(dialog: RowDialogProps<AdminMemeImage, CreateMemeImage>) {
  const { open, editing } = dialog;
  const categories = useGameCategories(GAME_IDS["meme-game"]);
  const [uploading, setUploading] = useState(false);
  type Values = { imageUrl: string; categoryId: string; textBoxCount: number; name: string; isPremium: boolean };
  const { form, errors, submit } = useRowForm({
    open,
    editing,
    initial: (): Values => ({
      imageUrl: editing?.imageUrl ?? "",
      categoryId: editing ? String(editing.categoryId) : "",
      textBoxCount: editing?.textBoxCount ?? 2,
      name: editing?.name ?? "",
      isPremium: editing?.isPremium ?? false,
    }),
    schema: createMemeImageSchema,
    toBody: (values: Values): CreateMemeImage => ({ ...values, gameId: GAME_IDS["meme-game"], displayOrder: editing?.displayOrder ?? 0 }),
    onSubmit: dialog.onSubmit,
  });

  return (
    <RowDialog dialog={dialog} titles={{ edit: "تعديل صورة الميم", add: "إضافة صورة ميم" }} icon={<Image aria-hidden="true" className="size-6" />} addLabel="إضافة الصورة" onSubmit={submit} uploading={uploading}>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => <ImageField key={String(open)} kind="meme" label="الصورة" value={field.value} onChange={field.onChange} error={errors.imageUrl?.message} initialMode={editing ? "url" : "file"} onBusyChange={setUploading} />}
      />
      <FormSelect control={form.control} name="categoryId" label="الفئة" placeholder="اختيار الفئة" options={categoryOptions(categories.data)} />
      <Controller control={form.control} name="textBoxCount" render={({ field }) => <TextBoxChoice value={field.value} onChange={field.onChange} error={errors.textBoxCount?.message} />} />
      <FormField label="اسم الصورة (اختياري)" error={errors.name?.message}>
        {(ids) => <TextInput {...ids} {...form.register("name")} placeholder="مثال: قطة متفاجئة" />}
      </FormField>
      <Controller control={form.control} name="isPremium" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label="مميزة (للأعضاء المميزين)" showLabel />} />
    </RowDialog>
  );
}

export function BulkMemesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const categories = useGameCategories(GAME_IDS["meme-game"]);
  const [categoryId, setCategoryId] = useState("");
  const [textBoxCount, setCount] = useState(2);
  const queue = useUploadQueue("meme");
  const bulk = useRowImport<BulkMemeImages>("meme-images");
  useEffect(() => {
    if (open) return;
    setCategoryId("");
    setCount(2);
    queue.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function submit() {
    if (!categoryId) return toast({ title: CONTENT_MESSAGES.chooseCategoryFirst, variant: "destructive" });
    if (queue.completed.length === 0) return toast({ title: CONTENT_MESSAGES.uploadImagesFirst, variant: "destructive" });
    const images = queue.completed.map((item) => ({ imageUrl: item.url!, name: item.file.name.replace(/\.[^.]+$/, "").slice(0, 120) }));
    bulk.mutate(
      { categoryId, textBoxCount, images },
      {
        onSuccess: (result) => {
          if (result.added === 0) return toast({ title: "فشل في إضافة جميع الصور", variant: "destructive" });
          toast({ title: `تمت إضافة ${countText(result.added, PICTURES, { oblique: true })} بنجاح`, description: result.failed.length ? `تعذّرت إضافة ${countText(result.failed.length, PICTURES, { oblique: true })}` : undefined });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: "فشل في إضافة الصور", description: describeError(error), variant: "destructive" }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !bulk.isPending && onOpenChange(next)} title="رفع صور ميم متعددة" icon={<Images aria-hidden="true" className="size-6" />} className="sm:max-w-xl!" description="حتى 300 صورة في المرة، تُرفع 4 صور في نفس الوقت. الصور الأكبر من 1 ميجابايت تُصغَّر قبل الرفع.">
      <div className="flex flex-col gap-4">
        <SelectField label="الفئة" value={categoryId} onChange={setCategoryId} placeholder="اختيار الفئة" options={categoryOptions(categories.data)} />
        <TextBoxChoice value={textBoxCount} onChange={setCount} />
        <UploadPicker queue={queue} icon={<Images aria-hidden="true" className="size-8 text-white/50" />} label="اختيار الصور (jpg، png، gif، webp، heic، bmp، svg)" zoneHeight="min-h-28" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={bulk.isPending}>
            إلغاء
          </Button>
          <Button onClick={submit} loading={bulk.isPending} disabled={queue.busy}>
            {queue.completed.length ? `إضافة ${countText(queue.completed.length, PICTURES, { oblique: true })}` : "إضافة الصور"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
