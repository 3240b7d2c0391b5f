// The blog admin's changes in the activity log: who did what to which post, category,
// tag, author or picture, with each changed field before and after. Lines name the item as the
// admin screens do; a post's body is compared whole but stored shortened, so an edit of a long
// article does not copy it twice into the log.
import { BLOG_STATUS_LABELS, type BlogAuthor, type BlogImage, type BlogPost, type BlogTag } from "../../../schema/api/blog";
import type { ActivityChange } from "../../../schema/api/admin";
import { BLOG } from "../../../schema/limits";
import type { Db } from "../../../data/db";
import { fieldChanges } from "../activity";
import { logActivity } from "../../../data/activity";
import { countText, WORDS } from "../../../schema/arabic-count";

/** Who acted: the blog admin's username from the server's session record. */
export interface BlogActor {
  username: string | null;
}

/** The log tells the blog admin apart from the platform admin by this prefix on the actor. */
export const blogActorId = (actor: BlogActor) => (actor.username ? `blog:${actor.username}` : "blog");

/** A post as the log compares it: names rather than ids, statuses in Arabic. */
function postFields(post: BlogPost | null) {
  if (!post) return null;
  return {
    titleAr: post.titleAr,
    slug: post.slug,
    status: BLOG_STATUS_LABELS[post.status],
    publishedAt: post.publishedAt,
    excerptAr: post.excerptAr,
    contentAr: post.contentAr,
    category: post.category?.nameAr ?? null,
    author: post.author?.nameAr ?? null,
    tags: post.tags.map((t) => t.nameAr),
    featuredImage: post.featuredImage,
    featuredImageAlt: post.featuredImageAlt,
    metaTitleAr: post.metaTitleAr,
    metaDescriptionAr: post.metaDescriptionAr,
    metaKeywords: post.metaKeywords,
  };
}

const POST_LABELS = {
  titleAr: "العنوان",
  slug: "الرابط المختصر",
  status: "الحالة",
  publishedAt: "تاريخ النشر",
  excerptAr: "المقتطف",
  contentAr: "المحتوى",
  category: "التصنيف",
  author: "الكاتب",
  tags: "الوسوم",
  featuredImage: "الصورة البارزة",
  featuredImageAlt: "النص البديل للصورة",
  metaTitleAr: "عنوان الميتا",
  metaDescriptionAr: "وصف الميتا",
  metaKeywords: "الكلمات المفتاحية",
};

const CATEGORY_LABELS = { nameAr: "الاسم", slug: "الرابط المختصر", descriptionAr: "الوصف", displayOrder: "الترتيب", isActive: "نشط" };
const TAG_LABELS = { nameAr: "الاسم", slug: "الرابط المختصر" };
const AUTHOR_LABELS = { nameAr: "الاسم بالعربية", nameEn: "الاسم بالإنجليزية", email: "البريد الإلكتروني", avatar: "الصورة", bio: "النبذة", socialLinks: "روابط التواصل", isActive: "نشط" };
const IMAGE_LABELS = { url: "الرابط", alt: "النص البديل", caption: "التعليق" };

/** A long text as the log keeps it: its beginning and its length in words. */
export function shortened(text: unknown): unknown {
  if (typeof text !== "string" || text.length <= BLOG.activityTextMax) return text;
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return `${text.slice(0, BLOG.activityTextMax).trimEnd()}… (${countText(words, WORDS)})`;
}

const isPublic = (post: BlogPost | null) => post?.status === "published" || post?.status === "scheduled";

/** The verb of a post's edit: publishing and unpublishing are named as such, so the log reads them at a glance. */
export function postEditVerb(before: BlogPost, after: BlogPost): "نشر" | "ألغى نشر" | "عدّل" {
  if (!isPublic(before) && isPublic(after)) return "نشر";
  if (isPublic(before) && !isPublic(after)) return "ألغى نشر";
  return "عدّل";
}

export type PostEvent = "create" | "edit" | "delete" | "restore";

/** The line and changes of a post's event; pure, so the wording is tested without a database. */
export function postEntry(event: PostEvent, before: BlogPost | null, after: BlogPost | null): { actionAr: string; changes: ActivityChange[] } {
  const post = (after ?? before)!;
  const changes = fieldChanges(postFields(before), postFields(after), POST_LABELS).map((c) =>
    c.field === "contentAr" ? { ...c, before: shortened(c.before), after: shortened(c.after) } : c,
  );
  const verb =
    event === "create"
      ? isPublic(after)
        ? "نشر مقالًا جديدًا"
        : "أنشأ مسودة مقال"
      : event === "edit"
        ? `${postEditVerb(before!, after!)} المقال`
        : event === "delete"
          ? "حذف المقال"
          : "استعاد المقال المحذوف";
  return { actionAr: `${verb}: «${post.titleAr}» (مشرف المدونة)`, changes };
}

export async function logPost(db: Db, actor: BlogActor, event: PostEvent, before: BlogPost | null, after: BlogPost | null): Promise<void> {
  const { actionAr, changes } = postEntry(event, before, after);
  // A save that changed nothing is not a change worth a line.
  if (event === "edit" && changes.length === 0) return;
  await logActivity(db, { actionAr, actorType: "admin", actorId: blogActorId(actor), changes });
}

type TaxonomyKind = "category" | "tag" | "author" | "image";

const KIND_NAMES: Record<TaxonomyKind, string> = { category: "التصنيف", tag: "الوسم", author: "الكاتب", image: "الصورة" };
const KIND_LABELS: Record<TaxonomyKind, Record<string, string>> = { category: CATEGORY_LABELS, tag: TAG_LABELS, author: AUTHOR_LABELS, image: IMAGE_LABELS };
const VERBS = { create: "أضاف", edit: "عدّل", delete: "حذف" } as const;

type Named = { nameAr: string } | { alt: string; url: string };
const nameOf = (item: Named) => ("nameAr" in item ? item.nameAr : item.alt);

export type TaxonomyItem = Partial<Omit<BlogAuthor, "id">> | Partial<BlogTag> | Partial<BlogImage> | Record<string, unknown>;

/** The line and changes for a category, tag, author or picture; pure. */
export function itemEntry(kind: TaxonomyKind, event: keyof typeof VERBS, before: (TaxonomyItem & Named) | null, after: (TaxonomyItem & Named) | null) {
  const item = (after ?? before)!;
  return {
    actionAr: `${VERBS[event]} ${KIND_NAMES[kind]}: «${nameOf(item)}» (مشرف المدونة)`,
    changes: fieldChanges<Record<string, unknown>>(before as Record<string, unknown> | null, after as Record<string, unknown> | null, KIND_LABELS[kind]),
  };
}

export async function logItem(db: Db, actor: BlogActor, kind: TaxonomyKind, event: keyof typeof VERBS, before: (TaxonomyItem & Named) | null, after: (TaxonomyItem & Named) | null): Promise<void> {
  const { actionAr, changes } = itemEntry(kind, event, before, after);
  if (event === "edit" && changes.length === 0) return;
  await logActivity(db, { actionAr, actorType: "admin", actorId: blogActorId(actor), changes });
}
