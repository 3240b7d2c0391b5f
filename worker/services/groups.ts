// «مجلسنا» (groups): who the caller is in a group, making and joining one, leaving and removing,
// the group's page (members, the season's table, the nights with ghosts ranked «من بعيد»), and a
// room's link to a group or to a night a ghost replays. Every read of a group's nights is for its
// members only. Queries live here; the routes (worker/routes/groups.ts) only validate and answer.
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import { countText } from "../../schema/arabic-count";
import {
  GHOST_GAME_TYPES,
  GROUPS_COUNT,
  MEMBERS,
  seasonOf,
  type GroupMemberView,
  type GroupView,
  type NightRankingEntry,
  type NightView,
  type SeasonRow,
  type StoredTurn,
} from "../../schema/api/groups";
import { groupGhosts, groupMembers, groupNights, groupNightTexts, groups, groupSeasonPoints } from "../../schema/db";
import { GROUPS, ROOM_CODE, type GameType } from "../../schema/limits";
import { nicknameKey } from "../../durable-objects/room/room-record";
import type { AppEnv } from "../app-env";
import type { Db } from "../../data/db";
import { clientAddress } from "../lib/client-address";
import { HttpError } from "../lib/errors";
import { hasListedWord } from "./family-filter";
import { cryptoRandomInt } from "./room-codes";
import { takeInWindow } from "./window-quota";

export type GroupRow = typeof groups.$inferSelect;
export type MemberRow = typeof groupMembers.$inferSelect;

/** Who calls: an account, a guest (the signed guest cookie), or both when a guest signed in on this device. */
export interface Caller {
  userId: string | null;
  guestId: string | null;
}

const MAX_CODE_ATTEMPTS = 8;
const NOT_FOUND = "لا يوجد مجلس بهذا الرمز، يُرجى التحقق من الرابط";
const MEMBERS_ONLY = "هذا المجلس لأعضائه فقط: انضموا إليه باسمكم لرؤية سهراته";

export function callerOf(c: Context<AppEnv>): Caller {
  const userId = c.get("user")?.id ?? null;
  const guestId = c.get("guestId");
  if (!userId && !guestId) throw new HttpError(401, "unauthenticated", "يلزم تسجيل الدخول أو الدخول كضيف لاستخدام المجالس");
  return { userId, guestId };
}

/** A member row of the caller's: by account, or by this device's guest id. */
const callerMatch = (caller: Caller) =>
  or(caller.userId ? eq(groupMembers.userId, caller.userId) : sql`0`, caller.guestId ? eq(groupMembers.guestId, caller.guestId) : sql`0`);

/** A new group code: GROUPS.codeLength characters of the room-code alphabet. */
export function newGroupCode(random: (n: number) => number = cryptoRandomInt): string {
  let code = "";
  for (let i = 0; i < GROUPS.codeLength; i++) code += ROOM_CODE.alphabet[random(ROOM_CODE.alphabet.length)];
  return code;
}

async function takeQuota(c: Context<AppEnv>, kind: "create" | "join" | "lookup") {
  const address = clientAddress(c);
  const db = c.get("db");
  if (kind === "lookup")
    return takeInWindow(c, db, `group-lookup:addr:${address}`, GROUPS.lookupsPerAddressPerMinute, 60_000, {
      code: "group_lookup_limit",
      message: "طُلبت مجالس كثيرة في دقيقة واحدة، يُرجى الانتظار دقيقة والمحاولة مرة أخرى",
    });
  const limit = kind === "create" ? GROUPS.createsPerAddressPerHour : GROUPS.joinsPerAddressPerHour;
  return takeInWindow(c, db, `group-${kind}:addr:${address}`, limit, 3_600_000, {
    code: "group_quota",
    message: "وصلتم إلى حد المجالس في هذه الساعة من هذه الشبكة، يُرجى المحاولة بعد ساعة",
  });
}

async function refuseListedWords(db: Db, fields: { field: string; value: string | undefined; message: string }[]) {
  for (const f of fields) if (f.value && (await hasListedWord(db, [f.value]))) throw new HttpError(400, "family_filter", f.message, [{ field: f.field, message: f.message }]);
}

const NICKNAME_UNFIT = "اسمك في المجلس غير مناسب للعب العائلي، يُرجى اختيار اسم آخر";

/** The groups the caller belongs to, at most GROUPS.perIdentity. */
async function refuseOverGroupLimit(db: Db, caller: Caller) {
  const row = await db.select({ n: count() }).from(groupMembers).where(callerMatch(caller)).get();
  if ((row?.n ?? 0) >= GROUPS.perIdentity)
    throw new HttpError(409, "group_limit", `يمكنك الانضمام إلى ${countText(GROUPS.perIdentity, GROUPS_COUNT)} على الأكثر، يُرجى مغادرة مجلس أولًا`);
}

/** POST /api/groups: a new group under a fresh code, its maker its first member (and owner). */
export async function createGroup(c: Context<AppEnv>, body: { nameAr: string; nickname?: string }): Promise<string> {
  const db = c.get("db");
  const caller = callerOf(c);
  const nickname = body.nickname ?? c.get("user")?.displayName ?? null;
  if (!nickname) throw new HttpError(400, "validation_error", "يلزم كتابة اسمك في المجلس", [{ field: "nickname", message: "يلزم كتابة اسمك في المجلس" }]);
  await takeQuota(c, "create");
  await refuseListedWords(db, [
    { field: "nameAr", value: body.nameAr, message: "اسم المجلس غير مناسب للعب العائلي، يُرجى اختيار اسم آخر" },
    { field: "nickname", value: nickname, message: NICKNAME_UNFIT },
  ]);
  await refuseOverGroupLimit(db, caller);
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const code = newGroupCode();
    const id = crypto.randomUUID();
    const inserted = await db.insert(groups).values({ id, code, nameAr: body.nameAr }).onConflictDoNothing().returning({ id: groups.id });
    if (!inserted.length) continue;
    await db.insert(groupMembers).values({ id: crypto.randomUUID(), groupId: id, nickname, guestId: caller.guestId, userId: caller.userId, isOwner: true });
    return code;
  }
  throw new HttpError(503, "group_code_exhausted", "تعذّر إنشاء مجلس الآن، يُرجى المحاولة مرة أخرى");
}

export async function groupByCode(db: Db, code: string): Promise<GroupRow> {
  const group = await db.select().from(groups).where(eq(groups.code, code)).get();
  if (!group) throw new HttpError(404, "group_not_found", NOT_FOUND);
  return group;
}

/**
 * The caller's member row in the group, or null. A guest member who has since signed in on the
 * same device (the guest cookie stays) is linked to the account here, so their history follows
 * the account to other devices.
 */
export async function memberOf(db: Db, group: GroupRow, caller: Caller): Promise<MemberRow | null> {
  const rows = await db.select().from(groupMembers).where(and(eq(groupMembers.groupId, group.id), callerMatch(caller)));
  const byUser = rows.find((m) => caller.userId && m.userId === caller.userId);
  if (byUser) return byUser;
  const byGuest = rows.find((m) => caller.guestId && m.guestId === caller.guestId) ?? null;
  if (byGuest && caller.userId && !byGuest.userId) {
    await db.update(groupMembers).set({ userId: caller.userId }).where(and(eq(groupMembers.id, byGuest.id), isNull(groupMembers.userId)));
    return { ...byGuest, userId: caller.userId };
  }
  return byGuest;
}

export async function requireMember(c: Context<AppEnv>, code: string, lookup = true): Promise<{ group: GroupRow; member: MemberRow }> {
  const caller = callerOf(c);
  if (lookup) await takeQuota(c, "lookup");
  const db = c.get("db");
  const group = await groupByCode(db, code);
  const member = await memberOf(db, group, caller);
  // 403, not 404: the code is the invitation, and whoever holds it may join; the page offers the join form.
  if (!member) throw new HttpError(403, "not_member", MEMBERS_ONLY);
  return { group, member };
}

/** POST /api/groups/{code}/members: joins (201), or renames the caller's own membership (200). */
export async function joinGroup(c: Context<AppEnv>, code: string, nickname: string): Promise<{ member: GroupMemberView; created: boolean }> {
  const db = c.get("db");
  const caller = callerOf(c);
  await takeQuota(c, "join");
  const group = await groupByCode(db, code);
  await refuseListedWords(db, [{ field: "nickname", value: nickname, message: NICKNAME_UNFIT }]);
  const existing = await memberOf(db, group, caller);
  const members = await db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
  const key = nicknameKey(nickname);
  if (members.some((m) => m.id !== existing?.id && nicknameKey(m.nickname) === key))
    throw new HttpError(409, "duplicate_nickname", "هذا الاسم مستخدم في المجلس، يُرجى اختيار اسم آخر", [{ field: "nickname", message: "هذا الاسم مستخدم في المجلس" }]);
  if (existing) {
    await db.update(groupMembers).set({ nickname }).where(eq(groupMembers.id, existing.id));
    return { member: { id: existing.id, nickname, isOwner: existing.isOwner }, created: false };
  }
  if (members.length >= GROUPS.membersMax) throw new HttpError(409, "group_full", `اكتمل المجلس: ${countText(GROUPS.membersMax, MEMBERS)} على الأكثر`);
  await refuseOverGroupLimit(db, caller);
  const id = crypto.randomUUID();
  await db.insert(groupMembers).values({ id, groupId: group.id, nickname, guestId: caller.guestId, userId: caller.userId, isOwner: members.length === 0 });
  return { member: { id, nickname, isOwner: members.length === 0 }, created: true };
}

/**
 * A member goes (leaving, or removed by the owner): their row goes, and with it every text they
 * wrote (lies, votes, ghost games: foreign keys), their season points, and the truths they gave
 * about themselves in «عنّا» (those turns are not dealt to future ghosts). The night's ranking
 * keeps their name and score. The owner's role passes to the longest-standing member; a group
 * left empty is deleted.
 */
export async function removeMember(db: Db, group: GroupRow, member: MemberRow): Promise<void> {
  const nights = await db.select({ id: groupNights.id, turnsJson: groupNights.turnsJson }).from(groupNights).where(eq(groupNights.groupId, group.id));
  const rewrites = nights.flatMap((night) => {
    const turns = JSON.parse(night.turnsJson) as StoredTurn[];
    if (!turns.some((t) => t.subjectMemberId === member.id)) return [];
    const scrubbed = turns.map((t) => (t.subjectMemberId === member.id ? { ...t, subjectMemberId: null, truth: "", subject: "" } : t));
    return [db.update(groupNights).set({ turnsJson: JSON.stringify(scrubbed) }).where(eq(groupNights.id, night.id))];
  });
  await db.batch([db.delete(groupMembers).where(eq(groupMembers.id, member.id)), ...rewrites]);
  const rest = await db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)).orderBy(asc(groupMembers.joinedAt));
  if (rest.length === 0) await db.delete(groups).where(eq(groups.id, group.id));
  else if (!rest.some((m) => m.isOwner)) await db.update(groupMembers).set({ isOwner: true }).where(eq(groupMembers.id, rest[0].id));
}

/** DELETE /api/groups/{code}/members/{memberId}: the owner removes someone else (leaving is the member's own route). */
export async function removeOther(db: Db, group: GroupRow, owner: MemberRow, memberId: string): Promise<void> {
  if (!owner.isOwner) throw new HttpError(403, "not_group_owner", "إزالة الأعضاء لصاحب المجلس فقط");
  if (memberId === owner.id) throw new HttpError(400, "use_leave", "لمغادرة المجلس استخدموا «مغادرة المجلس»");
  const target = await db.select().from(groupMembers).where(and(eq(groupMembers.id, memberId), eq(groupMembers.groupId, group.id))).get();
  if (!target) throw new HttpError(404, "member_not_found", "هذا العضو ليس في المجلس");
  await removeMember(db, group, target);
}

const memberView = (m: MemberRow): GroupMemberView => ({ id: m.id, nickname: m.nickname, isOwner: m.isOwner });

/** GET /api/groups/{code}: the page of a member. */
export async function groupView(db: Db, group: GroupRow, me: MemberRow, season = seasonOf(Date.now())): Promise<GroupView> {
  const members = await db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)).orderBy(asc(groupMembers.joinedAt));
  const nickname = new Map(members.map((m) => [m.id, m.nickname]));
  const points = await db
    .select()
    .from(groupSeasonPoints)
    .where(and(eq(groupSeasonPoints.groupId, group.id), eq(groupSeasonPoints.season, season)))
    .orderBy(desc(groupSeasonPoints.points), desc(groupSeasonPoints.wins));
  const seasons = await db
    .selectDistinct({ season: groupSeasonPoints.season })
    .from(groupSeasonPoints)
    .where(eq(groupSeasonPoints.groupId, group.id))
    .orderBy(desc(groupSeasonPoints.season))
    .limit(GROUPS.seasonsListed);
  const nights = await db.select().from(groupNights).where(eq(groupNights.groupId, group.id)).orderBy(desc(groupNights.playedAt)).limit(GROUPS.nightsKept);
  const ghosts = nights.length
    ? await db
        .select()
        .from(groupGhosts)
        .where(
          inArray(
            groupGhosts.nightId,
            nights.map((n) => n.id),
          ),
        )
    : [];
  const seasonRows: SeasonRow[] = points.map((p) => ({ memberId: p.memberId, nickname: nickname.get(p.memberId) ?? "", points: p.points, games: p.games, wins: p.wins }));
  return {
    code: group.code,
    nameAr: group.nameAr,
    me: memberView(me),
    members: members.map(memberView),
    seasonId: season,
    seasons: [...new Set([seasonOf(Date.now()), ...seasons.map((s) => s.season)])].sort().reverse(),
    season: seasonRows,
    nights: nights.map((n) => nightView(n, ghosts.filter((g) => g.nightId === n.id), nickname, me.id)),
  };
}

function nightView(night: typeof groupNights.$inferSelect, ghosts: (typeof groupGhosts.$inferSelect)[], nickname: Map<string, string>, me: string): NightView {
  const played = JSON.parse(night.rankingJson) as NightRankingEntry[];
  const ranking = [...played, ...ghosts.map((g) => ({ memberId: g.memberId, nickname: nickname.get(g.memberId) ?? "", points: g.points, ghost: true }))].sort(
    // Ghosts rank among the night's players by points; at a tie, those who played it that night first.
    (a, b) => b.points - a.points || Number(a.ghost) - Number(b.ghost),
  );
  const ghostable = (GHOST_GAME_TYPES as readonly string[]).includes(night.gameType) && !ranking.some((r) => r.memberId === me);
  return { id: night.id, gameType: night.gameType as GameType, playedAt: night.playedAt.toISOString(), ranking, ghostable };
}

/** GET /api/groups/mine: the caller's groups, for the landing page's list. */
export async function myGroups(db: Db, caller: Caller) {
  const rows = await db
    .select({ code: groups.code, nameAr: groups.nameAr, nickname: groupMembers.nickname })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(callerMatch(caller))
    .orderBy(desc(groupMembers.joinedAt));
  return { groups: rows };
}

/** GET /api/groups/mine/texts: everything the caller wrote in groups (their data export's group part). */
export async function myGroupTexts(db: Db, caller: Caller) {
  const memberships = await db
    .select({ member: groupMembers, code: groups.code, nameAr: groups.nameAr })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(callerMatch(caller));
  const out = [];
  for (const m of memberships) {
    const texts = await db
      .select({ text: groupNightTexts, playedAt: groupNights.playedAt })
      .from(groupNightTexts)
      .innerJoin(groupNights, eq(groupNights.id, groupNightTexts.nightId))
      .where(eq(groupNightTexts.memberId, m.member.id))
      .orderBy(asc(groupNights.playedAt), asc(groupNightTexts.turn));
    out.push({
      code: m.code,
      nameAr: m.nameAr,
      nickname: m.member.nickname,
      texts: texts.map(({ text, playedAt }) => ({ nightId: text.nightId, playedAt: playedAt.toISOString(), turn: text.turn, lie: text.lie, vote: text.vote, ghost: text.ghost })),
    });
  }
  return { groups: out };
}

/** DELETE /api/groups/mine: the caller leaves every group, and every text they wrote goes with them. */
export async function deleteMyGroupData(db: Db, caller: Caller): Promise<number> {
  const memberships = await db
    .select({ member: groupMembers, group: groups })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(callerMatch(caller));
  for (const { member, group } of memberships) await removeMember(db, group, member);
  return memberships.length;
}

// ---------- rooms linked to a group ----------

/** `POST /api/rooms { groupCode }`: only a member may open a room for the group. */
export async function roomGroupLink(c: Context<AppEnv>, groupCode: string) {
  const { group } = await requireMember(c, groupCode, false);
  return { groupId: group.id };
}

/**
 * `POST /api/rooms { ghostOf }`: a member of the night's group who neither played it nor played
 * it as a ghost yet, for a game ghosts can replay; the body's game must be the night's.
 */
export async function ghostRoomLink(c: Context<AppEnv>, nightId: string, gameType: GameType) {
  const db = c.get("db");
  const caller = callerOf(c);
  const night = await db.select().from(groupNights).where(eq(groupNights.id, nightId)).get();
  const NIGHT_GONE = "لا توجد سهرة بهذا المعرّف";
  if (!night) throw new HttpError(404, "night_not_found", NIGHT_GONE);
  const group = await db.select().from(groups).where(eq(groups.id, night.groupId)).get();
  const member = group ? await memberOf(db, group, caller) : null;
  // A non-member hears the same as a missing night: a night's id tells outsiders nothing.
  if (!group || !member) throw new HttpError(404, "night_not_found", NIGHT_GONE);
  if (!(GHOST_GAME_TYPES as readonly string[]).includes(night.gameType)) throw new HttpError(400, "ghost_unavailable", "لا يمكن لعب سهرات هذه اللعبة من بعيد");
  if (night.gameType !== gameType) throw new HttpError(400, "ghost_game_mismatch", "هذه السهرة كانت للعبة أخرى", [{ field: "gameType", message: "هذه السهرة كانت للعبة أخرى" }]);
  const ranking = JSON.parse(night.rankingJson) as NightRankingEntry[];
  if (ranking.some((r) => r.memberId === member.id)) throw new HttpError(409, "night_played", "هذه السهرة لُعبت بحضورك، فلا تُلعب من بعيد");
  const ghosted = await db
    .select({ m: groupGhosts.memberId })
    .from(groupGhosts)
    .where(and(eq(groupGhosts.nightId, nightId), eq(groupGhosts.memberId, member.id)))
    .get();
  if (ghosted) throw new HttpError(409, "night_played", "سبق لعب هذه السهرة من بعيد بهذه العضوية");
  return { groupId: group.id, ghost: { nightId, memberId: member.id } };
}
