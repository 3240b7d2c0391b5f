// Premium access of users: the pure rules (who has access, what a grant or a
// revoke changes) and the admin actions that apply them, each in one D1 batch.
import { eq, isNull, and, sql } from "drizzle-orm";
import type { AdminUser } from "../../schema/api/admin-users";
import { accessEndOf, daysText } from "../../schema/api/admin-users";
import type { ActivityChange } from "../../schema/api/admin";
import type { CurrentUser } from "../../schema/api";
import { accessGrants, activityLog, payments, rooms, sessions, users } from "../../schema/db";
import type { Db } from "../../data/db";
import { HttpError } from "../lib/errors";
import { pick } from "../lib/pick";
import { fieldChanges } from "./activity";
import { activityValues } from "../../data/activity";
import type { Env } from "../../data/env";
import { tellRoomsTheirPremium } from "./payments/room-premium";

export type UserRow = typeof users.$inferSelect;

const DAY_MS = 86_400_000;

/** Premium access lasts while premiumEnds is in the future (spec 002 §9). */
export function hasAccess(user: Pick<UserRow, "premiumEnds"> | null | undefined, now = Date.now()): boolean {
  return !!user?.premiumEnds && user.premiumEnds.getTime() > now;
}

/** The admin list's access filter: never had access, has it now, or had it and it ended. */
export function accessStatus(user: Pick<UserRow, "premiumEnds">, now = Date.now()): "active" | "free" | "expired" {
  if (!user.premiumEnds) return "free";
  return hasAccess(user, now) ? "active" : "expired";
}

/**
 * A grant adds its days to whatever access is left, so granting a week to a
 * user with three days left gives ten; an expired or free user starts from now.
 */
export function extendAccess(user: Pick<UserRow, "premiumEnds">, days: number, now = Date.now()): Date {
  const from = hasAccess(user, now) ? user.premiumEnds!.getTime() : now;
  return new Date(from + days * DAY_MS);
}

/** A revoke ends access now; a user without access has nothing to revoke. */
export function revokedEnd(user: Pick<UserRow, "premiumEnds">, now = Date.now()): Date | null {
  return hasAccess(user, now) ? new Date(now) : null;
}

/** A user's access as the user and the admin both see it: the end stays known after it passes, `expiresAt` only while it lasts. */
function accessView(user: UserRow, now: number): Pick<CurrentUser, "isPremium" | "premiumEnds" | "expiresAt"> {
  const premium = hasAccess(user, now);
  const premiumEnds = user.premiumEnds ? user.premiumEnds.toISOString() : null;
  return { isPremium: premium, premiumEnds, expiresAt: premium ? premiumEnds : null };
}

/** Who the user is, as both views name them. */
const NAMES = ["id", "displayName", "email", "firstName", "lastName"] as const;

export function toCurrentUser(user: UserRow, now = Date.now()): CurrentUser {
  return { ...pick(user, NAMES), photoURL: user.photoUrl, ...accessView(user, now), createdAt: user.createdAt.toISOString() };
}

export function toAdminUser(user: UserRow, now = Date.now()): AdminUser {
  return {
    ...pick(user, NAMES),
    ...accessView(user, now),
    totalSpent: user.totalSpent,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    blocked: user.blocked,
  };
}

// ---------- admin actions ----------

export interface AdminActor {
  /** Who to name in the activity log. */
  actorId: string | null;
}

async function findUser(db: Db, userId: string): Promise<UserRow> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new HttpError(404, "user_not_found", "المستخدم غير موجود");
  return user;
}

const userLabel = (user: UserRow) => user.email ? `${user.displayName} (${user.email})` : user.displayName;

/** A user's fields as the admin's users table names them, for the log's before and after. */
const USER_LABELS = {
  displayName: "الاسم",
  email: "البريد الإلكتروني",
  premiumEnds: "نهاية الوصول المميز",
  blocked: "محظور",
  totalSpent: "إجمالي المدفوع (ر.س)",
} as const satisfies Partial<Record<keyof UserRow, string>>;

function activity(db: Db, actor: AdminActor, actionAr: string, changes?: ActivityChange[]) {
  return db.insert(activityLog).values(activityValues({ actionAr, actorType: "admin", actorId: actor.actorId, changes }));
}

const userChanges = (before: UserRow | null, after: Partial<UserRow> | null) =>
  fieldChanges<UserRow>(before, before && after ? { ...before, ...after } : after, USER_LABELS);

/**
 * The statement, for the access change's own batch, that makes the user's open rooms follow their
 * access: premium rooms while it lasts, free ones once an admin ends it. A room is premium when its
 * creator has access, so the admin's hand changes it as a purchase or a refund would.
 */
function openRoomsFollow(db: Db, userId: string, premium: boolean, now: number) {
  return db
    .update(rooms)
    .set({ isPremium: premium })
    .where(and(eq(rooms.creatorUserId, userId), eq(rooms.status, "live"), eq(rooms.isPremium, !premium), sql`${rooms.expiresAt} > ${now}`))
    .returning({ id: rooms.id });
}

/** What an admin's access action leaves: the user, and the open rooms whose actors must hear of it. */
export interface AccessChange {
  user: UserRow;
  rooms: { ids: string[]; premium: boolean };
}

/** Tells each room the admin's action changed; the D1 index already says so. */
export async function tellChangedRooms(env: Pick<Env, "ROOMS">, change: AccessChange): Promise<UserRow> {
  await tellRoomsTheirPremium(env, change.rooms.ids, change.rooms.premium);
  return change.user;
}

/** Grants or extends premium by whole days; the user sees it on their next request. */
export async function grantAccess(db: Db, actor: AdminActor, userId: string, days: number, now = Date.now()): Promise<AccessChange> {
  const user = await findUser(db, userId);
  const premiumEnds = extendAccess(user, days, now);
  const [updated, , , opened] = await db.batch([
    db.update(users).set({ premiumEnds, isPremium: true }).where(eq(users.id, userId)).returning(),
    db.insert(accessGrants).values({ userId, source: "admin", days, endsAt: premiumEnds }),
    activity(db, actor, `منح المشرف ${userLabel(user)} وصولًا مميزًا لمدة ${daysText(days)}`, userChanges(user, { premiumEnds })),
    openRoomsFollow(db, userId, true, now),
  ]);
  return { user: updated[0], rooms: { ids: opened.map((r) => r.id), premium: true } };
}

export async function revokeAccess(db: Db, actor: AdminActor, userId: string, now = Date.now()): Promise<AccessChange> {
  const user = await findUser(db, userId);
  const premiumEnds = revokedEnd(user, now);
  if (!premiumEnds) throw new HttpError(409, "not_premium", "هذا المستخدم ليس لديه وصول مميز لإلغائه");
  const [updated, , , closed] = await db.batch([
    db.update(users).set({ premiumEnds, isPremium: false }).where(eq(users.id, userId)).returning(),
    db.insert(accessGrants).values({ userId, source: "revoke", days: 0, endsAt: premiumEnds }),
    activity(db, actor, `ألغى المشرف الوصول المميز لـ ${userLabel(user)}`, userChanges(user, { premiumEnds })),
    openRoomsFollow(db, userId, false, now),
  ]);
  return { user: updated[0], rooms: { ids: closed.map((r) => r.id), premium: false } };
}

/** Blocking ends every session of the user at once; unblocking lets them sign in again. */
export async function setBlocked(db: Db, actor: AdminActor, userId: string, blocked: boolean, now = Date.now()): Promise<UserRow> {
  const user = await findUser(db, userId);
  const update = db.update(users).set({ blocked }).where(eq(users.id, userId)).returning();
  const action = activity(db, actor, blocked ? `حظر المشرف المستخدم ${userLabel(user)}` : `ألغى المشرف حظر المستخدم ${userLabel(user)}`, userChanges(user, { blocked }));
  const [updated] = blocked
    ? await db.batch([
        update,
        db
          .update(sessions)
          .set({ revokedAt: new Date(now) })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
        action,
      ])
    : await db.batch([update, action]);
  return updated[0];
}

/**
 * Deletes the user; they may sign up again as a new user. Their payments stay
 * in the log under the name and email they had (the row's user link is cleared
 * by the foreign key).
 */
export async function deleteUser(db: Db, actor: AdminActor, userId: string): Promise<void> {
  const user = await findUser(db, userId);
  await db.batch([
    db
      .update(payments)
      .set({ userName: sql`coalesce(${payments.userName}, ${user.displayName})`, userEmail: sql`coalesce(${payments.userEmail}, ${user.email})` })
      .where(eq(payments.userId, userId)),
    db.delete(users).where(eq(users.id, userId)),
    activity(db, actor, `حذف المشرف المستخدم ${userLabel(user)}`, userChanges(user, null)),
  ]);
}

/**
 * «تعديل الوصول» to an exact date: access ends at the end of the day the admin
 * chose in their zone, longer or shorter than now; the grant row records the days it moved
 * the end by (negative when it shortened it), from now for a user without access.
 */
export async function setAccessEnd(db: Db, actor: AdminActor, userId: string, endsOn: string, tzOffset: number, now = Date.now()): Promise<AccessChange> {
  const user = await findUser(db, userId);
  const premiumEnds = new Date(accessEndOf(endsOn, tzOffset));
  const from = hasAccess(user, now) ? user.premiumEnds!.getTime() : now;
  const days = Math.round((premiumEnds.getTime() - from) / DAY_MS);
  const premium = premiumEnds.getTime() > now;
  const [updated, , , followed] = await db.batch([
    db.update(users).set({ premiumEnds, isPremium: premium }).where(eq(users.id, userId)).returning(),
    db.insert(accessGrants).values({ userId, source: "admin", days, endsAt: premiumEnds }),
    activity(db, actor, `حدّد المشرف نهاية الوصول المميز لـ ${userLabel(user)}: ${endsOn}`, userChanges(user, { premiumEnds })),
    openRoomsFollow(db, userId, premium, now),
  ]);
  return { user: updated[0], rooms: { ids: followed.map((r) => r.id), premium } };
}
