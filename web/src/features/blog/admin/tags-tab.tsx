// Tags (spec 002 §2, §5): chips with an edit pencil and a delete cross, a form to add one and a
// dialog to edit one (name and slug required).
import { Pencil, Plus, Tags, X } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { BLOG, blogTagBodySchema, slugify, type BlogTag } from "../../../../../schema/api/blog";
import { ApiError, messageFor } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { ListError } from "../../../ui/data-table";
import { Dialog } from "../../../ui/dialog";
import { FormActions } from "../../../ui/form-actions";
import { FormField, TextInput } from "../../../ui/form-field";
import { Card } from "../../../ui/page-shell";
import { SkeletonRows } from "../../../ui/skeleton";
import { toast } from "../../../ui/toast";
import { schemaResolver, useDialogForm } from "../../admin/ui/schema-form";
import { useAdminTags, useSaveTag } from "../queries";
import { DeleteConfirm } from "./delete-confirm";

type Values = { nameAr: string; slug: string };

/** Renames a tag or changes its slug (spec 002 §7's PUT /api/admin/blog/tags/{id}); a slug another tag holds is shown under the field. */
function TagEditDialog({ tag, onClose }: { tag: BlogTag | null; onClose: () => void }) {
  const save = useSaveTag();
  const form = useDialogForm({
    open: !!tag,
    row: tag,
    initial: (): Values => ({ nameAr: tag?.nameAr ?? "", slug: tag?.slug ?? "" }),
    resolver: schemaResolver(blogTagBodySchema, (values: Values) => values),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(() => {
    if (!tag) return;
    save.mutate(
      { id: tag.id, body: form.getValues() },
      {
        onSuccess: () => {
          toast({ title: "تم تحديث الوسم بنجاح" });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "slug_taken") form.setError("slug", { message: "الرابط المختصر مستخدم في وسم آخر" });
          toast({ title: "فشل تحديث الوسم", description: messageFor(error, "حدث خطأ أثناء حفظ الوسم"), variant: "destructive" });
        },
      },
    );
  });
  return (
    <Dialog open={!!tag} onOpenChange={(open) => !open && !save.isPending && onClose()} title="تعديل الوسم" icon={<Tags aria-hidden="true" className="size-5" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="اسم الوسم" error={errors.nameAr?.message}>
          {(ids) => <TextInput {...ids} maxLength={BLOG.nameMax} {...form.register("nameAr")} />}
        </FormField>
        <FormField label="الرابط المختصر (slug)" hint={<bdi dir="ltr">{`/blog/tag/${form.watch("slug") || "..."}`}</bdi>} error={errors.slug?.message}>
          {(ids) => <TextInput {...ids} dir="auto" maxLength={BLOG.slugMax} {...form.register("slug")} />}
        </FormField>
        <FormActions onCancel={onClose} submitLabel="حفظ" pending={save.isPending} />
      </form>
    </Dialog>
  );
}

export function TagsTab() {
  const tags = useAdminTags();
  const save = useSaveTag();
  const [deleting, setDeleting] = useState<BlogTag | null>(null);
  const [editing, setEditing] = useState<BlogTag | null>(null);
  // The slug follows the name until it is typed in by hand.
  const slugTouched = useRef(false);
  const form = useForm<Values, unknown, Values>({ resolver: schemaResolver(blogTagBodySchema, (values: Values) => values), defaultValues: { nameAr: "", slug: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(() =>
    save.mutate(
      { body: form.getValues() },
      {
        onSuccess: () => {
          toast({ title: "تمت إضافة الوسم بنجاح" });
          form.reset({ nameAr: "", slug: "" });
          slugTouched.current = false;
        },
        onError: (error) => toast({ title: "فشل إضافة الوسم", description: messageFor(error, "حدث خطأ أثناء حفظ الوسم"), variant: "destructive" }),
      },
    ),
  );
  const name = form.register("nameAr", {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched.current) form.setValue("slug", slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
    },
  });
  const slug = form.register("slug", { onChange: () => (slugTouched.current = true) });
  return (
    <section aria-labelledby="tags-title" className="flex flex-col gap-4">
      <h2 id="tags-title" className="text-xl font-bold">
        الوسوم
      </h2>
      <Card>
        <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <FormField label="اسم الوسم" error={errors.nameAr?.message}>
            {(ids) => <TextInput {...ids} maxLength={BLOG.nameMax} {...name} />}
          </FormField>
          <FormField label="الرابط المختصر (slug)" error={errors.slug?.message}>
            {(ids) => <TextInput {...ids} {...slug} />}
          </FormField>
          <Button type="submit" loading={save.isPending} className="sm:mt-7" icon={<Plus aria-hidden="true" className="size-5" />}>
            إضافة
          </Button>
        </form>
      </Card>
      {tags.isPending ? (
        <SkeletonRows rows={3} />
      ) : tags.isError ? (
        <ListError message={messageFor(tags.error, "فشل في جلب الوسوم")} onRetry={() => tags.refetch()} />
      ) : tags.data.length === 0 ? (
        <p className="rounded-2xl bg-white/[0.03] px-4 py-10 text-center text-white/60">لا توجد وسوم بعد.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {tags.data.map((tag) => (
            <li key={tag.id} className="inline-flex items-center rounded-full bg-white/5 ps-4 ring-1 ring-white/15">
              <span className="me-1 text-sm">#{tag.nameAr}</span>
              <button
                type="button"
                onClick={() => setEditing(tag)}
                aria-label={`تعديل الوسم ${tag.nameAr}`}
                className="inline-flex size-11 items-center justify-center rounded-full text-white/60 hover:bg-white/10 hover:text-white"
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => setDeleting(tag)}
                aria-label={`حذف الوسم ${tag.nameAr}`}
                className="inline-flex size-11 items-center justify-center rounded-full text-white/60 hover:bg-rose-500/15 hover:text-rose-200"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <TagEditDialog tag={editing} onClose={() => setEditing(null)} />
      <DeleteConfirm
        kind="tags"
        item={deleting}
        onClose={() => setDeleting(null)}
        texts={{
          title: "حذف الوسم؟",
          consequence: (tag) => `سيُزال «${tag.nameAr}» من كل المقالات.`,
          confirmLabel: "حذف الوسم",
          done: "تم حذف الوسم بنجاح",
          failed: "فشل حذف الوسم",
          failedDescription: "حدث خطأ أثناء حذف الوسم",
        }}
      />
    </section>
  );
}
