// One change to many content rows at once: activate, deactivate, move to a
// category, delete (soft) and restore (the undo), for every game's content (its content kind),
// categories and avatars. Everything, the activity line included, goes in one D1 batch.
import { and, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { BulkChangeResult, BulkKind, bulkChangeSchema } from "../../../schema/api/content-bulk";
import { activityLog, avatarAssets, categories } from "../../../schema/db";
import { contentKindOf } from "../../../schema/games/content-kinds";
import type { Db } from "../../../data/db";
import type { Env } from "../../../data/env";
import { HttpError } from "../../lib/errors";
import type { ActivityChange } from "../../../schema/api/admin";
import { activityValues } from "../../../data/activity";
import { categoryForContent, fieldError, notifyLiveRooms, subcategoryForContent } from "../content";
import { live, restoreStatement, softDeleteStatement, type TrashTable } from "../trash";
import { categoryNotEmpty, contentIn } from "./categories";

type Admin = { username: string } | null;
type Change = z.output<typeof bulkChangeSchema>;

/** The tables a bulk change reaches that are not a game's content (each game's comes from its content kind). */
const OTHER_TABLES: Record<string, { table: TrashTable; label: string }> = {
  categories: { table: categories, label: "الفئات" },
  "avatar-assets": { table: avatarAssets, label: "الصور الرمزية" },
};

/** The table of a kind, and how the activity log names its rows («حذف المشرف 3 من الأسئلة»). */
function tableOf(kind: BulkKind): { table: TrashTable; label: string } {
  const content = contentKindOf(kind);
  return content ? { table: content.table, label: content.manifest.content.listLabel } : OTHER_TABLES[kind];
}

const VERB: Record<Change["action"], string> = { activate: "فعّل", deactivate: "أوقف", move: "نقل", delete: "حذف", restore: "استعاد" };

/** The column values a move sets, after checking the target fits the rows' game. */
async function moveTarget(db: Db, kind: BulkKind, change: Change): Promise<Record<string, number>> {
  const content = contentKindOf(kind);
  if (!content) throw new HttpError(400, "cannot_move", "لا يمكن نقل هذا النوع إلى فئة");
  if (content.manifest.content.scope === "subcategory") {
    if (change.subcategoryId === undefined) throw fieldError("subcategoryId", "يُرجى اختيار الفئة الفرعية التي تُنقل إليها الأسئلة");
    const sub = await db.query.subcategories.findFirst({ where: (t, { eq }) => eq(t.id, change.subcategoryId!) });
    if (!sub) throw fieldError("subcategoryId", "الفئة الفرعية غير موجودة");
    await categoryForContent(db, sub.categoryId, content.manifest.id);
    await subcategoryForContent(db, sub.id, sub.categoryId);
    return { categoryId: sub.categoryId, subcategoryId: sub.id };
  }
  if (change.categoryId === undefined) throw fieldError("categoryId", "يُرجى اختيار الفئة التي تُنقل إليها العناصر");
  await categoryForContent(db, change.categoryId, content.manifest.id);
  return { categoryId: change.categoryId };
}

export async function applyBulkChange(env: Env, db: Db, admin: Admin, kind: BulkKind, change: Change): Promise<BulkChangeResult> {
  const { table, label } = tableOf(kind);
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
  // Which rows, and for a move or a switch the value they all took.
  const changes: ActivityChange[] = [{ field: "ids", label: `${label} (أرقامها)`, before: null, after: ids }];
  if (action === "activate" || action === "deactivate") changes.push({ field: "isActive", label: "مفعّلة", before: null, after: action === "activate" });
  if (action === "delete" || action === "restore") changes.push({ field: "deleted", label: "في سلة المحذوفات", before: action === "restore", after: action === "delete" });
  for (const [field, value] of Object.entries(target ?? {})) changes.push({ field, label: field === "subcategoryId" ? "الفئة الفرعية (رقم)" : "الفئة (رقم)", before: null, after: value });
  const log = db.insert(activityLog).values(activityValues({ actionAr: `${VERB[action]} المشرف ${ids.length} من ${label}`, actorType: "admin", actorId: admin?.username ?? null, changes }));
  const [changed] = await db.batch([statement, log]);
  // Rooms cache the category list: a category change must reach them (content is read at each game start).
  if (kind === "categories") await notifyLiveRooms(env, db);
  return { changed: changed.length };
}
