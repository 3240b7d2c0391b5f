// The blog admin's categories, tags and authors (spec 002 §7): add, edit and delete, each
// slug unique (a 409 naming the field). A deleted category leaves its posts uncategorised and
// a deleted author leaves them unsigned (the foreign keys set null); a deleted tag leaves its posts.
import { and, asc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { BlogAuthor, blogAuthorBodySchema, BlogCategory, blogCategoryBodySchema, BlogTag, blogTagBodySchema } from "../../../schema/api/blog";
import { blogAuthors, blogCategories, blogTags } from "../../../schema/db";
import type { Db } from "../../../data/db";
import { logItem, type BlogActor } from "./activity";
import { notFound, slugTaken } from "./admin-posts";
import { authorOf } from "./queries";

type CategoryBody = z.output<typeof blogCategoryBodySchema>;
type TagBody = z.output<typeof blogTagBodySchema>;
type AuthorBody = z.output<typeof blogAuthorBodySchema>;
/** The admin's category answer: the row without its creation time (a new one has no posts yet). */
type AdminCategory = Omit<BlogCategory, "postCount"> & { postCount?: number; createdAt: undefined };

// ---------- categories ----------

async function categorySlugHeld(db: Db, slug: string, exceptId?: number) {
  return !!(await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(and(eq(blogCategories.slug, slug), exceptId === undefined ? undefined : ne(blogCategories.id, exceptId)))
    .get());
}

export async function createCategory(db: Db, body: CategoryBody, actor: BlogActor): Promise<AdminCategory> {
  if (await categorySlugHeld(db, body.slug)) throw slugTaken("تصنيف");
  const [row] = await db.insert(blogCategories).values(body).returning();
  await logItem(db, actor, "category", "create", null, row);
  return { ...row, postCount: 0, createdAt: undefined };
}

export async function updateCategory(db: Db, id: number, body: CategoryBody, actor: BlogActor): Promise<AdminCategory> {
  if (await categorySlugHeld(db, body.slug, id)) throw slugTaken("تصنيف");
  const before = await db.select().from(blogCategories).where(eq(blogCategories.id, id)).get();
  if (!before) throw notFound("التصنيف");
  const [row] = await db.update(blogCategories).set(body).where(eq(blogCategories.id, id)).returning();
  if (!row) throw notFound("التصنيف");
  await logItem(db, actor, "category", "edit", before, row);
  return { ...row, createdAt: undefined };
}

/** Its posts stay, uncategorised (the foreign key sets null). */
export async function deleteCategory(db: Db, id: number, actor: BlogActor): Promise<void> {
  const [deleted] = await db.delete(blogCategories).where(eq(blogCategories.id, id)).returning();
  if (!deleted) throw notFound("التصنيف");
  await logItem(db, actor, "category", "delete", deleted, null);
}

// ---------- tags ----------

const tagColumns = { id: blogTags.id, nameAr: blogTags.nameAr, slug: blogTags.slug };

async function tagSlugHeld(db: Db, slug: string, exceptId?: number) {
  return !!(await db
    .select({ id: blogTags.id })
    .from(blogTags)
    .where(and(eq(blogTags.slug, slug), exceptId === undefined ? undefined : ne(blogTags.id, exceptId)))
    .get());
}

export async function adminTags(db: Db): Promise<BlogTag[]> {
  return db.select(tagColumns).from(blogTags).orderBy(asc(blogTags.nameAr));
}

export async function createTag(db: Db, body: TagBody, actor: BlogActor): Promise<BlogTag> {
  if (await tagSlugHeld(db, body.slug)) throw slugTaken("وسم");
  const [row] = await db.insert(blogTags).values(body).returning(tagColumns);
  await logItem(db, actor, "tag", "create", null, row);
  return row;
}

export async function updateTag(db: Db, id: number, body: TagBody, actor: BlogActor): Promise<BlogTag> {
  if (await tagSlugHeld(db, body.slug, id)) throw slugTaken("وسم");
  const before = await db.select(tagColumns).from(blogTags).where(eq(blogTags.id, id)).get();
  if (!before) throw notFound("الوسم");
  const [row] = await db.update(blogTags).set(body).where(eq(blogTags.id, id)).returning(tagColumns);
  if (!row) throw notFound("الوسم");
  await logItem(db, actor, "tag", "edit", before, row);
  return row;
}

export async function deleteTag(db: Db, id: number, actor: BlogActor): Promise<void> {
  const [deleted] = await db.delete(blogTags).where(eq(blogTags.id, id)).returning(tagColumns);
  if (!deleted) throw notFound("الوسم");
  await logItem(db, actor, "tag", "delete", deleted, null);
}

// ---------- authors ----------

/** The social links are stored as one JSON text. */
const authorValues = ({ socialLinks, ...body }: AuthorBody) => ({ ...body, socialLinksJson: JSON.stringify(socialLinks) });

export async function adminAuthors(db: Db): Promise<BlogAuthor[]> {
  return (await db.select().from(blogAuthors).orderBy(asc(blogAuthors.id))).map(authorOf);
}

export async function createAuthor(db: Db, body: AuthorBody, actor: BlogActor): Promise<BlogAuthor> {
  const [row] = await db.insert(blogAuthors).values(authorValues(body)).returning();
  const author = authorOf(row);
  await logItem(db, actor, "author", "create", null, author);
  return author;
}

export async function updateAuthor(db: Db, id: number, body: AuthorBody, actor: BlogActor): Promise<BlogAuthor> {
  const before = await db.select().from(blogAuthors).where(eq(blogAuthors.id, id)).get();
  if (!before) throw notFound("الكاتب");
  const [row] = await db.update(blogAuthors).set(authorValues(body)).where(eq(blogAuthors.id, id)).returning();
  if (!row) throw notFound("الكاتب");
  const author = authorOf(row);
  await logItem(db, actor, "author", "edit", authorOf(before), author);
  return author;
}

export async function deleteAuthor(db: Db, id: number, actor: BlogActor): Promise<void> {
  const [deleted] = await db.delete(blogAuthors).where(eq(blogAuthors.id, id)).returning();
  if (!deleted) throw notFound("الكاتب");
  await logItem(db, actor, "author", "delete", authorOf(deleted), null);
}
