// One change to many content rows at once (issue 26): activate, deactivate, move to a
// category, delete (soft) and restore (the undo), for questions, prompts, memes,
// categories and avatars. Everything, the activity line included, goes in one D1 batch.
import { and, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { BulkChangeResult, BulkKind, bulkChangeSchema } from "../../../schema/api/content-bulk";
import { aboutUsQuestions, activityLog, avatarAssets, categories, memeImages, mostLikelyQuestions, triviaQuestions } from "../../../schema/db";
import { ABOUT_US_GAME_ID } from "../../../schema/games/about-us";
import type { Db } from "../../../data/db";
import type { Env } from "../../../data/env";
import { HttpError } from "../../lib/errors";
import type { ActivityChange } from "../../../schema/api/admin";
import { activityValues } from "../../../data/activity";
import { categoryForContent, fieldError, MEME_GAME_ID, MOST_LIKELY_GAME_ID, notifyLiveRooms, subcategoryForContent, TRIVIA_GAME_ID } from "../content";
import { live, restoreStatement, softDeleteStatement, type TrashTable } from "../trash";
import { categoryNotEmpty, contentIn } from "./categories";

type Admin = { username: string } | null;
type Change = z.output<typeof bulkChangeSchema>;

const TABLES: Record<BulkKind, TrashTable> = {
  questions: triviaQuestions,
  "most-likely-questions": mostLikelyQuestions,
  "meme-images": memeImages,
  categories,
  "avatar-assets": avatarAssets,
  "about-us-questions": aboutUsQuestions,
};

/** How the activity log names the rows («حذف المشرف 3 من الأسئلة»). */
const LABEL: Record<BulkKind, string> = {
  questions: "الأسئلة",
  "most-likely-questions": "أسئلة «مين الأكثر»",
  "meme-images": "صور الميمز",
  categories: "الفئات",
  "avatar-assets": "الصور الرمزية",
  "about-us-questions": "أسئلة «عنّا»",
};

const VERB: Record<Change["action"], string> = { activate: "فعّل", deactivate: "أوقف", move: "نقل", delete: "حذف", restore: "استعاد" };

/** The column values a move sets, after checking the target fits the rows' game. */
async function moveTarget(db: Db, kind: BulkKind, change: Change): Promise<Record<string, number>> {
  if (kind === "questions") {
    if (change.subcategoryId === undefined) throw fieldError("subcategoryId", "يُرجى اختيار الفئة الفرعية التي تُنقل إليها الأسئلة");
    const sub = await db.query.subcategories.findFirst({ where: (t, { eq }) => eq(t.id, change.subcategoryId!) });
    if (!sub) throw fieldError("subcategoryId", "الفئة الفرعية غير موجودة");
    await categoryForContent(db, sub.categoryId, TRIVIA_GAME_ID);
    await subcategoryForContent(db, sub.id, sub.categoryId);
    return { categoryId: sub.categoryId, subcategoryId: sub.id };
  }
  if (kind === "most-likely-questions" || kind === "meme-images" || kind === "about-us-questions") {
    if (change.categoryId === undefined) throw fieldError("categoryId", "يُرجى اختيار الفئة التي تُنقل إليها العناصر");
    const gameId = { "meme-images": MEME_GAME_ID, "most-likely-questions": MOST_LIKELY_GAME_ID, "about-us-questions": ABOUT_US_GAME_ID }[kind];
    await categoryForContent(db, change.categoryId, gameId);
    return { categoryId: change.categoryId };
  }
  throw new HttpError(400, "cannot_move", "لا يمكن نقل هذا النوع إلى فئة");
}

export async function applyBulkChange(env: Env, db: Db, admin: Admin, kind: BulkKind, change: Change): Promise<BulkChangeResult> {
  const table = TABLES[kind];
  const { ids, action } = change;
  const reach = and(inArray(table.id, ids), live(table));
  let statement;
  let target: Record<string, number> | null = null;
  if (action === "activate" || action === "deactivate")
    statement = db
      .update(table)
      .set({ isActive: action === "activate" } as never)
      .where(reach)
      .returning({ id: table.id });
  else if (action === "move")
    statement = db
      .update(table)
      .set((target = await moveTarget(db, kind, change)) as never)
      .where(reach)
      .returning({ id: table.id });
  else if (action === "restore") statement = restoreStatement(db, table, ids);
  else {
    // A category still holding content is refused, as the single delete refuses it.
    if (kind === "categories")
      for (const id of ids) {
        const held = await contentIn(db, id);
        if (held > 0) throw categoryNotEmpty(held);
      }
    statement = softDeleteStatement(db, table, ids);
  }
  // Which rows, and for a move or a switch the value they all took (issue 36).
  const changes: ActivityChange[] = [{ field: "ids", label: `${LABEL[kind]} (أرقامها)`, before: null, after: ids }];
  if (action === "activate" || action === "deactivate") changes.push({ field: "isActive", label: "مفعّلة", before: null, after: action === "activate" });
  if (action === "delete" || action === "restore") changes.push({ field: "deleted", label: "في سلة المحذوفات", before: action === "restore", after: action === "delete" });
  for (const [field, value] of Object.entries(target ?? {})) changes.push({ field, label: field === "subcategoryId" ? "الفئة الفرعية (رقم)" : "الفئة (رقم)", before: null, after: value });
  const log = db.insert(activityLog).values(activityValues({ actionAr: `${VERB[action]} المشرف ${ids.length} من ${LABEL[kind]}`, actorType: "admin", actorId: admin?.username ?? null, changes }));
  const [changed] = await db.batch([statement, log]);
  // Rooms cache the category list: a category change must reach them (content is read at each game start).
  if (kind === "categories") await notifyLiveRooms(env, db);
  return { changed: changed.length };
}
