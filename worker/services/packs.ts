// Players' packs: writing (rules, family filter, sizes per account kind), reading
// by code (answers only for the owner), soft delete and undo, reports, the gallery and the
// admin's queue. The room reads a pack's items itself (durable-objects/room/room-db.ts).
import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import type {
  MyPacksAnswer,
  PackAdminAction,
  PackBody,
  PackQueueAnswer,
  PackQueueItem,
  PackStatus,
  PackSummary,
  PackView,
  PromptPackItem,
  TriviaPackItem,
} from "../../schema/api/packs";
import { activityLog, familyFilterTerms, packAuthorBlocks, packReports, packs } from "../../schema/db";
import { compileFilter, hasBadWord } from "../../schema/family-filter";
import { countText, type CountForms } from "../../schema/arabic-count";
import { PACKS, ROOM_CODE } from "../../schema/limits";
import { packProblems, packTexts } from "../../schema/pack-rules";
import type { AppEnv } from "../app-env";
import type { Db } from "../../data/db";
import { clientAddress } from "../lib/client-address";
import { HttpError } from "../lib/errors";
import type { ActivityChange } from "../../schema/api/admin";
import { fieldChanges } from "./activity";
import { activityValues, logActivity } from "../../data/activity";
import { takeHourly, takeInWindow } from "./window-quota";
import { hasAccess, type UserRow } from "./access";
import { cryptoRandomInt } from "./room-codes";
import { like } from "./sql-like";

export type PackRow = typeof packs.$inferSelect;

export const NOT_FOUND = "لا توجد حزمة بهذا الرمز: يُرجى التحقق من الرمز";
const HIDDEN = "أخفى المشرفون هذه الحزمة، فلا يمكن فتحها أو لعبها";
const REMOVED_BY_ADMIN = "حذف المشرفون هذه الحزمة أو أخفوها، فلا يمكن استرجاعها ولا نشرها";
const REQUESTS: CountForms = { zero: "لا طلبات", one: "طلب واحد", two: "طلبان", few: "طلبات", many: "طلبًا", other: "طلب" };

/** Another's missing, deleted or hidden pack: one answer for all three, so a code tells nothing. */
const notFound = () => new HttpError(404, "pack_not_found", NOT_FOUND);

/** What an account may hold: 3 packs of 30 items free, any number of 200 items premium. */
export const packLimits = (user: UserRow) => (hasAccess(user) ? PACKS.premium : PACKS.free);

export function newPackCode(random: (n: number) => number = cryptoRandomInt): string {
  let code = "";
  for (let i = 0; i < PACKS.codeLength; i++) code += ROOM_CODE.alphabet[random(ROOM_CODE.alphabet.length)];
  return code;
}

const statusOf = (row: PackRow): PackStatus => (row.hiddenAt ? "hidden" : row.isDraft ? "draft" : "ready");

export const summaryOf = (row: PackRow): PackSummary => ({
  code: row.code,
  title: row.title,
  authorName: row.authorName,
  gameType: row.gameType,
  itemCount: row.itemCount,
  playCount: row.playCount,
  publish: row.publish,
  status: statusOf(row),
});

export const itemsOf = (row: Pick<PackRow, "itemsJson">) => JSON.parse(row.itemsJson) as TriviaPackItem[] | PromptPackItem[];

/** One use against an hourly bound (window-quota.ts); the key names who is counted, so each bound is its own counter. */
const takePackQuota = (c: Context<AppEnv>, key: string, limit: number, message: string) => takeHourly(c, c.get("db"), key, limit, { code: "pack_quota", message });

const WRITES_REFUSAL = "حُفظت حزم كثيرة خلال الساعة الأخيرة، يُرجى المحاولة بعد قليل";
const REPORTS_REFUSAL = "أُرسلت بلاغات كثيرة خلال الساعة الأخيرة، يُرجى المحاولة بعد قليل";

/**
 * Packs read by code from one address: counted per minute, so a shared link opens at
 * once but codes cannot be guessed by the thousand.
 */
export function takeLookup(c: Context<AppEnv>) {
  return takeInWindow(c, c.get("db"), `pack-lookup:addr:${clientAddress(c)}`, PACKS.lookupsPerAddressPerMinute, 60_000, {
    code: "pack_lookup_limit",
    message: "طُلبت حزم كثيرة في دقيقة واحدة، يُرجى الانتظار دقيقة والمحاولة مرة أخرى",
  });
}

/** Each save counts once per account and once per address. */
export async function takeWriteQuota(c: Context<AppEnv>, user: UserRow) {
  await takePackQuota(c, `pack-write:user:${user.id}`, PACKS.writesPerAccountPerHour, WRITES_REFUSAL);
  await takePackQuota(c, `pack-write:addr:${clientAddress(c)}`, PACKS.writesPerAddressPerHour, WRITES_REFUSAL);
}

/** A signed-in account that the admin has not blocked from writing packs. */
export async function requireAuthor(c: Context<AppEnv>): Promise<UserRow> {
  const user = c.get("user");
  if (!user) throw new HttpError(401, "unauthenticated", "يلزم تسجيل الدخول بحساب لكتابة الحزم");
  const [block] = await c.get("db").select().from(packAuthorBlocks).where(eq(packAuthorBlocks.userId, user.id));
  if (block) throw new HttpError(403, "pack_author_blocked", `أوقف المشرفون كتابتك للحزم: ${block.reason}`);
  return user;
}

/** The rules and the family filter; a 400 that names each item and what to fix. */
export async function checkPack(db: Db, body: PackBody, user: UserRow) {
  const problems = packProblems(body, packLimits(user).items);
  const filter = compileFilter(await db.select({ term: familyFilterTerms.term, match: familyFilterTerms.match }).from(familyFilterTerms));
  for (const { field, message: textValue } of packTexts(body))
    if (hasBadWord(textValue, filter)) {
      const where = field === "title" ? "اسم الحزمة" : `السؤال ${Number(field.split(".")[1]) + 1}`;
      problems.push({ field, message: `${where}: فيه كلمة غير مناسبة للعب العائلي، يُرجى تغييرها` });
    }
  if (problems.length > 0) {
    const first = problems[0].message;
    const more = problems.length > 1 ? ` (و${problems.length - 1} غيرها)` : "";
    throw new HttpError(400, "pack_rules", `تعذّر حفظ الحزمة: ${first}${more}`, problems);
  }
}

/** A live (not deleted) pack by code; 404 otherwise. */
export async function findPack(db: Db, code: string, withDeleted = false): Promise<PackRow> {
  const [row] = await db
    .select()
    .from(packs)
    .where(withDeleted ? eq(packs.code, code) : and(eq(packs.code, code), isNull(packs.deletedAt)));
  if (!row) throw notFound();
  return row;
}

/** A pack its link preview may show: live and not hidden; null for anything else (the page says «not found»). */
export async function previewablePack(db: Db, code: string): Promise<PackRow | null> {
  const [row] = await db
    .select()
    .from(packs)
    .where(and(eq(packs.code, code), isNull(packs.deletedAt), isNull(packs.hiddenAt)));
  return row ?? null;
}

/** A pack as anyone may see it: live and not hidden, or the owner's own; otherwise the same 404 as a missing code. */
export async function visiblePack(db: Db, code: string, user: UserRow | null): Promise<PackRow> {
  const row = await findPack(db, code, true);
  if (row.ownerId === user?.id) return row;
  if (row.deletedAt || row.hiddenAt) throw notFound();
  return row;
}

export async function ownPack(c: Context<AppEnv>, code: string, withDeleted = false): Promise<PackRow> {
  const user = c.get("user");
  if (!user) throw new HttpError(401, "unauthenticated", "يلزم تسجيل الدخول بحساب الحزمة لتعديلها");
  const row = await findPack(c.get("db"), code, withDeleted);
  if (row.ownerId !== user.id) {
    // Another's hidden or deleted pack reads as a missing code; a live one is visible anyway.
    if (row.deletedAt || row.hiddenAt) throw notFound();
    throw new HttpError(403, "not_owner", "هذه الحزمة ليست لك: التعديل والحذف لكاتبها فقط");
  }
  return row;
}

const packLimitRefusal = (limit: number) =>
  new HttpError(403, "pack_limit", `الحساب المجاني يحمل ${limit} حزم على الأكثر: يمكنك حذف حزمة أو الاشتراك لحزم بلا حد`);

/** SQL true while the owner holds fewer live packs than `limit` (no limit: always true); read inside the write it guards. */
const underCap = (ownerId: string, limit: number | null) =>
  limit === null ? sql`1` : sql`(SELECT count(*) FROM ${packs} WHERE ${packs.ownerId} = ${ownerId} AND ${packs.deletedAt} IS NULL) < ${limit}`;

const livePackCount = async (db: Db, ownerId: string) =>
  (await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${packs} WHERE ${packs.ownerId} = ${ownerId} AND ${packs.deletedAt} IS NULL`)).n;

/**
 * A new pack, in one guarded statement: the count of the owner's live packs and the
 * insert are one INSERT … SELECT … WHERE count < cap, so parallel saves cannot pass the cap.
 * No row written: the cap was reached, or (rarely) the random code was taken and another is tried.
 */
export async function createPack(c: Context<AppEnv>, user: UserRow, body: PackBody): Promise<string> {
  const db = c.get("db");
  const limit = packLimits(user).packs;
  const now = Date.now();
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newPackCode();
    const inserted = await db.all<{ code: string }>(sql`
      INSERT INTO ${packs} (id, code, owner_id, author_name, game_type, title, items_json, item_count, is_draft, updated_at)
      SELECT ${crypto.randomUUID()}, ${code}, ${user.id}, ${user.displayName}, ${body.gameType}, ${body.title}, ${JSON.stringify(body.items)}, ${body.items.length}, ${body.draft ? 1 : 0}, ${now}
      WHERE ${underCap(user.id, limit)}
      ON CONFLICT DO NOTHING
      RETURNING code`);
    if (inserted.length) {
      await logActivity(db, { actionAr: `كتب لاعب حزمة جديدة «${body.title}» (${code})`, actorType: "user", actorId: user.id });
      return code;
    }
    if (limit !== null && (await livePackCount(db, user.id)) >= limit) throw packLimitRefusal(limit);
  }
  throw new HttpError(503, "no_code", "تعذّر إيجاد رمز متاح، يُرجى المحاولة مرة أخرى");
}

export async function updatePack(db: Db, row: PackRow, body: PackBody) {
  if (body.gameType !== row.gameType) throw new HttpError(400, "pack_game_fixed", "لا يمكن تغيير نوع الحزمة بعد إنشائها، يمكنك كتابة حزمة جديدة", [{ field: "gameType", message: "نوع الحزمة ثابت" }]);
  await db
    .update(packs)
    .set({
      title: body.title,
      itemsJson: JSON.stringify(body.items),
      itemCount: body.items.length,
      isDraft: body.draft,
      // An edited pack goes back to the admin before it shows in the gallery again, as a new
      // request within the account's cap of waiting requests; past it, the author asks again later.
      publish:
        row.publish === "none"
          ? "none"
          : sql`CASE WHEN (SELECT count(*) FROM ${packs} p WHERE p.owner_id = ${row.ownerId} AND p.publish = 'requested' AND p.deleted_at IS NULL AND p.id <> ${row.id}) < ${PACKS.publishRequestsPerAccount} THEN 'requested' ELSE 'none' END`,
      updatedAt: new Date(),
    })
    .where(eq(packs.id, row.id));
}

/** The pack as `visiblePack` let this caller see it: with its items for the owner only. */
export function viewFor(row: PackRow, user: UserRow | null): PackView {
  if (user && row.ownerId === user.id)
    return { ...summaryOf(row), owned: true, hiddenReason: row.hiddenReason, deleted: row.deletedAt !== null, items: itemsOf(row) };
  return { ...summaryOf(row), owned: false };
}

export async function myPacks(db: Db, user: UserRow): Promise<MyPacksAnswer> {
  const rows = await db.select().from(packs).where(and(eq(packs.ownerId, user.id), isNull(packs.deletedAt))).orderBy(desc(packs.updatedAt));
  return {
    packs: rows.map((r) => ({ ...summaryOf(r), hiddenReason: r.hiddenReason, updatedAt: r.updatedAt.toISOString() })),
    limits: packLimits(user),
  };
}

/** The author's own deletion; only this one can be undone. */
export async function deleteOwnPack(db: Db, row: PackRow) {
  await db.update(packs).set({ deletedAt: new Date(), deletedBy: "owner" }).where(and(eq(packs.id, row.id), isNull(packs.deletedAt)));
}

const removedByAdmin = (row: Pick<PackRow, "deletedBy" | "hiddenAt">) => row.deletedBy === "admin" || row.hiddenAt !== null;

/**
 * Undoing one's own deletion: never a pack the admin deleted or hid, and never past
 * the account's cap — one guarded UPDATE, as createPack's insert.
 */
export async function restorePack(db: Db, row: PackRow, user: UserRow) {
  if (removedByAdmin(row)) throw new HttpError(409, "pack_removed_by_admin", REMOVED_BY_ADMIN);
  if (!row.deletedAt) return;
  const limit = packLimits(user).packs;
  const result = await db.run(sql`
    UPDATE ${packs} SET deleted_at = NULL, deleted_by = NULL
    WHERE ${packs.id} = ${row.id} AND ${packs.deletedAt} IS NOT NULL AND (${packs.deletedBy} IS NULL OR ${packs.deletedBy} = 'owner') AND ${packs.hiddenAt} IS NULL
      AND ${underCap(row.ownerId, limit)}`);
  if (result.meta.changes > 0) return;
  const now = await findPack(db, row.code, true);
  if (removedByAdmin(now)) throw new HttpError(409, "pack_removed_by_admin", REMOVED_BY_ADMIN);
  // Restored meanwhile by a parallel request: done. Otherwise the cap stopped it.
  if (now.deletedAt && limit !== null) throw packLimitRefusal(limit);
}

/**
 * The author asks the admin to publish the pack in the gallery. One account has at most
 * PACKS.publishRequestsPerAccount requests waiting at once, checked inside the UPDATE.
 */
export async function requestPublish(db: Db, row: PackRow) {
  if (row.hiddenAt) throw new HttpError(409, "pack_hidden", HIDDEN);
  if (row.isDraft) throw new HttpError(409, "pack_draft", "المسودة لا تُنشر: يُرجى إكمال الحزمة وحفظها أولًا");
  if (row.publish !== "none") return;
  const cap = PACKS.publishRequestsPerAccount;
  const result = await db.run(sql`
    UPDATE ${packs} SET publish = 'requested'
    WHERE ${packs.id} = ${row.id} AND ${packs.publish} = 'none' AND ${packs.hiddenAt} IS NULL AND ${packs.deletedAt} IS NULL
      AND (SELECT count(*) FROM ${packs} WHERE ${packs.ownerId} = ${row.ownerId} AND ${packs.publish} = 'requested' AND ${packs.deletedAt} IS NULL) < ${cap}`);
  if (result.meta.changes > 0) return;
  const now = await findPack(db, row.code);
  if (now.publish === "none")
    throw new HttpError(429, "pack_publish_limit", `تنتظر المشرفين من حسابك ${countText(cap, REQUESTS)} نشر، وهذا الحد: يمكنك طلب نشر غيرها بعد أن يبتّوا فيها`);
}

/** Who reports: the account, else the guest, else (a visitor) the address. */
function reporterOf(c: Context<AppEnv>) {
  return c.get("user")?.id ?? c.get("guestId") ?? `address:${clientAddress(c)}`;
}

/** One report per identity and pack (a repeat is accepted and not counted); bounded per identity and per address. */
export async function reportPack(c: Context<AppEnv>, code: string, reason: string): Promise<boolean> {
  const db = c.get("db");
  // Counted as a lookup first: a report on a made-up code must not answer guesses for free.
  await takeLookup(c);
  const row = await visiblePack(db, code, c.get("user"));
  if (row.deletedAt) throw notFound();
  const reporter = reporterOf(c);
  await takePackQuota(c, `pack-report:who:${reporter}`, PACKS.reportsPerIdentityPerHour, REPORTS_REFUSAL);
  await takePackQuota(c, `pack-report:addr:${clientAddress(c)}`, PACKS.reportsPerAddressPerHour, REPORTS_REFUSAL);
  const added = await db.insert(packReports).values({ packId: row.id, reporter, reason }).onConflictDoNothing().returning({ id: packReports.id });
  if (added.length) await logActivity(db, { actionAr: `بلاغ عن الحزمة «${row.title}» (${row.code})`, actorType: c.get("user") ? "user" : "guest", actorId: reporter });
  return added.length > 0;
}

export async function gallery(db: Db, q: string | undefined): Promise<PackSummary[]> {
  const rows = await db
    .select()
    .from(packs)
    .where(
      and(
        eq(packs.publish, "published"),
        isNull(packs.deletedAt),
        isNull(packs.hiddenAt),
        eq(packs.isDraft, false),
        q ? or(like(packs.title, q), like(packs.authorName, q)) : undefined,
      ),
    )
    .orderBy(desc(packs.playCount), desc(packs.updatedAt))
    .limit(PACKS.galleryPageSize);
  return rows.map(summaryOf);
}

// ---------- the admin's queue ----------

/** Open reports per pack, with the oldest one's time: the queue's order. */
const openReports = sql`SELECT pack_id, count(*) AS open, min(created_at) AS first FROM ${packReports} WHERE resolved_at IS NULL GROUP BY pack_id`;
/** In the queue: a pack with open reports (even hidden or deleted: they stay until a moderator closes them), or a live pack waiting to be published. */
const inQueue = sql`r.open > 0 OR (p.publish = 'requested' AND p.deleted_at IS NULL AND p.hidden_at IS NULL AND p.is_draft = 0)`;

/**
 * One page of the admin's queue: reported packs first, most open reports then the
 * oldest report, then publish requests, oldest first. A report never hides behind newer requests.
 */
export async function packQueue(db: Db, page = 1): Promise<PackQueueAnswer> {
  const pageSize = PACKS.queuePageSize;
  const [{ total }] = await db.all<{ total: number }>(sql`SELECT count(*) AS total FROM ${packs} p LEFT JOIN (${openReports}) r ON r.pack_id = p.id WHERE ${inQueue}`);
  const order = await db.all<{ id: string; open: number | null }>(sql`
    SELECT p.id AS id, r.open AS open FROM ${packs} p LEFT JOIN (${openReports}) r ON r.pack_id = p.id
    WHERE ${inQueue}
    ORDER BY r.open IS NULL, r.open DESC, r.first ASC, p.updated_at ASC, p.id ASC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const ids = order.map((o) => o.id);
  if (ids.length === 0) return { reported: [], publishRequests: [], total, page, pageSize };
  const byId = new Map((await db.select().from(packs).where(inArray(packs.id, ids))).map((r) => [r.id, r]));
  const reports = await db
    .select({ packId: packReports.packId, reason: packReports.reason, createdAt: packReports.createdAt })
    .from(packReports)
    .where(and(inArray(packReports.packId, ids), isNull(packReports.resolvedAt)))
    .orderBy(desc(packReports.createdAt));
  const owners = [...new Set([...byId.values()].map((r) => r.ownerId))];
  const blocked = new Set((await db.select({ id: packAuthorBlocks.userId }).from(packAuthorBlocks).where(inArray(packAuthorBlocks.userId, owners))).map((b) => b.id));
  const item = (r: PackRow, open: number): PackQueueItem => ({
    ...summaryOf(r),
    ownerId: r.ownerId,
    hiddenReason: r.hiddenReason,
    // The newest few reasons; `openReports` counts them all.
    reports: reports
      .filter((o) => o.packId === r.id)
      .slice(0, PACKS.queueReportsShown)
      .map((o) => ({ reason: o.reason, createdAt: o.createdAt.toISOString() })),
    openReports: open,
    authorBlocked: blocked.has(r.ownerId),
    deleted: r.deletedAt !== null,
    items: itemsOf(r),
  });
  const rows = order.flatMap((o) => (byId.has(o.id) ? [{ row: byId.get(o.id)!, open: o.open ?? 0 }] : []));
  return {
    reported: rows.filter((r) => r.open > 0).map((r) => item(r.row, r.open)),
    publishRequests: rows.filter((r) => r.open === 0).map((r) => item(r.row, 0)),
    total,
    page,
    pageSize,
  };
}

/**
 * One admin action, written with its activity line in one batch. Hiding and deleting leave the
 * pack's reports open: a moderator closes them by keeping the pack («dismiss») or,
 * once it is hidden or deleted, with «close-reports».
 */
export async function actOnPack(db: Db, adminName: string | null, code: string, act: PackAdminAction) {
  const row = await findPack(db, code, act.action === "close-reports");
  const now = new Date();
  const where = eq(packs.id, row.id);
  const closeReports = db.update(packReports).set({ resolvedAt: now }).where(and(eq(packReports.packId, row.id), isNull(packReports.resolvedAt)));
  const log = (actionAr: string, changes?: ActivityChange[]) => db.insert(activityLog).values(activityValues({ actionAr, actorType: "admin", actorId: adminName, changes }));
  /** The pack's fields this action moves, before and after. */
  const moved = (after: Partial<Record<"hidden" | "hiddenReason" | "deleted" | "publish" | "authorBlocked", unknown>>, before: typeof after) =>
    fieldChanges(before, after, { hidden: "مخفية", hiddenReason: "سبب الإخفاء", deleted: "محذوفة", publish: "النشر في المعرض", authorBlocked: "كاتبها ممنوع من الكتابة" });
  const name = `«${row.title}» (${row.code})`;
  switch (act.action) {
    case "hide":
      await db.batch([db.update(packs).set({ hiddenAt: now, hiddenReason: act.reason }).where(where), log(`أخفى المشرف الحزمة ${name}: ${act.reason}`, moved({ hidden: true, hiddenReason: act.reason }, { hidden: !!row.hiddenAt, hiddenReason: row.hiddenReason }))]);
      break;
    case "unhide":
      await db.batch([db.update(packs).set({ hiddenAt: null, hiddenReason: null }).where(where), log(`أظهر المشرف الحزمة ${name}`, moved({ hidden: false, hiddenReason: null }, { hidden: !!row.hiddenAt, hiddenReason: row.hiddenReason }))]);
      break;
    case "delete":
      await db.batch([db.update(packs).set({ deletedAt: now, deletedBy: "admin" }).where(where), log(`حذف المشرف الحزمة ${name}`, moved({ deleted: true }, { deleted: false }))]);
      break;
    case "dismiss":
      await db.batch([closeReports, log(`أبقى المشرف الحزمة ${name} ورفض بلاغاتها`)]);
      break;
    case "close-reports":
      await db.batch([closeReports, log(`أغلق المشرف بلاغات الحزمة ${name}`)]);
      break;
    case "block-author":
      await db.batch([
        db.insert(packAuthorBlocks).values({ userId: row.ownerId, reason: act.reason }).onConflictDoUpdate({ target: packAuthorBlocks.userId, set: { reason: act.reason } }),
        log(`منع المشرف كاتب الحزمة ${name} من كتابة الحزم: ${act.reason}`, moved({ authorBlocked: true }, { authorBlocked: false })),
      ]);
      break;
    case "publish":
      if (row.hiddenAt || row.isDraft) throw new HttpError(409, "pack_not_publishable", "لا تُنشر حزمة مخفية أو مسودة");
      await db.batch([db.update(packs).set({ publish: "published" }).where(where), log(`نشر المشرف الحزمة ${name} في المعرض`, moved({ publish: "published" }, { publish: row.publish }))]);
      break;
    case "reject-publish":
      await db.batch([db.update(packs).set({ publish: "none" }).where(and(where, ne(packs.publish, "none"))), log(`رفض المشرف نشر الحزمة ${name}`, moved({ publish: "none" }, { publish: row.publish }))]);
      break;
  }
}
