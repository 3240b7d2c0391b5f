// Images (spec 002 §2): a grid with edit and delete (on hover, always shown on touch screens),
// the upload dialog and the edit dialog (alt text required, caption). Deleting names the posts
// that show the picture first: refused while a published or scheduled one does.
import { ImageOff, ImagePlus, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { BLOG, BLOG_STATUS_LABELS, blogImageEditBodySchema, type BlogImage, type BlogImageUsage } from "../../../../../schema/api/blog";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { ListError } from "../../../ui/data-table";
import { Dialog } from "../../../ui/dialog";
import { FormActions } from "../../../ui/form-actions";
import { FormField, TextInput } from "../../../ui/form-field";
import { SkeletonRows } from "../../../ui/skeleton";
import { toast } from "../../../ui/toast";
import { schemaResolver, useDialogForm } from "../../admin/ui/schema-form";
import { useAdminImages, useDeleteItem, useEditImage, useImageUsage } from "../queries";
import { ImageUploadDialog } from "./image-dialogs";

type Values = { alt: string; caption: string };

function ImageEditDialog({ image, onClose }: { image: BlogImage | null; onClose: () => void }) {
  const edit = useEditImage();
  const form = useDialogForm({
    open: !!image,
    row: image,
    initial: (): Values => ({ alt: image?.alt ?? "", caption: image?.caption ?? "" }),
    resolver: schemaResolver(blogImageEditBodySchema, (values: Values) => values),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(() => {
    if (!image) return;
    edit.mutate(
      { id: image.id, body: form.getValues() },
      {
        onSuccess: () => {
          toast({ title: "تم تحديث الصورة بنجاح" });
          onClose();
        },
        onError: (e) => toast({ title: "فشل تحديث الصورة", description: messageFor(e, "حدث خطأ أثناء حفظ الصورة"), variant: "destructive" }),
      },
    );
  });
  return (
    <Dialog open={!!image} onOpenChange={(o) => !o && onClose()} title="تعديل الصورة" icon={<Pencil aria-hidden="true" className="size-5" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {image ? <img src={image.url} alt="" className="max-h-48 rounded-2xl object-contain ring-1 ring-white/10" /> : null}
        <FormField label="النص البديل (مطلوب)" error={errors.alt?.message}>
          {(ids) => <TextInput {...ids} maxLength={BLOG.altMax} {...form.register("alt")} />}
        </FormField>
        <FormField label="التعليق" error={errors.caption?.message}>
          {(ids) => <TextInput {...ids} maxLength={BLOG.captionMax} {...form.register("caption")} />}
        </FormField>
        <FormActions onCancel={onClose} submitLabel="حفظ" pending={edit.isPending} />
      </form>
    </Dialog>
  );
}

function UsageList({ posts }: { posts: BlogImageUsage["posts"] }) {
  return (
    <ul aria-label="المقالات التي تستخدم الصورة" className="mb-5 flex max-h-56 flex-col gap-1.5 overflow-y-auto">
      {posts.map((p) => (
        <li key={p.id} className="flex items-center justify-between gap-3 rounded-xl bg-white/[0.04] px-3 py-2 text-sm ring-1 ring-white/10">
          <span className="min-w-0 truncate font-bold">{p.titleAr}</span>
          <Badge tone={p.status === "draft" ? "neutral" : p.status === "published" ? "success" : "info"}>{BLOG_STATUS_LABELS[p.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * Asks which posts show the picture before anything is deleted: a published or scheduled one keeps
 * it (the dialog says which and offers no delete; the server refuses too), drafts are named so
 * the admin knows what loses it.
 */
function ImageDeleteDialog({ image, onClose }: { image: BlogImage | null; onClose: () => void }) {
  const usage = useImageUsage(image?.id ?? null);
  const remove = useDeleteItem("images");
  const blocking = !!usage.data?.blocking;
  const posts = usage.data?.posts ?? [];
  const description = usage.isPending
    ? "جاري التحقق من المقالات التي تستخدم الصورة..."
    : usage.isError
      ? messageFor(usage.error, "تعذّر التحقق من المقالات التي تستخدم الصورة")
      : blocking
        ? "هذه الصورة تظهر في مقالات منشورة أو مجدولة، فلا يمكن حذفها الآن. يُرجى إزالتها من هذه المقالات أو استبدالها أولًا."
        : posts.length
          ? `${posts.length === 1 ? "تستخدمها مسودة واحدة وستفقدها" : "تستخدمها هذه المسودات وستفقدها"}. ستُحذف الصورة من المكتبة ومن التخزين، ولا يمكن التراجع عن ذلك.`
          : "لا يستخدمها أي مقال. ستُحذف الصورة من المكتبة ومن التخزين، ولا يمكن التراجع عن ذلك.";
  const confirm = () =>
    image &&
    remove.mutate(image.id, {
      onSuccess: () => {
        toast({ title: "تم حذف الصورة بنجاح" });
        onClose();
      },
      // A post published meanwhile: the server's refusal names it, and the list is asked again.
      onError: (error) => {
        toast({ title: "فشل حذف الصورة", description: messageFor(error, "حدث خطأ أثناء حذف الصورة"), variant: "destructive" });
        void usage.refetch();
      },
    });
  return (
    <Dialog
      open={!!image}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={blocking ? "لا يمكن حذف الصورة الآن" : "حذف الصورة؟"}
      icon={blocking ? <ImageOff aria-hidden="true" className="size-5" /> : undefined}
      description={description}
    >
      {posts.length ? <UsageList posts={posts} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {blocking ? "حسنًا" : "إلغاء"}
        </Button>
        {blocking || usage.isError ? null : (
          <Button variant="danger" loading={remove.isPending} disabled={usage.isPending} onClick={confirm}>
            حذف الصورة
          </Button>
        )}
      </div>
    </Dialog>
  );
}

export function ImagesTab() {
  const images = useAdminImages();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<BlogImage | null>(null);
  const [deleting, setDeleting] = useState<BlogImage | null>(null);
  return (
    <section aria-labelledby="images-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="images-title" className="text-xl font-bold">
          مكتبة الصور
        </h2>
        <Button onClick={() => setUploading(true)} icon={<ImagePlus aria-hidden="true" className="size-5" />}>
          رفع صورة
        </Button>
      </div>
      {images.isPending ? (
        <SkeletonRows rows={3} />
      ) : images.isError ? (
        <ListError message={messageFor(images.error, "فشل في جلب الصور")} onRetry={() => images.refetch()} />
      ) : images.data.length === 0 ? (
        <p className="rounded-2xl bg-white/[0.03] px-4 py-10 text-center text-white/60">لا توجد صور بعد. يمكنك رفع أول صورة لاستخدامها في المقالات.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.data.map((image) => (
            <li key={image.id} className="group relative overflow-hidden rounded-2xl bg-white/[0.04] ring-1 ring-white/10">
              <img src={image.url} alt={image.alt} loading="lazy" className="aspect-square w-full object-cover" />
              <div className="p-2">
                <p className="line-clamp-1 text-sm">{image.alt}</p>
                {image.caption ? <p className="line-clamp-1 text-xs text-white/55">{image.caption}</p> : null}
              </div>
              <div className="absolute end-2 top-2 flex gap-1 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:hover)]:opacity-0">
                <Button variant="secondary" size="icon" aria-label={`تعديل ${image.alt}`} onClick={() => setEditing(image)} className="bg-night-900/85">
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="secondary" size="icon" aria-label={`حذف ${image.alt}`} onClick={() => setDeleting(image)} className="bg-night-900/85">
                  <Trash2 aria-hidden="true" className="size-4 text-rose-300" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ImageUploadDialog open={uploading} onOpenChange={setUploading} />
      <ImageEditDialog image={editing} onClose={() => setEditing(null)} />
      <ImageDeleteDialog image={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
