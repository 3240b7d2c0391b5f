// Categories (spec 002 §2, §5): cards with name, description, active badge and display order;
// a dialog to add or edit (name and slug required, the slug from the name on creation).
import { FolderPlus, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { BLOG, blogCategoryBodySchema, slugify, type BlogCategory } from "../../../../../schema/api/blog";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListError } from "../../../ui/data-table";
import { Dialog } from "../../../ui/dialog";
import { FormField, inputClass, TextInput } from "../../../ui/form-field";
import { SkeletonRows } from "../../../ui/skeleton";
import { Switch } from "../../../ui/switch";
import { toast } from "../../../ui/toast";
import { useAdminCategories, useDeleteItem, useSaveCategory } from "../queries";

function CategoryDialog({ open, onOpenChange, category }: { open: boolean; onOpenChange: (o: boolean) => void; category: BlogCategory | null }) {
  const save = useSaveCategory();
  const [form, setForm] = useState({ nameAr: "", slug: "", descriptionAr: "", displayOrder: "0", isActive: true });
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!open) return;
    setForm({
      nameAr: category?.nameAr ?? "",
      slug: category?.slug ?? "",
      descriptionAr: category?.descriptionAr ?? "",
      displayOrder: String(category?.displayOrder ?? 0),
      isActive: category?.isActive ?? true,
    });
    setSlugTouched(!!category);
    setErrors({});
  }, [open, category]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = blogCategoryBodySchema.safeParse(form);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    save.mutate(
      { id: category?.id, body: form },
      {
        onSuccess: () => {
          toast({ title: category ? "تم تحديث التصنيف بنجاح" : "تم إضافة التصنيف بنجاح" });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: category ? "فشل تحديث التصنيف" : "فشل إضافة التصنيف", description: messageFor(error, "حدث خطأ أثناء حفظ التصنيف"), variant: "destructive" }),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={category ? "تعديل التصنيف" : "تصنيف جديد"} icon={<FolderPlus aria-hidden="true" className="size-5" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="الاسم" error={errors.nameAr}>
          {(ids) => (
            <TextInput
              {...ids}
              value={form.nameAr}
              maxLength={BLOG.nameMax}
              onChange={(e) => setForm((f) => ({ ...f, nameAr: e.target.value, slug: slugTouched ? f.slug : slugify(e.target.value) }))}
            />
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
        <FormField label="الوصف" error={errors.descriptionAr}>
          {(ids) => <textarea {...ids} rows={3} value={form.descriptionAr} onChange={(e) => setForm((f) => ({ ...f, descriptionAr: e.target.value }))} className={`${inputClass} py-3`} />}
        </FormField>
        <FormField label="ترتيب العرض" error={errors.displayOrder}>
          {(ids) => <TextInput {...ids} type="number" inputMode="numeric" min={0} value={form.displayOrder} onChange={(e) => setForm((f) => ({ ...f, displayOrder: e.target.value }))} />}
        </FormField>
        <Switch checked={form.isActive} onCheckedChange={(isActive) => setForm((f) => ({ ...f, isActive }))} label="التصنيف نشط" showLabel />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            إلغاء
          </Button>
          <Button type="submit" loading={save.isPending}>
            حفظ
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function CategoriesTab() {
  const categories = useAdminCategories();
  const remove = useDeleteItem("categories");
  const [dialog, setDialog] = useState<{ category: BlogCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<BlogCategory | null>(null);
  return (
    <section aria-labelledby="categories-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="categories-title" className="text-xl font-bold">
          التصنيفات
        </h2>
        <Button onClick={() => setDialog({ category: null })} icon={<FolderPlus aria-hidden="true" className="size-5" />}>
          تصنيف جديد
        </Button>
      </div>
      {categories.isPending ? (
        <SkeletonRows rows={4} />
      ) : categories.isError ? (
        <ListError message={messageFor(categories.error, "فشل في جلب التصنيفات")} onRetry={() => categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <p className="rounded-2xl bg-white/[0.03] px-4 py-10 text-center text-white/60">لا توجد تصنيفات بعد.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.data.map((c) => (
            <li key={c.id} className="flex flex-col gap-3 rounded-3xl bg-white/[0.04] p-5 ring-1 ring-white/10">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-lg font-bold">{c.nameAr}</h3>
                <Badge tone={c.isActive ? "success" : "neutral"}>{c.isActive ? "نشط" : "غير نشط"}</Badge>
              </div>
              <p className="text-sm leading-6 text-white/70">{c.descriptionAr || <span className="text-white/45">لا يوجد وصف</span>}</p>
              <p className="text-xs text-white/50">
                الترتيب: {c.displayOrder} · {c.postCount} مقال منشور · <bdi>/{c.slug}</bdi>
              </p>
              <div className="mt-auto flex justify-end gap-1 border-t border-white/5 pt-2">
                <Button variant="ghost" size="sm" onClick={() => setDialog({ category: c })} icon={<Pencil aria-hidden="true" className="size-4" />}>
                  تعديل
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(c)} icon={<Trash2 aria-hidden="true" className="size-4 text-rose-300" />}>
                  حذف
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CategoryDialog open={!!dialog} onOpenChange={(o) => !o && setDialog(null)} category={dialog?.category ?? null} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="حذف التصنيف؟"
        description={deleting ? `سيُحذف «${deleting.nameAr}»، وتبقى مقالاته بلا تصنيف.` : undefined}
        confirmLabel="حذف التصنيف"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: "تم حذف التصنيف بنجاح" });
              setDeleting(null);
            },
            onError: (error) => toast({ title: "فشل حذف التصنيف", description: messageFor(error, "حدث خطأ أثناء حذف التصنيف"), variant: "destructive" }),
          })
        }
      />
    </section>
  );
}
