// The post form (spec 002 §5): title, slug (from the title on creation only), excerpt, body,
// category, author, status, publish date to the minute, featured picture, meta fields with
// counters and tags. On save the none choices and an empty date become null. Leaving with unsaved
// edits asks first (./unsaved-guard.tsx).
import { ArrowRight, Images, Save } from "lucide-react";
import { forwardRef, useRef, useState, type SelectHTMLAttributes } from "react";
import { Controller, useForm } from "react-hook-form";
import { BLOG, BLOG_STATUSES, BLOG_STATUS_LABELS, blogPostBodySchema, slugify, type BlogPost, type BlogPostBody, type BlogStatus } from "../../../../../schema/api/blog";
import { ApiError, messageFor } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { FormField, inputClass, TextInput } from "../../../ui/form-field";
import { Card } from "../../../ui/page-shell";
import { toast } from "../../../ui/toast";
import { schemaResolver } from "../../admin/ui/schema-form";
import { useAdminAuthors, useAdminCategories, useAdminTags, useSavePost } from "../queries";
import { ImagePickerDialog } from "./image-dialogs";
import { MarkdownEditor } from "./markdown-editor";
import { useUnsavedGuard } from "./unsaved-guard";

interface Draft {
  titleAr: string;
  slug: string;
  excerptAr: string;
  contentAr: string;
  categoryId: string;
  authorId: string;
  status: BlogStatus;
  publishedAt: string;
  featuredImage: string;
  featuredImageAlt: string;
  metaTitleAr: string;
  metaDescriptionAr: string;
  metaKeywords: string;
  tags: number[];
}

const pad = (n: number) => String(n).padStart(2, "0");
/** ISO → the datetime-local input's `yyyy-MM-ddTHH:mm`, in the admin's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function draftOf(post: BlogPost | null): Draft {
  return {
    titleAr: post?.titleAr ?? "",
    slug: post?.slug ?? "",
    excerptAr: post?.excerptAr ?? "",
    contentAr: post?.contentAr ?? "",
    categoryId: post?.categoryId ? String(post.categoryId) : "none",
    authorId: post?.authorId ? String(post.authorId) : "none",
    status: post?.status ?? "draft",
    publishedAt: toLocalInput(post?.publishedAt ?? null),
    featuredImage: post?.featuredImage ?? "",
    featuredImageAlt: post?.featuredImageAlt ?? "",
    metaTitleAr: post?.metaTitleAr ?? "",
    metaDescriptionAr: post?.metaDescriptionAr ?? "",
    metaKeywords: post?.metaKeywords ?? "",
    tags: post?.tags.map((t) => t.id) ?? [],
  };
}

function Counter({ value, max }: { value: string; max: number }) {
  return <span className={cx("tabular-nums", value.length > max ? "text-rose-300" : "text-white/50")}>{`${value.length}/${max}`}</span>;
}

const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select({ className, ...props }, ref) {
  return <select ref={ref} className={cx(inputClass, "appearance-auto", className)} {...props} />;
});

/** The body the draft becomes: the date input's local minute as an ISO instant, or none. */
const bodyOf = (draft: Draft): BlogPostBody => ({ ...draft, publishedAt: draft.publishedAt ? new Date(draft.publishedAt).toISOString() : null });

export function PostEditor({ post, onDone }: { post: BlogPost | null; onDone: () => void }) {
  const form = useForm<Draft, unknown, unknown>({ resolver: schemaResolver(blogPostBodySchema, bodyOf), defaultValues: draftOf(post) });
  const { errors } = form.formState;
  // A new post's slug follows its title until the slug is typed in by hand.
  const slugTouched = useRef(!!post);
  const [picker, setPicker] = useState(false);
  const save = useSavePost();
  const categories = useAdminCategories();
  const authors = useAdminAuthors();
  const tags = useAdminTags();
  const [slug, featuredImage, metaTitleAr, metaDescriptionAr, chosenTags] = form.watch(["slug", "featuredImage", "metaTitleAr", "metaDescriptionAr", "tags"]);
  // Saved work leaves without a question: the guard stands down while the save is on its way.
  const { confirmLeave, dialog: leaveDialog } = useUnsavedGuard(form.formState.isDirty && !save.isPending && !save.isSuccess, onDone);
  const back = () => confirmLeave(onDone);

  const submit = form.handleSubmit(
    () =>
      save.mutate(
        { id: post?.id, body: bodyOf(form.getValues()) },
        {
          onSuccess: () => {
            toast({ title: post ? "تم تحديث المقال بنجاح" : "تم إنشاء المقال بنجاح" });
            onDone();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.code === "slug_taken") form.setError("slug", { message: "الرابط المختصر مستخدم في مقال آخر" });
            toast({ title: post ? "فشل تحديث المقال" : "فشل إنشاء المقال", description: messageFor(error, "حدث خطأ أثناء حفظ المقال"), variant: "destructive" });
          },
        },
      ),
    (invalid) => toast({ title: "يُرجى مراجعة الحقول المطلوبة", description: Object.values(invalid)[0]?.message as string | undefined, variant: "destructive" }),
  );
  const title = form.register("titleAr", {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched.current) form.setValue("slug", slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
    },
  });
  const slugField = form.register("slug", { onChange: () => (slugTouched.current = true) });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={back} icon={<ArrowRight aria-hidden="true" className="size-5" />}>
          العودة إلى المقالات
        </Button>
        <h2 className="text-xl font-bold">{post ? "تعديل المقال" : "مقال جديد"}</h2>
      </div>
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <FormField label="العنوان" error={errors.titleAr?.message}>
            {(ids) => <TextInput {...ids} maxLength={BLOG.titleMax} {...title} />}
          </FormField>
          <FormField label="الرابط المختصر (slug)" hint={`/blog/${slug || "..."}`} error={errors.slug?.message}>
            {(ids) => <TextInput {...ids} dir="auto" maxLength={BLOG.slugMax} {...slugField} />}
          </FormField>
          <FormField label="المقتطف" error={errors.excerptAr?.message}>
            {(ids) => <textarea {...ids} rows={3} maxLength={BLOG.excerptMax} className={cx(inputClass, "py-3 leading-7")} {...form.register("excerptAr")} />}
          </FormField>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="post-content" className="text-sm font-bold text-white/90">
              المحتوى
            </label>
            <Controller
              control={form.control}
              name="contentAr"
              render={({ field }) => <MarkdownEditor id="post-content" value={field.value} onChange={field.onChange} invalid={!!errors.contentAr} />}
            />
            {errors.contentAr ? <p className="text-sm text-rose-300">{errors.contentAr.message}</p> : null}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <Card className="flex flex-col gap-4">
            <FormField label="الحالة" error={errors.status?.message}>
              {(ids) => (
                <Select {...ids} {...form.register("status")}>
                  {BLOG_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {BLOG_STATUS_LABELS[s]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label="تاريخ النشر" hint="يظهر المقال المجدول عند حلول وقته" error={errors.publishedAt?.message}>
              {(ids) => <TextInput {...ids} type="datetime-local" step={60} {...form.register("publishedAt")} />}
            </FormField>
            <FormField label="التصنيف" error={errors.categoryId?.message}>
              {(ids) => (
                <Select {...ids} {...form.register("categoryId")}>
                  <option value="none">بدون تصنيف</option>
                  {(categories.data ?? []).map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.nameAr}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label="الكاتب *" error={errors.authorId?.message}>
              {(ids) => (
                <Select {...ids} {...form.register("authorId")}>
                  <option value="none">بدون كاتب</option>
                  {(authors.data ?? []).map((a) => (
                    <option key={a.id} value={String(a.id)}>
                      {a.nameAr}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </Card>
          <Card className="flex flex-col gap-3">
            <p className="text-sm font-bold">الصورة البارزة</p>
            {featuredImage ? <img src={featuredImage} alt="" className="aspect-[1200/630] w-full rounded-2xl object-cover ring-1 ring-white/10" /> : null}
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setPicker(true)} icon={<Images aria-hidden="true" className="size-4" />}>
                اختيار من المكتبة
              </Button>
              {featuredImage ? (
                <Button variant="ghost" size="sm" onClick={() => form.setValue("featuredImage", "", { shouldValidate: form.formState.isSubmitted, shouldDirty: true })}>
                  إزالة
                </Button>
              ) : null}
            </div>
            <FormField label="رابط الصورة" error={errors.featuredImage?.message}>
              {(ids) => <TextInput {...ids} dir="ltr" className="text-start" placeholder="/uploads/blog/..." {...form.register("featuredImage")} />}
            </FormField>
            <FormField label="النص البديل للصورة" error={errors.featuredImageAlt?.message}>
              {(ids) => <TextInput {...ids} maxLength={BLOG.altMax} {...form.register("featuredImageAlt")} />}
            </FormField>
          </Card>
          <Card className="flex flex-col gap-3">
            <p className="text-sm font-bold">الوسوم</p>
            {(tags.data ?? []).length === 0 ? <p className="text-sm text-white/55">لا توجد وسوم بعد. يمكنك إضافتها من تبويب الوسوم.</p> : null}
            <ul className="flex flex-wrap gap-2">
              {(tags.data ?? []).map((tag) => {
                const on = chosenTags.includes(tag.id);
                return (
                  <li key={tag.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() => form.setValue("tags", on ? chosenTags.filter((id) => id !== tag.id) : [...chosenTags, tag.id], { shouldDirty: true })}
                      className={cx(
                        "inline-flex min-h-11 items-center rounded-full px-3 text-sm ring-1 ring-inset",
                        on ? "bg-brand-500 font-bold text-night-950 ring-brand-400" : "bg-white/5 text-white/80 ring-white/15 hover:bg-white/10",
                      )}
                    >
                      #{tag.nameAr}
                    </button>
                  </li>
                );
              })}
            </ul>
          </Card>
          <Card className="flex flex-col gap-3">
            <p className="text-sm font-bold">تحسين محركات البحث</p>
            <FormField label={<span className="flex justify-between gap-2">عنوان الميتا <Counter value={metaTitleAr} max={BLOG.metaTitleMax} /></span>} error={errors.metaTitleAr?.message}>
              {(ids) => <TextInput {...ids} {...form.register("metaTitleAr")} />}
            </FormField>
            <FormField
              label={<span className="flex justify-between gap-2">وصف الميتا <Counter value={metaDescriptionAr} max={BLOG.metaDescriptionMax} /></span>}
              error={errors.metaDescriptionAr?.message}
            >
              {(ids) => <textarea {...ids} rows={3} className={cx(inputClass, "py-3")} {...form.register("metaDescriptionAr")} />}
            </FormField>
            <FormField label="الكلمات المفتاحية" hint="مفصولة بفواصل" error={errors.metaKeywords?.message}>
              {(ids) => <TextInput {...ids} maxLength={BLOG.keywordsMax} {...form.register("metaKeywords")} />}
            </FormField>
          </Card>
        </div>
      </div>
      <div className="sticky bottom-0 z-20 -mx-4 flex justify-end gap-3 border-t border-white/10 bg-night-900/90 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-2xl">
        <Button variant="secondary" onClick={back} disabled={save.isPending}>
          إلغاء
        </Button>
        <Button type="submit" loading={save.isPending} icon={<Save aria-hidden="true" className="size-5" />}>
          {post ? "حفظ التعديلات" : "حفظ المقال"}
        </Button>
      </div>
      <ImagePickerDialog
        open={picker}
        onOpenChange={setPicker}
        onPick={(image) => {
          form.setValue("featuredImage", image.url, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
          if (!form.getValues("featuredImageAlt")) form.setValue("featuredImageAlt", image.alt, { shouldDirty: true });
        }}
      />
      {leaveDialog}
    </form>
  );
}
