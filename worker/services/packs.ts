// Players' packs (issue 33): writing (rules, family filter, sizes per account kind), reading
// by code (answers only for the owner), soft delete and undo, reports, the gallery and the
// admin's queue. The room reads a pack's items itself (durable-objects/room/room-db.ts).
import { and, count, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
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
import { PACKS, ROOM_CODE } from "../../schema/limits";
import { packProblems, packTexts } from "../../schema/pack-rules";
import type { AppEnv } from "../app-env";
import type { Db } from "../../data/db";
import { clientAddress } from "../lib/client-address";
import { HttpError } from "../lib/errors";
import type { ActivityChange } from "../../schema/api/admin";
import { fieldChanges } from "./activity";
import { activityValues, logActivity } from "../../data/activity";
import { takeHourly } from "./window-quota";
import { hasAccess, type UserRow } from "./access";
import { cryptoRandomInt } from "./room-codes";
import { like } from "./sql-like";

export type PackRow = typeof packs.$inferSelect;

export const NOT_FOUND = "لا توجد حزمة بهذا الرمز: يُرجى التحقق من الرمز";
const HIDDEN = "أخفى المشرفون هذه الحزمة، فلا يمكن فتحها أو لعبها";

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
  if (!row) throw new HttpError(404, "pack_not_found", NOT_FOUND);
  return row;
}

export async function ownPack(c: Context<AppEnv>, code: string, withDeleted = false): Promise<PackRow> {
  const user = c.get("user");
  if (!user) throw new HttpError(401, "unauthenticated", "يلزم تسجيل الدخول بحساب الحزمة لتعديلها");
  const row = await findPack(c.get("db"), code, withDeleted);
  // Another's pack reads as absent to a writer, as it would to anyone guessing codes.
  if (row.ownerId !== user.id) throw new HttpError(403, "not_owner", "هذه الحزمة ليست لك: التعديل والحذف لكاتبها فقط");
  return row;
}

export async function createPack(c: Context<AppEnv>, user: UserRow, body: PackBody): Promise<string> {
  const db = c.get("db");
  const limit = packLimits(user).packs;
  if (limit !== null) {
    const [{ n }] = await db.select({ n: count() }).from(packs).where(and(eq(packs.ownerId, user.id), isNull(packs.deletedAt)));
    if (n >= limit)
      throw new HttpError(403, "pack_limit", `الحساب المجاني يحمل ${limit} حزم على الأكثر: يمكنك حذف حزمة أو الاشتراك لحزم بلا حد`);
  }
  const now = new Date();
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newPackCode();
    const inserted = await db
      .insert(packs)
      .values({
        id: crypto.randomUUID(),
        code,
        ownerId: user.id,
        authorName: user.displayName,
        gameType: body.gameType,
        title: body.title,
        itemsJson: JSON.stringify(body.items),
        itemCount: body.items.length,
        isDraft: body.draft,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ code: packs.code });
    if (inserted.length) {
      await logActivity(db, { actionAr: `كتب لاعب حزمة جديدة «${body.title}» (${code})`, actorType: "user", actorId: user.id });
      return code;
    }
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
      // An edited pack goes back to the admin before it shows in the gallery again.
      publish: row.publish === "none" ? "none" : "requested",
      updatedAt: new Date(),
    })
    .where(eq(packs.id, row.id));
}

export function viewFor(row: PackRow, user: UserRow | null): PackView {
  if (user && row.ownerId === user.id)
    return { ...summaryOf(row), owned: true, hiddenReason: row.hiddenReason, deleted: row.deletedAt !== null, items: itemsOf(row) };
  if (row.hiddenAt) throw new HttpError(404, "pack_hidden", HIDDEN);
  return { ...summaryOf(row), owned: false };
}

export async function myPacks(db: Db, user: UserRow): Promise<MyPacksAnswer> {
  const rows = await db.select().from(packs).where(and(eq(packs.ownerId, user.id), isNull(packs.deletedAt))).orderBy(desc(packs.updatedAt));
  return {
    packs: rows.map((r) => ({ ...summaryOf(r), hiddenReason: r.hiddenReason, updatedAt: r.updatedAt.toISOString() })),
    limits: packLimits(user),
  };
}

export async function setDeleted(db: Db, row: PackRow, deleted: boolean) {
  await db.update(packs).set({ deletedAt: deleted ? new Date() : null }).where(eq(packs.id, row.id));
}

export async function requestPublish(db: Db, row: PackRow) {
  if (row.hiddenAt) throw new HttpError(409, "pack_hidden", HIDDEN);
  if (row.isDraft) throw new HttpError(409, "pack_draft", "المسودة لا تُنشر: يُرجى إكمال الحزمة وحفظها أولًا");
  if (row.publish !== "none") return;
  await db.update(packs).set({ publish: "requested" }).where(eq(packs.id, row.id));
}

/** Who reports: the account, else the guest, else (a visitor) the address. */
function reporterOf(c: Context<AppEnv>) {
  return c.get("user")?.id ?? c.get("guestId") ?? `address:${clientAddress(c)}`;
}

/** One report per identity and pack (a repeat is accepted and not counted); bounded per identity and per address. */
export async function reportPack(c: Context<AppEnv>, code: string, reason: string): Promise<boolean> {
  const db = c.get("db");
  const row = await findPack(db, code);
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

export async function packQueue(db: Db): Promise<PackQueueAnswer> {
  const open = await db
    .select({ packId: packReports.packId, reason: packReports.reason, createdAt: packReports.createdAt, resolvedAt: packReports.resolvedAt })
    .from(packReports)
    .where(isNull(packReports.resolvedAt))
    .orderBy(desc(packReports.createdAt));
  const reportedIds = [...new Set(open.map((r) => r.packId))];
  const rows = await db
    .select()
    .from(packs)
    .where(and(isNull(packs.deletedAt), or(eq(packs.publish, "requested"), reportedIds.length ? inArray(packs.id, reportedIds) : sql`0`)))
    .orderBy(desc(packs.updatedAt))
    .limit(PACKS.queuePageSize);
  const owners = [...new Set(rows.map((r) => r.ownerId))];
  const blocked = new Set(
    owners.length ? (await db.select({ id: packAuthorBlocks.userId }).from(packAuthorBlocks).where(inArray(packAuthorBlocks.userId, owners))).map((b) => b.id) : [],
  );
  const item = (r: PackRow): PackQueueItem => {
    const reports = open.filter((o) => o.packId === r.id);
    return {
      ...summaryOf(r),
      ownerId: r.ownerId,
      hiddenReason: r.hiddenReason,
      reports: reports.map((o) => ({ reason: o.reason, createdAt: o.createdAt.toISOString() })),
      openReports: reports.length,
      authorBlocked: blocked.has(r.ownerId),
      items: itemsOf(r),
    };
  };
  return {
    reported: rows.filter((r) => reportedIds.includes(r.id)).map(item),
    publishRequests: rows.filter((r) => r.publish === "requested" && !r.hiddenAt).map(item),
  };
}

/** One admin action, written with its activity line in one batch; reports on the pack are closed by it. */
export async function actOnPack(db: Db, adminName: string | null, code: string, act: PackAdminAction) {
  const row = await findPack(db, code);
  const now = new Date();
  const where = eq(packs.id, row.id);
  const closeReports = db.update(packReports).set({ resolvedAt: now }).where(and(eq(packReports.packId, row.id), isNull(packReports.resolvedAt)));
  const log = (actionAr: string, changes?: ActivityChange[]) => db.insert(activityLog).values(activityValues({ actionAr, actorType: "admin", actorId: adminName, changes }));
  /** The pack's fields this action moves, before and after (issue 36). */
  const moved = (after: Partial<Record<"hidden" | "hiddenReason" | "deleted" | "publish" | "authorBlocked", unknown>>, before: typeof after) =>
    fieldChanges(before, after, { hidden: "مخفية", hiddenReason: "سبب الإخفاء", deleted: "محذوفة", publish: "النشر في المعرض", authorBlocked: "كاتبها ممنوع من الكتابة" });
  const name = `«${row.title}» (${row.code})`;
  switch (act.action) {
    case "hide":
      await db.batch([db.update(packs).set({ hiddenAt: now, hiddenReason: act.reason }).where(where), closeReports, log(`أخفى المشرف الحزمة ${name}: ${act.reason}`, moved({ hidden: true, hiddenReason: act.reason }, { hidden: !!row.hiddenAt, hiddenReason: row.hiddenReason }))]);
      break;
    case "unhide":
      await db.batch([db.update(packs).set({ hiddenAt: null, hiddenReason: null }).where(where), log(`أظهر المشرف الحزمة ${name}`, moved({ hidden: false, hiddenReason: null }, { hidden: !!row.hiddenAt, hiddenReason: row.hiddenReason }))]);
      break;
    case "delete":
      await db.batch([db.update(packs).set({ deletedAt: now }).where(where), closeReports, log(`حذف المشرف الحزمة ${name}`, moved({ deleted: true }, { deleted: false }))]);
      break;
    case "dismiss":
      await db.batch([closeReports, log(`أبقى المشرف الحزمة ${name} ورفض بلاغاتها`)]);
      break;
    case "block-author":
      await db.batch([
        db.insert(packAuthorBlocks).values({ userId: row.ownerId, reason: act.reason }).onConflictDoUpdate({ target: packAuthorBlocks.userId, set: { reason: act.reason } }),
        closeReports,
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
