// The blog of spec 002 (§3 entities, §5 forms, §7 calls, §9 constants): the public
// answers, the blog admin's bodies, and the slug rule. Shared by the worker and the pages.
import { z } from "zod";
import { normalizeArabic } from "../arabic";
import { countText, LETTERS } from "../arabic-count";
import { judgeUrl } from "../safe-url";
import { BLOG, BLOG_SEARCH_TOO_SHORT, IMAGE_TYPES, type ImageContentType } from "../limits";

// The blog's constants live with every other constant, in schema/limits.ts.
export { BLOG, BLOG_ADMIN_AUTH, BLOG_SEARCH_TOO_SHORT } from "../limits";

export const BLOG_STATUSES = ["draft", "published", "scheduled"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = { draft: "مسودة", published: "منشور", scheduled: "مجدول" };

// ---------- slugs ----------

/** Hamza on its own and on a carrier: the carrier's letter stays (ؤ → و), a lone hamza goes. */
const HAMZA = /\u0621/g;
const HAMZA_WAW = /\u0624/g;

/**
 * The slug rule of spec 002 §5: lower case, Arabic letter variants normalised,
 * hamza removed, anything but a-z, 0-9 and Arabic letters becomes a hyphen,
 * hyphens collapsed and trimmed.
 */
export function slugify(text: string): string {
  return normalizeArabic(text.toLowerCase())
    .replace(HAMZA, "")
    .replace(HAMZA_WAW, "\u0648")
    .replace(/[^a-z0-9\u0627-\u063A\u0641-\u064A]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, BLOG.slugMax)
    .replace(/-$/, "");
}

const SLUG_PATTERN = /^[a-z0-9\u0627-\u063A\u0641-\u064A]+(?:-[a-z0-9\u0627-\u063A\u0641-\u064A]+)*$/;

// ---------- shared field rules ----------

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} مطلوب` })
    .trim()
    .min(1, `${label} مطلوب`)
    .max(max, `${label} طويل جدًا (${countText(max, LETTERS)} كحد أقصى)`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} غير صالح` })
    .trim()
    .max(max, `${label} طويل جدًا (${countText(max, LETTERS)} كحد أقصى)`)
    .nullish()
    .transform((v) => (v ? v : null));

export const slugSchema = z
  .string({ error: "الرابط المختصر (slug) مطلوب" })
  .trim()
  .min(1, "الرابط المختصر (slug) مطلوب")
  .max(BLOG.slugMax, `الرابط المختصر طويل جدًا (${BLOG.slugMax} حرف كحد أقصى)`)
  .regex(SLUG_PATTERN, "الرابط المختصر يقبل الحروف الإنجليزية الصغيرة والعربية والأرقام والشرطات فقط");

/** Where an image may point: a path on this site or an https link, judged as a browser reads it (schema/safe-url.ts). */
const safeUrl = (label: string) =>
  z
    .string({ error: `${label} غير صالح` })
    .trim()
    .max(BLOG.urlMax, `${label} طويل جدًا`)
    .refine((v) => v === "" || (v.startsWith("/") ? judgeUrl(v)?.kind === "same-origin" : /^https:\/\//i.test(v) && judgeUrl(v) !== null), `${label} يجب أن يبدأ بـ / أو https://`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Ids from a select: "none", "" and null mean none (spec 002 §5 null rules). */
const optionalId = (label: string) =>
  z.preprocess(
    (v) => (v === "" || v === "none" || v === undefined ? null : v),
    z.coerce.number({ error: `${label} غير صالح` }).int(`${label} غير صالح`).positive(`${label} غير صالح`).nullable(),
  );

export const idParamSchema = z.object({
  id: z.coerce.number({ error: "المعرّف غير صالح" }).int("المعرّف غير صالح").positive("المعرّف غير صالح").max(2 ** 31, "المعرّف غير صالح"),
});

export const slugParamSchema = z.object({
  slug: z.string().trim().min(1, "الرابط غير صالح").max(BLOG.slugMax * 4, "الرابط غير صالح"),
});

// ---------- public queries ----------

const pageNumber = z.coerce.number({ error: "رقم الصفحة غير صالح" }).int("رقم الصفحة غير صالح").min(1, "رقم الصفحة غير صالح").max(10_000, "رقم الصفحة غير صالح");
const pageLimit = z.coerce.number({ error: "عدد العناصر غير صالح" }).int("عدد العناصر غير صالح").min(1, "عدد العناصر غير صالح").max(BLOG.maxPageSize, "عدد العناصر غير صالح");

export const pageQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: pageLimit.default(BLOG.pageSize),
});

/** /blog's category chips: the public list and search narrowed to one category by its slug. */
export const postsQuerySchema = pageQuerySchema.extend({
  category: z.string().trim().max(BLOG.slugMax * 4, "التصنيف غير صالح").optional(),
});

export const searchQuerySchema = postsQuerySchema.extend({
  q: z
    .string({ error: BLOG_SEARCH_TOO_SHORT })
    .trim()
    .min(BLOG.searchMin, BLOG_SEARCH_TOO_SHORT)
    .max(BLOG.searchMax, `نص البحث طويل جدًا (${BLOG.searchMax} حرف كحد أقصى)`),
});

/**
 * A category's or a tag's page: a page of its posts, narrowed by the page's `?search=`
 * when there is one (empty means none; otherwise as /search's `q`).
 */
export const taxonomyQuerySchema = pageQuerySchema.extend({
  search: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string({ error: BLOG_SEARCH_TOO_SHORT })
      .trim()
      .min(BLOG.searchMin, BLOG_SEARCH_TOO_SHORT)
      .max(BLOG.searchMax, `نص البحث طويل جدًا (${BLOG.searchMax} حرف كحد أقصى)`)
      .optional(),
  ),
});

export const relatedQuerySchema = z.object({
  limit: z.coerce.number({ error: "عدد العناصر غير صالح" }).int("عدد العناصر غير صالح").min(1, "عدد العناصر غير صالح").max(BLOG.pageSize, "عدد العناصر غير صالح").default(BLOG.relatedPosts),
  exclude: z.string().trim().max(BLOG.slugMax * 4).optional(),
});

// ---------- answers ----------

export interface BlogCategoryRef {
  slug: string;
  nameAr: string;
}
export interface BlogTag {
  id: number;
  slug: string;
  nameAr: string;
}
export interface BlogAuthorRef {
  nameAr: string;
  avatar: string | null;
  bio: string | null;
}

/** A post as lists show it: everything but the body. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  titleAr: string;
  excerptAr: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  publishedAt: string | null;
  updatedAt: string | null;
  readingTime: number;
  categoryId: number | null;
  authorId: number | null;
  status: BlogStatus;
  category: BlogCategoryRef | null;
  author: BlogAuthorRef | null;
  tags: BlogTag[];
}

export interface BlogPost extends BlogPostSummary {
  contentAr: string;
  metaTitleAr: string | null;
  metaDescriptionAr: string | null;
  metaKeywords: string | null;
}

export interface BlogList {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pages: number;
  /** The same as `pages`: one listing of the spec reads this name. */
  totalPages: number;
}

export interface BlogCategory {
  id: number;
  nameAr: string;
  slug: string;
  descriptionAr: string | null;
  displayOrder: number;
  isActive: boolean;
  postCount: number;
}

export interface BlogTagWithCount extends BlogTag {
  postCount: number;
}

export interface BlogAuthor {
  id: number;
  nameAr: string;
  nameEn: string | null;
  bio: string | null;
  email: string | null;
  avatar: string | null;
  socialLinks: Record<string, string>;
  isActive: boolean;
}

export interface BlogImage {
  id: number;
  url: string;
  alt: string;
  caption: string | null;
  createdAt: string;
}

/** The posts (not deleted) that show a library picture; `blocking` when a published or scheduled one does, so it cannot be deleted. */
export interface BlogImageUsage {
  posts: { id: number; titleAr: string; slug: string; status: BlogStatus }[];
  blocking: boolean;
}

export interface BlogAdminSession {
  authenticated: boolean;
  username: string | null;
  configured: boolean;
  developmentCredentials: { username: string; password: string } | null;
}

// ---------- blog admin bodies ----------

export { signInBodySchema as blogLoginBodySchema, type SignInBody as BlogLoginBody } from "./sign-in";

/** A minute-precision date: ISO text, `yyyy-MM-ddTHH:mm` from the date input, or epoch ms; "" means none. */
const publishDate = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z
    .union([z.string().trim().max(40), z.number()], { error: "تاريخ النشر غير صالح" })
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const date = new Date(v);
      if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2200) {
        ctx.addIssue({ code: "custom", message: "تاريخ النشر غير صالح" });
        return z.NEVER;
      }
      date.setUTCSeconds(0, 0);
      return date;
    }),
);

export const blogPostBodySchema = z.object({
  titleAr: required("العنوان", BLOG.titleMax),
  slug: slugSchema,
  excerptAr: required("المقتطف", BLOG.excerptMax),
  contentAr: z.string({ error: "المحتوى غير صالح" }).max(BLOG.contentMax, `المحتوى طويل جدًا (${BLOG.contentMax} حرف كحد أقصى)`).default(""),
  categoryId: optionalId("التصنيف"),
  authorId: optionalId("الكاتب"),
  status: z.enum(BLOG_STATUSES, { error: "الحالة يجب أن تكون مسودة أو منشور أو مجدول" }).default("draft"),
  publishedAt: publishDate,
  featuredImage: z.preprocess((v) => (v === "none" ? null : v), safeUrl("رابط الصورة البارزة")),
  featuredImageAlt: optionalText("النص البديل للصورة", BLOG.altMax),
  metaTitleAr: optionalText("عنوان الميتا", BLOG.metaTitleMax),
  metaDescriptionAr: optionalText("وصف الميتا", BLOG.metaDescriptionMax),
  metaKeywords: optionalText("الكلمات المفتاحية", BLOG.keywordsMax),
  tags: z
    .array(z.coerce.number({ error: "وسم غير صالح" }).int("وسم غير صالح").positive("وسم غير صالح"), { error: "الوسوم يجب أن تكون قائمة" })
    .max(BLOG.tagsPerPost, `${BLOG.tagsPerPost} وسمًا كحد أقصى`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type BlogPostBody = z.input<typeof blogPostBodySchema>;

export const blogCategoryBodySchema = z.object({
  nameAr: required("الاسم", BLOG.nameMax),
  slug: slugSchema,
  descriptionAr: optionalText("الوصف", BLOG.descriptionMax),
  displayOrder: z.coerce.number({ error: "الترتيب يجب أن يكون رقمًا" }).int("الترتيب يجب أن يكون رقمًا صحيحًا").min(0, "الترتيب لا يقل عن 0").max(10_000, "الترتيب كبير جدًا").default(0),
  isActive: z.boolean({ error: "الحالة غير صالحة" }).default(true),
});
export type BlogCategoryBody = z.input<typeof blogCategoryBodySchema>;

export const blogTagBodySchema = z.object({
  nameAr: required("الاسم", BLOG.nameMax),
  slug: slugSchema,
});
export type BlogTagBody = z.input<typeof blogTagBodySchema>;

export const blogAuthorBodySchema = z.object({
  nameAr: required("الاسم بالعربية", BLOG.nameMax),
  nameEn: optionalText("الاسم بالإنجليزية", BLOG.nameMax),
  bio: optionalText("النبذة", BLOG.bioMax),
  email: z
    .string({ error: "البريد الإلكتروني غير صالح" })
    .trim()
    .max(200, "البريد الإلكتروني طويل جدًا")
    .refine((v) => v === "" || z.email().safeParse(v).success, "البريد الإلكتروني غير صالح")
    .nullish()
    .transform((v) => (v ? v : null)),
  avatar: safeUrl("رابط الصورة"),
  socialLinks: z
    .record(z.string().trim().min(1).max(40), z.string().trim().max(BLOG.urlMax).refine((v) => /^https:\/\//i.test(v) && judgeUrl(v) !== null, "روابط التواصل يجب أن تبدأ بـ https://"), {
      error: "روابط التواصل غير صالحة",
    })
    .nullish()
    .transform((v) => v ?? {})
    .refine((v) => Object.keys(v).length <= 10, "10 روابط تواصل كحد أقصى"),
  isActive: z.boolean({ error: "الحالة غير صالحة" }).default(true),
});
export type BlogAuthorBody = z.input<typeof blogAuthorBodySchema>;

export const BLOG_ALT_REQUIRED = "النص البديل مطلوب (مهم لمحركات البحث)";

export const blogImageEditBodySchema = z.object({
  alt: z.string({ error: BLOG_ALT_REQUIRED }).trim().min(1, BLOG_ALT_REQUIRED).max(BLOG.altMax, `النص البديل طويل جدًا (${BLOG.altMax} حرف كحد أقصى)`),
  caption: optionalText("التعليق", BLOG.captionMax),
});
export type BlogImageEditBody = z.input<typeof blogImageEditBodySchema>;

/** Adds a picture to the library once its file is stored through the shared upload path (upload-link, then PUT). */
export const blogImageCreateBodySchema = blogImageEditBodySchema.extend({
  url: z
    .string({ error: "رابط الصورة مطلوب" })
    .trim()
    .regex(/^\/uploads\/blog\/[A-Za-z0-9-]{8,80}\.[a-z0-9]{2,5}$/, "رابط الصورة يجب أن يكون صورة مرفوعة إلى مكتبة المدونة"),
});
export type BlogImageCreateBody = z.input<typeof blogImageCreateBodySchema>;

/** Asks for a single-use upload link; the type is the file's, checked again by its bytes when it arrives. */
export const blogUploadLinkBodySchema = z.object({
  contentType: z.enum(Object.keys(IMAGE_TYPES) as [ImageContentType, ...ImageContentType[]], { error: "نوع الملف غير مدعوم" }).nullish(),
});

/** Reading time in whole minutes for a body, at least 1; the spec's default when there is no body. */
export function readingTimeOf(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  if (words === 0) return BLOG.defaultReadingTime;
  return Math.max(1, Math.ceil(words / BLOG.wordsPerMinute));
}

/** Words in a text, as the editor counts them. */
export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}
