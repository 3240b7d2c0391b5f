// Authors (spec 002 §2, §5): cards with avatar, Arabic and English names, bio, email and active
// badge; a dialog to add or edit (the Arabic name required, the email an email field).
import { Mail, UserPlus, UserRound } from "lucide-react";
import { Controller } from "react-hook-form";
import { BLOG, blogAuthorBodySchema, type BlogAuthor } from "../../../../../schema/api/blog";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Dialog } from "../../../ui/dialog";
import { FormActions } from "../../../ui/form-actions";
import { FormField, inputClass, TextInput } from "../../../ui/form-field";
import { Switch } from "../../../ui/switch";
import { toast } from "../../../ui/toast";
import { schemaResolver, useDialogForm } from "../../admin/ui/schema-form";
import { useAdminAuthors, useSaveAuthor } from "../queries";
import { CardsTab, type EditorProps } from "./cards-tab";

type Values = { nameAr: string; nameEn: string; bio: string; email: string; avatar: string; isActive: boolean };

function AuthorDialog({ open, onOpenChange, item: author }: EditorProps<BlogAuthor>) {
  const save = useSaveAuthor();
  const toBody = (values: Values) => ({ ...values, socialLinks: author?.socialLinks ?? {} });
  const form = useDialogForm({
    open,
    row: author,
    initial: (): Values => ({
      nameAr: author?.nameAr ?? "",
      nameEn: author?.nameEn ?? "",
      bio: author?.bio ?? "",
      email: author?.email ?? "",
      avatar: author?.avatar ?? "",
      isActive: author?.isActive ?? true,
    }),
    resolver: schemaResolver(blogAuthorBodySchema, toBody),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(() =>
    save.mutate(
      { id: author?.id, body: toBody(form.getValues()) },
      {
        onSuccess: () => {
          toast({ title: author ? "تم تحديث الكاتب بنجاح" : "تمت إضافة الكاتب بنجاح" });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: "فشل حفظ الكاتب", description: messageFor(error, "حدث خطأ أثناء حفظ الكاتب"), variant: "destructive" }),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={author ? "تعديل الكاتب" : "كاتب جديد"} icon={<UserPlus aria-hidden="true" className="size-5" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="الاسم بالعربية" error={errors.nameAr?.message}>
          {(ids) => <TextInput {...ids} maxLength={BLOG.nameMax} {...form.register("nameAr")} />}
        </FormField>
        <FormField label="الاسم بالإنجليزية" error={errors.nameEn?.message}>
          {(ids) => <TextInput {...ids} dir="ltr" className="text-start" maxLength={BLOG.nameMax} {...form.register("nameEn")} />}
        </FormField>
        <FormField label="البريد الإلكتروني" error={errors.email?.message}>
          {(ids) => <TextInput {...ids} type="email" dir="ltr" className="text-start" {...form.register("email")} />}
        </FormField>
        <FormField label="رابط الصورة" error={errors.avatar?.message}>
          {(ids) => <TextInput {...ids} dir="ltr" className="text-start" placeholder="/uploads/blog/..." {...form.register("avatar")} />}
        </FormField>
        <FormField label="نبذة" error={errors.bio?.message}>
          {(ids) => <textarea {...ids} rows={3} maxLength={BLOG.bioMax} className={`${inputClass} py-3`} {...form.register("bio")} />}
        </FormField>
        <Controller control={form.control} name="isActive" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label="الكاتب نشط" showLabel />} />
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="حفظ" pending={save.isPending} />
      </form>
    </Dialog>
  );
}

function AuthorCard({ author: a }: { author: BlogAuthor }) {
  return (
    <>
      <div className="flex items-center gap-3">
        {a.avatar ? (
          <img src={a.avatar} alt="" className="size-14 shrink-0 rounded-full bg-white/10 object-cover" />
        ) : (
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-white/10">
            <UserRound aria-hidden="true" className="size-7 text-white/50" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-bold">{a.nameAr}</h3>
          {a.nameEn ? (
            <p dir="ltr" className="text-end text-sm text-white/60">
              {a.nameEn}
            </p>
          ) : null}
        </div>
        <Badge tone={a.isActive ? "success" : "neutral"}>{a.isActive ? "نشط" : "غير نشط"}</Badge>
      </div>
      {a.bio ? <p className="text-sm leading-6 text-white/70">{a.bio}</p> : null}
      {a.email ? (
        <p className="inline-flex items-center gap-1.5 text-sm text-white/60">
          <Mail aria-hidden="true" className="size-4" />
          <bdi dir="ltr">{a.email}</bdi>
        </p>
      ) : null}
    </>
  );
}

export function AuthorsTab() {
  return (
    <CardsTab
      title="الكتّاب"
      newLabel="كاتب جديد"
      newIcon={<UserPlus aria-hidden="true" className="size-5" />}
      list={useAdminAuthors()}
      loadError="فشل في جلب الكتّاب"
      empty="لا يوجد كتّاب بعد."
      card={(author) => <AuthorCard author={author} />}
      Editor={AuthorDialog}
      kind="authors"
      deleteTexts={{
        title: "حذف الكاتب؟",
        consequence: (a) => `سيُحذف «${a.nameAr}»، وتبقى مقالاته بلا كاتب.`,
        confirmLabel: "حذف الكاتب",
        done: "تم حذف الكاتب بنجاح",
        failed: "فشل حذف الكاتب",
        failedDescription: "حدث خطأ أثناء حذف الكاتب",
      }}
    />
  );
}
