// The image upload dialog (file, alt text required, caption) and the library picker,
// shared by the images tab and the post editor.
import { Check, ImagePlus, Images, Upload } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { BLOG, blogImageEditBodySchema, type BlogImage } from "../../../../../schema/api/blog";
import { IMAGE_EXTENSIONS, IMAGE_UPLOADS } from "../../../../../schema/limits";
import { fileField, useFilePreview } from "../../admin/uploads/file-field";
import { checkFile, IMAGE_ACCEPT } from "../../admin/uploads/files";
import { schemaResolver, useDialogForm } from "../../admin/ui/schema-form";
import { messageFor } from "../../../lib/api";
import { cx } from "../../../ui/cx";
import { Dialog } from "../../../ui/dialog";
import { FormField, TextInput } from "../../../ui/form-field";
import { SkeletonRows } from "../../../ui/skeleton";
import { toast } from "../../../ui/toast";
import { ListError } from "../../../ui/data-table";
import { useAdminImages, useUploadImage } from "../queries";
import { FormActions } from "../../../ui/form-actions";

const MAX_MB = IMAGE_UPLOADS.maxBytes / 1024 / 1024;

type Values = { file: File | null; alt: string; caption: string };

/** The library's own rules for alt text and caption, and the shared upload's rules for the file. */
const UPLOAD_SCHEMA = blogImageEditBodySchema.extend({
  file: fileField("يُرجى اختيار صورة", (file) => {
    const check = checkFile(file);
    return check.ok ? null : check.message;
  }),
});

export function ImageUploadDialog({
  open,
  onOpenChange,
  initialFile,
  onUploaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialFile?: File | null;
  onUploaded?: (image: BlogImage) => void;
}) {
  const upload = useUploadImage();
  const fileId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  // Dialogs reset their form on close (spec 002 §4); a dropped file arrives on open.
  const form = useDialogForm({
    open,
    row: initialFile,
    initial: (): Values => ({ file: initialFile ?? null, alt: "", caption: "" }),
    resolver: schemaResolver(UPLOAD_SCHEMA, (values: Values) => values),
  });
  const { errors } = form.formState;
  const file = form.watch("file");
  const preview = useFilePreview(file);
  useEffect(() => {
    if (open) setProgress(null);
  }, [open]);

  const submit = (event: FormEvent) => {
    // React carries a portal's submit up to the post form this dialog is opened from.
    event.stopPropagation();
    void form.handleSubmit((body) =>
      upload.mutate(
        { file: body.file!, alt: body.alt, caption: body.caption ?? "", onProgress: setProgress },
        {
          onSuccess: (image) => {
            toast({ title: "تم رفع الصورة بنجاح" });
            onUploaded?.(image);
            onOpenChange(false);
          },
          onError: (error) => {
            setProgress(null);
            toast({ title: "فشل رفع الصورة", description: error instanceof Error && error.message ? error.message : messageFor(error, "تعذّر رفع الصورة"), variant: "destructive" });
          },
        },
      ),
    )(event);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !upload.isPending && onOpenChange(next)} title="رفع صورة" icon={<Upload aria-hidden="true" className="size-5" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-bold text-white/90">
            الصورة
          </label>
          <input
            id={fileId}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(e) => form.setValue("file", e.target.files?.[0] ?? null, { shouldValidate: form.formState.isSubmitted })}
            aria-invalid={!!errors.file}
            className="min-h-12 rounded-2xl bg-night-950/60 p-2 text-sm ring-1 ring-white/15 file:me-3 file:min-h-10 file:rounded-xl file:border-0 file:bg-white/10 file:px-3 file:font-bold file:text-white"
          />
          <p className="text-xs text-white/55">
            {IMAGE_EXTENSIONS.join("، ")}، حتى {MAX_MB} ميجابايت؛ الصور الأكبر من 1 ميجابايت تُصغَّر قبل الرفع.
          </p>
          {errors.file ? (
            <p role="alert" className="text-sm text-rose-300">
              {errors.file.message}
            </p>
          ) : null}
          {preview ? <img src={preview} alt="" className="mt-2 max-h-48 rounded-2xl object-contain ring-1 ring-white/10" /> : null}
          {progress !== null ? (
            <progress max={100} value={progress} aria-label="تقدّم الرفع" className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-500">
              {progress}%
            </progress>
          ) : null}
        </div>
        <FormField label="النص البديل (مطلوب)" hint="يصف الصورة لمن لا يراها ولمحركات البحث" error={errors.alt?.message}>
          {(ids) => <TextInput {...ids} maxLength={BLOG.altMax} {...form.register("alt")} />}
        </FormField>
        <FormField label="التعليق (اختياري)" error={errors.caption?.message}>
          {(ids) => <TextInput {...ids} maxLength={BLOG.captionMax} {...form.register("caption")} />}
        </FormField>
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="رفع الصورة" pending={upload.isPending} submitIcon={<ImagePlus aria-hidden="true" className="size-5" />} />
      </form>
    </Dialog>
  );
}

/** Picks a picture from the library. */
export function ImagePickerDialog({ open, onOpenChange, onPick }: { open: boolean; onOpenChange: (open: boolean) => void; onPick: (image: BlogImage) => void }) {
  const images = useAdminImages();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="اختيار صورة من المكتبة" icon={<Images aria-hidden="true" className="size-5" />}>
      {images.isPending ? (
        <SkeletonRows rows={3} />
      ) : images.isError ? (
        <ListError message={messageFor(images.error, "تعذّر تحميل الصور")} onRetry={() => images.refetch()} />
      ) : images.data.length === 0 ? (
        <p className="py-8 text-center text-white/60">لا توجد صور في المكتبة بعد. يمكنك رفع صورة أولًا.</p>
      ) : (
        <ul className="grid max-h-[60dvh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3">
          {images.data.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(image);
                  onOpenChange(false);
                }}
                className={cx("group relative block w-full overflow-hidden rounded-2xl ring-1 ring-white/10 hover:ring-brand-400")}
              >
                <img src={image.url} alt={image.alt} className="aspect-square w-full object-cover" />
                <span className="absolute inset-x-0 bottom-0 line-clamp-1 bg-night-950/80 px-2 py-1 text-start text-xs">{image.alt}</span>
                <Check aria-hidden="true" className="absolute end-2 top-2 hidden size-6 rounded-full bg-brand-500 p-1 text-night-950 group-hover:block" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
