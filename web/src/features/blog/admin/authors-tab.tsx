// Authors (spec 002 §2, §5): cards with avatar, Arabic and English names, bio, email and active
// badge; a dialog to add or edit (the Arabic name required, the email an email field).
import { Mail, Pencil, Trash2, UserPlus, UserRound } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { BLOG, blogAuthorBodySchema, type BlogAuthor } from "../../../../../schema/api/blog";
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
import { useAdminAuthors, useDeleteItem, useSaveAuthor } from "../queries";

function AuthorDialog({ open, onOpenChange, author }: { open: boolean; onOpenChange: (o: boolean) => void; author: BlogAuthor | null }) {
  const save = useSaveAuthor();
  const empty = { nameAr: "", nameEn: "", bio: "", email: "", avatar: "", isActive: true };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!open) return;
    setForm(
      author
        ? { nameAr: author.nameAr, nameEn: author.nameEn ?? "", bio: author.bio ?? "", email: author.email ?? "", avatar: author.avatar ?? "", isActive: author.isActive }
        : { nameAr: "", nameEn: "", bio: "", email: "", avatar: "", isActive: true },
    );
    setErrors({});
  }, [open, author]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...form, socialLinks: author?.socialLinks ?? {} };
    const parsed = blogAuthorBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    save.mutate(
      { id: author?.id, body },
      {
        onSuccess: () => {
          toast({ title: author ? "تم تحديث الكاتب بنجاح" : "تم إضافة الكاتب بنجاح" });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: "فشل حفظ الكاتب", description: messageFor(error, "حدث خطأ أثناء حفظ الكاتب"), variant: "destructive" }),
      },
    );
  };
  const field = (key: keyof typeof empty) => ({ value: form[key] as string, onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={author ? "تعديل الكاتب" : "كاتب جديد"} icon={<UserPlus aria-hidden="true" className="size-5" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="الاسم بالعربية" error={errors.nameAr}>
          {(ids) => <TextInput {...ids} maxLength={BLOG.nameMax} {...field("nameAr")} />}
        </FormField>
        <FormField label="الاسم بالإنجليزية" error={errors.nameEn}>
          {(ids) => <TextInput {...ids} dir="ltr" className="text-start" maxLength={BLOG.nameMax} {...field("nameEn")} />}
        </FormField>
        <FormField label="البريد الإلكتروني" error={errors.email}>
          {(ids) => <TextInput {...ids} type="email" dir="ltr" className="text-start" {...field("email")} />}
        </FormField>
        <FormField label="رابط الصورة" error={errors.avatar}>
          {(ids) => <TextInput {...ids} dir="ltr" className="text-start" placeholder="/uploads/blog/..." {...field("avatar")} />}
        </FormField>
        <FormField label="نبذة" error={errors.bio}>
          {(ids) => <textarea {...ids} rows={3} maxLength={BLOG.bioMax} className={`${inputClass} py-3`} {...field("bio")} />}
        </FormField>
        <Switch checked={form.isActive} onCheckedChange={(isActive) => setForm((f) => ({ ...f, isActive }))} label="الكاتب نشط" showLabel />
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

export function AuthorsTab() {
  const authors = useAdminAuthors();
  const remove = useDeleteItem("authors");
  const [dialog, setDialog] = useState<{ author: BlogAuthor | null } | null>(null);
  const [deleting, setDeleting] = useState<BlogAuthor | null>(null);
  return (
    <section aria-labelledby="authors-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="authors-title" className="text-xl font-bold">
          الكتّاب
        </h2>
        <Button onClick={() => setDialog({ author: null })} icon={<UserPlus aria-hidden="true" className="size-5" />}>
          كاتب جديد
        </Button>
      </div>
      {authors.isPending ? (
        <SkeletonRows rows={3} />
      ) : authors.isError ? (
        <ListError message={messageFor(authors.error, "فشل في جلب الكتّاب")} onRetry={() => authors.refetch()} />
      ) : authors.data.length === 0 ? (
        <p className="rounded-2xl bg-white/[0.03] px-4 py-10 text-center text-white/60">لا يوجد كتّاب بعد.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {authors.data.map((a) => (
            <li key={a.id} className="flex flex-col gap-3 rounded-3xl bg-white/[0.04] p-5 ring-1 ring-white/10">
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
              <div className="mt-auto flex justify-end gap-1 border-t border-white/5 pt-2">
                <Button variant="ghost" size="sm" onClick={() => setDialog({ author: a })} icon={<Pencil aria-hidden="true" className="size-4" />}>
                  تعديل
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(a)} icon={<Trash2 aria-hidden="true" className="size-4 text-rose-300" />}>
                  حذف
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AuthorDialog open={!!dialog} onOpenChange={(o) => !o && setDialog(null)} author={dialog?.author ?? null} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="حذف الكاتب؟"
        description={deleting ? `سيُحذف «${deleting.nameAr}»، وتبقى مقالاته بلا كاتب.` : undefined}
        confirmLabel="حذف الكاتب"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: "تم حذف الكاتب بنجاح" });
              setDeleting(null);
            },
            onError: (error) => toast({ title: "فشل حذف الكاتب", description: messageFor(error, "حدث خطأ أثناء حذف الكاتب"), variant: "destructive" }),
          })
        }
      />
    </section>
  );
}
