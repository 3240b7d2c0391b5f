// The post form (spec 002 §5): title, slug (from the title on creation only), excerpt, body,
// category, author, status, publish date to the minute, featured picture, meta fields with
// counters and tags. On save the none choices and an empty date become null.
import { ArrowRight, Images, Save } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { BLOG, BLOG_STATUSES, BLOG_STATUS_LABELS, blogPostBodySchema, slugify, type BlogPost, type BlogPostBody, type BlogStatus } from "../../../../../schema/api/blog";
import { ApiError, messageFor } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { FormField, inputClass, TextInput } from "../../../ui/form-field";
import { Card } from "../../../ui/page-shell";
import { toast } from "../../../ui/toast";
import { useAdminAuthors, useAdminCategories, useAdminTags, useSavePost } from "../queries";
import { ImagePickerDialog } from "./image-dialogs";
import { MarkdownEditor } from "./markdown-editor";

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

function Select({ id, value, onChange, children, ...rest }: { id: string; value: string; onChange: (v: string) => void; children: ReactNode; "aria-invalid"?: boolean }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cx(inputClass, "appearance-auto")} {...rest}>
      {children}
    </select>
  );
}

export function PostEditor({ post, onDone }: { post: BlogPost | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [slugTouched, setSlugTouched] = useState(!!post);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [picker, setPicker] = useState(false);
  const save = useSavePost();
  const categories = useAdminCategories();
  const authors = useAdminAuthors();
  const tags = useAdminTags();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const onTitle = (titleAr: string) => setDraft((d) => ({ ...d, titleAr, slug: slugTouched ? d.slug : slugify(titleAr) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: BlogPostBody = {
      ...draft,
      publishedAt: draft.publishedAt ? new Date(draft.publishedAt).toISOString() : null,
    };
    const parsed = blogPostBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      toast({ title: "راجع الحقول المطلوبة", description: parsed.error.issues[0]?.message, variant: "destructive" });
      return;
    }
    setErrors({});
    save.mutate(
      { id: post?.id, body },
      {
        onSuccess: () => {
          toast({ title: post ? "تم تحديث المقال بنجاح" : "تم إنشاء المقال بنجاح" });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "slug_taken") setErrors({ slug: "الرابط المختصر مستخدم في مقال آخر" });
          toast({ title: post ? "فشل تحديث المقال" : "فشل إنشاء المقال", description: messageFor(error, "حدث خطأ أثناء حفظ المقال"), variant: "destructive" });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onDone} icon={<ArrowRight aria-hidden="true" className="size-5" />}>
          العودة إلى المقالات
        </Button>
        <h2 className="text-xl font-bold">{post ? "تعديل المقال" : "مقال جديد"}</h2>
      </div>
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <FormField label="العنوان" error={errors.titleAr}>
            {(ids) => <TextInput {...ids} value={draft.titleAr} onChange={(e) => onTitle(e.target.value)} maxLength={BLOG.titleMax} />}
          </FormField>
          <FormField label="الرابط المختصر (slug)" hint={`/blog/${draft.slug || "..."}`} error={errors.slug}>
            {(ids) => (
              <TextInput
                {...ids}
                dir="auto"
                value={draft.slug}
                onChange={(e) => {
                  setSlugTouched(true);
                  set("slug", e.target.value);
                }}
                maxLength={BLOG.slugMax}
              />
            )}
          </FormField>
          <FormField label="المقتطف" error={errors.excerptAr}>
            {(ids) => (
              <textarea {...ids} rows={3} value={draft.excerptAr} onChange={(e) => set("excerptAr", e.target.value)} maxLength={BLOG.excerptMax} className={cx(inputClass, "py-3 leading-7")} />
            )}
          </FormField>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="post-content" className="text-sm font-bold text-white/90">
              المحتوى
            </label>
            <MarkdownEditor id="post-content" value={draft.contentAr} onChange={(v) => set("contentAr", v)} invalid={!!errors.contentAr} />
            {errors.contentAr ? <p className="text-sm text-rose-300">{errors.contentAr}</p> : null}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <Card className="flex flex-col gap-4">
            <FormField label="الحالة" error={errors.status}>
              {(ids) => (
                <Select {...ids} value={draft.status} onChange={(v) => set("status", v as BlogStatus)}>
                  {BLOG_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {BLOG_STATUS_LABELS[s]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label="تاريخ النشر" hint="يظهر المقال المجدول عند حلول وقته" error={errors.publishedAt}>
              {(ids) => <TextInput {...ids} type="datetime-local" step={60} value={draft.publishedAt} onChange={(e) => set("publishedAt", e.target.value)} />}
            </FormField>
            <FormField label="التصنيف" error={errors.categoryId}>
              {(ids) => (
                <Select {...ids} value={draft.categoryId} onChange={(v) => set("categoryId", v)}>
                  <option value="none">بدون تصنيف</option>
                  {(categories.data ?? []).map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.nameAr}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label="الكاتب *" error={errors.authorId}>
              {(ids) => (
                <Select {...ids} value={draft.authorId} onChange={(v) => set("authorId", v)}>
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
            {draft.featuredImage ? <img src={draft.featuredImage} alt="" className="aspect-[1200/630] w-full rounded-2xl object-cover ring-1 ring-white/10" /> : null}
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setPicker(true)} icon={<Images aria-hidden="true" className="size-4" />}>
                اختر من المكتبة
              </Button>
              {draft.featuredImage ? (
                <Button variant="ghost" size="sm" onClick={() => set("featuredImage", "")}>
                  إزالة
                </Button>
              ) : null}
            </div>
            <FormField label="رابط الصورة" error={errors.featuredImage}>
              {(ids) => <TextInput {...ids} dir="ltr" className="text-start" value={draft.featuredImage} onChange={(e) => set("featuredImage", e.target.value)} placeholder="/uploads/blog/..." />}
            </FormField>
            <FormField label="النص البديل للصورة" error={errors.featuredImageAlt}>
              {(ids) => <TextInput {...ids} value={draft.featuredImageAlt} onChange={(e) => set("featuredImageAlt", e.target.value)} maxLength={BLOG.altMax} />}
            </FormField>
          </Card>
          <Card className="flex flex-col gap-3">
            <p className="text-sm font-bold">الوسوم</p>
            {(tags.data ?? []).length === 0 ? <p className="text-sm text-white/55">لا توجد وسوم بعد. أضفها من تبويب الوسوم.</p> : null}
            <ul className="flex flex-wrap gap-2">
              {(tags.data ?? []).map((tag) => {
                const on = draft.tags.includes(tag.id);
                return (
                  <li key={tag.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() => set("tags", on ? draft.tags.filter((id) => id !== tag.id) : [...draft.tags, tag.id])}
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
            <FormField label={<span className="flex justify-between gap-2">عنوان الميتا <Counter value={draft.metaTitleAr} max={BLOG.metaTitleMax} /></span>} error={errors.metaTitleAr}>
              {(ids) => <TextInput {...ids} value={draft.metaTitleAr} onChange={(e) => set("metaTitleAr", e.target.value)} />}
            </FormField>
            <FormField
              label={<span className="flex justify-between gap-2">وصف الميتا <Counter value={draft.metaDescriptionAr} max={BLOG.metaDescriptionMax} /></span>}
              error={errors.metaDescriptionAr}
            >
              {(ids) => <textarea {...ids} rows={3} value={draft.metaDescriptionAr} onChange={(e) => set("metaDescriptionAr", e.target.value)} className={cx(inputClass, "py-3")} />}
            </FormField>
            <FormField label="الكلمات المفتاحية" hint="افصل بينها بفواصل" error={errors.metaKeywords}>
              {(ids) => <TextInput {...ids} value={draft.metaKeywords} onChange={(e) => set("metaKeywords", e.target.value)} maxLength={BLOG.keywordsMax} />}
            </FormField>
          </Card>
        </div>
      </div>
      <div className="sticky bottom-0 z-20 -mx-4 flex justify-end gap-3 border-t border-white/10 bg-night-900/90 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-2xl">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          إلغاء
        </Button>
        <Button type="submit" loading={save.isPending} icon={<Save aria-hidden="true" className="size-5" />}>
          {post ? "حفظ التعديلات" : "حفظ المقال"}
        </Button>
      </div>
      <ImagePickerDialog
        open={picker}
        onOpenChange={setPicker}
        onPick={(image) => setDraft((d) => ({ ...d, featuredImage: image.url, featuredImageAlt: d.featuredImageAlt || image.alt }))}
      />
    </form>
  );
}
