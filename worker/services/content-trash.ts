// The cleanup job's part for deleted admin content: rows deleted longer than
// CONTENT_TRASH.retentionDays ago are removed for good, with the uploaded files of memes
// and avatars (R2 objects and their `uploads` rows) that nothing live still shows. Blog posts
// go the same way (their tags by the foreign key; their pictures belong to the library).
import { and, inArray, notInArray } from "drizzle-orm";
import { aboutUsQuestions, avatarAssets, blogPosts, categories, memeImages, mostLikelyQuestions, triviaQuestions, uploads } from "../../schema/db";
import type { Db } from "../../data/db";
import type { Env } from "../../data/env";
import { uploadKeyOf } from "./avatars";
import { contentIn } from "./content-admin/categories";
import { dueForPurge, purgeStatement } from "./trash";

export interface PurgedContent {
  rows: number;
  files: number;
}

/** Files of purged rows that no remaining row points at (a picture may be shared by two rows). */
async function unusedKeys(db: Db, table: typeof memeImages | typeof avatarAssets, column: typeof memeImages.imageUrl | typeof avatarAssets.filePath, paths: string[], purgedIds: number[]) {
  const keyed = paths.filter((p) => uploadKeyOf(p));
  if (keyed.length === 0) return [];
  const still = await db
    .select({ path: column })
    .from(table)
    .where(and(inArray(column, keyed), notInArray(table.id, purgedIds)));
  const kept = new Set(still.map((r) => r.path));
  return [...new Set(keyed.filter((p) => !kept.has(p)).map((p) => uploadKeyOf(p)!))];
}

export async function purgeDeletedContent(env: Pick<Env, "UPLOADS">, db: Db, now = Date.now()): Promise<PurgedContent> {
  const [questions, prompts, memes, avatars, posts, personal] = await Promise.all([
    dueForPurge(db, triviaQuestions, {}, now),
    dueForPurge(db, mostLikelyQuestions, {}, now),
    dueForPurge(db, memeImages, { path: memeImages.imageUrl }, now),
    dueForPurge(db, avatarAssets, { path: avatarAssets.filePath }, now),
    dueForPurge(db, blogPosts, {}, now),
    dueForPurge(db, aboutUsQuestions, {}, now),
  ]);
  const memeIds = memes.map((m) => m.id);
  const avatarIds = avatars.map((a) => a.id);
  const keys = [
    ...(await unusedKeys(db, memeImages, memeImages.imageUrl, memes.map((m) => m.path as string), memeIds)),
    ...(await unusedKeys(db, avatarAssets, avatarAssets.filePath, avatars.map((a) => a.path as string), avatarIds)),
  ];
  const statements = [
    questions.length ? purgeStatement(db, triviaQuestions, questions.map((r) => r.id)) : null,
    prompts.length ? purgeStatement(db, mostLikelyQuestions, prompts.map((r) => r.id)) : null,
    memeIds.length ? purgeStatement(db, memeImages, memeIds) : null,
    avatarIds.length ? purgeStatement(db, avatarAssets, avatarIds) : null,
    posts.length ? purgeStatement(db, blogPosts, posts.map((r) => r.id)) : null,
    personal.length ? purgeStatement(db, aboutUsQuestions, personal.map((r) => r.id)) : null,
    keys.length ? db.delete(uploads).where(inArray(uploads.key, keys)) : null,
  ].filter((s) => s !== null);
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  // The rows are gone first: a file without a row is harmless, a row without its file is a broken picture.
  if (keys.length) await env.UPLOADS.delete(keys);

  // Categories after their content: one that holds live content again (a row restored into it) waits.
  const dueCategories = await dueForPurge(db, categories, {}, now);
  const empty: number[] = [];
  for (const { id } of dueCategories) if ((await contentIn(db, id)) === 0) empty.push(id);
  // Its subcategories and any deleted rows still in it go with it by the foreign keys.
  if (empty.length) await purgeStatement(db, categories, empty);
  return { rows: questions.length + prompts.length + memeIds.length + avatarIds.length + posts.length + personal.length + empty.length, files: keys.length };
}
