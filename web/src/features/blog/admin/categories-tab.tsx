// Categories (spec 002 §2, §5): cards with name, description, active badge and display order;
// a dialog to add or edit (name and slug required, the slug from the name on creation).
import { FolderPlus } from "lucide-react";
import { useRef } from "react";
import { Controller } from "react-hook-form";
import { BLOG, blogCategoryBodySchema, slugify, type BlogCategory } from "../../../../../schema/api/blog";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Dialog } from "../../../ui/dialog";
import { FormActions } from "../../../ui/form-actions";
import { FormField, inputClass, TextInput } from "../../../ui/form-field";
import { Switch } from "../../../ui/switch";
import { toast } from "../../../ui/toast";
import { schemaResolver, useDialogForm } from "../../admin/ui/schema-form";
import { useAdminCategories, useSaveCategory } from "../queries";
import { CardsTab, type EditorProps } from "./cards-tab";
import { countText, PUBLISHED_ARTICLES } from "../../../../../schema/arabic-count";

type Values = { nameAr: string; slug: string; descriptionAr: string; displayOrder: string; isActive: boolean };

function CategoryDialog({ open, onOpenChange, item: category }: EditorProps<BlogCategory>) {
  const save = useSaveCategory();
  // A new category's slug follows its name until the slug is typed in by hand.
  const slugTouched = useRef(false);
  const form = useDialogForm({
    open,
    row: category,
    initial: (): Values => {
      slugTouched.current = !!category;
      return {
        nameAr: category?.nameAr ?? "",
        slug: category?.slug ?? "",
        descriptionAr: category?.descriptionAr ?? "",
        displayOrder: String(category?.displayOrder ?? 0),
        isActive: category?.isActive ?? true,
      };
    },
    resolver: schemaResolver(blogCategoryBodySchema, (values: Values) => values),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(() =>
    save.mutate(
      { id: category?.id, body: form.getValues() },
      {
        onSuccess: () => {
          toast({ title: category ? "تم تحديث التصنيف بنجاح" : "تمت إضافة التصنيف بنجاح" });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: category ? "فشل تحديث التصنيف" : "فشل إضافة التصنيف", description: messageFor(error, "حدث خطأ أثناء حفظ التصنيف"), variant: "destructive" }),
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
    <Dialog open={open} onOpenChange={onOpenChange} title={category ? "تعديل التصنيف" : "تصنيف جديد"} icon={<FolderPlus aria-hidden="true" className="size-5" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="الاسم" error={errors.nameAr?.message}>
          {(ids) => <TextInput {...ids} maxLength={BLOG.nameMax} {...name} />}
        </FormField>
        <FormField label="الرابط المختصر (slug)" error={errors.slug?.message}>
          {(ids) => <TextInput {...ids} {...slug} />}
        </FormField>
        <FormField label="الوصف" error={errors.descriptionAr?.message}>
          {(ids) => <textarea {...ids} rows={3} className={`${inputClass} py-3`} {...form.register("descriptionAr")} />}
        </FormField>
        <FormField label="ترتيب العرض" error={errors.displayOrder?.message}>
          {(ids) => <TextInput {...ids} type="number" inputMode="numeric" min={0} {...form.register("displayOrder")} />}
        </FormField>
        <Controller control={form.control} name="isActive" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label="التصنيف نشط" showLabel />} />
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="حفظ" pending={save.isPending} />
      </form>
    </Dialog>
  );
}

function CategoryCard({ category: c }: { category: BlogCategory }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-bold">{c.nameAr}</h3>
        <Badge tone={c.isActive ? "success" : "neutral"}>{c.isActive ? "نشط" : "غير نشط"}</Badge>
      </div>
      <p className="text-sm leading-6 text-white/70">{c.descriptionAr || <span className="text-white/45">لا يوجد وصف</span>}</p>
      <p className="text-xs text-white/50">
        الترتيب: {c.displayOrder} · {countText(c.postCount, PUBLISHED_ARTICLES)} · <bdi>/{c.slug}</bdi>
      </p>
    </>
  );
}

export function CategoriesTab() {
  return (
    <CardsTab
      title="التصنيفات"
      newLabel="تصنيف جديد"
      newIcon={<FolderPlus aria-hidden="true" className="size-5" />}
      list={useAdminCategories()}
      loadError="فشل في جلب التصنيفات"
      empty="لا توجد تصنيفات بعد."
      card={(category) => <CategoryCard category={category} />}
      Editor={CategoryDialog}
      kind="categories"
      deleteTexts={{
        title: "حذف التصنيف؟",
        consequence: (c) => `سيُحذف «${c.nameAr}»، وتبقى مقالاته بلا تصنيف.`,
        confirmLabel: "حذف التصنيف",
        done: "تم حذف التصنيف بنجاح",
        failed: "فشل حذف التصنيف",
        failedDescription: "حدث خطأ أثناء حذف التصنيف",
      }}
    />
  );
}
