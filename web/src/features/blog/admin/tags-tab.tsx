// Tags (spec 002 §2, §5): chips with a delete cross, and a form to add one (name and slug required).
import { Plus, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { BLOG, blogTagBodySchema, slugify, type BlogTag } from "../../../../../schema/api/blog";
import { messageFor } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListError } from "../../../ui/data-table";
import { FormField, TextInput } from "../../../ui/form-field";
import { Card } from "../../../ui/page-shell";
import { SkeletonRows } from "../../../ui/skeleton";
import { toast } from "../../../ui/toast";
import { useAdminTags, useDeleteItem, useSaveTag } from "../queries";

export function TagsTab() {
  const tags = useAdminTags();
  const save = useSaveTag();
  const remove = useDeleteItem("tags");
  const [form, setForm] = useState({ nameAr: "", slug: "" });
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<BlogTag | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = blogTagBodySchema.safeParse(form);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    save.mutate(
      { body: form },
      {
        onSuccess: () => {
          toast({ title: "تم إضافة الوسم بنجاح" });
          setForm({ nameAr: "", slug: "" });
          setSlugTouched(false);
        },
        onError: (error) => toast({ title: "فشل إضافة الوسم", description: messageFor(error, "حدث خطأ أثناء حفظ الوسم"), variant: "destructive" }),
      },
    );
  };
  return (
    <section aria-labelledby="tags-title" className="flex flex-col gap-4">
      <h2 id="tags-title" className="text-xl font-bold">
        الوسوم
      </h2>
      <Card>
        <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <FormField label="اسم الوسم" error={errors.nameAr}>
            {(ids) => (
              <TextInput {...ids} value={form.nameAr} maxLength={BLOG.nameMax} onChange={(e) => setForm((f) => ({ nameAr: e.target.value, slug: slugTouched ? f.slug : slugify(e.target.value) }))} />
            )}
          </FormField>
          <FormField label="الرابط المختصر (slug)" error={errors.slug}>
            {(ids) => (
              <TextInput
                {...ids}
                value={form.slug}
                onChange={(e) => {
                  setSlugTouched(true);
                  setForm((f) => ({ ...f, slug: e.target.value }));
                }}
              />
            )}
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
            <li key={tag.id} className="inline-flex items-center gap-1 rounded-full bg-white/5 ps-4 ring-1 ring-white/15">
              <span className="text-sm">#{tag.nameAr}</span>
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
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="حذف الوسم؟"
        description={deleting ? `سيُزال «${deleting.nameAr}» من كل المقالات.` : undefined}
        confirmLabel="حذف الوسم"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: "تم حذف الوسم بنجاح" });
              setDeleting(null);
            },
            onError: (error) => toast({ title: "فشل حذف الوسم", description: messageFor(error, "حدث خطأ أثناء حذف الوسم"), variant: "destructive" }),
          })
        }
      />
    </section>
  );
}
