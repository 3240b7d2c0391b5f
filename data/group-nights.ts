// A group's nights in D1, as the room actor writes and reads them: a linked room's game recorded
// when it ends (the turns, each member's lie and vote, the ranking, the season's points), a
// ghost's game recorded beside the night, and the deal a ghost is dealt (the night's turns with
// the lies its members and earlier ghosts wrote). One batch each, so a night is all or nothing.
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { seasonOf, type NightRankingEntry, type NightTurn, type StoredTurn } from "../schema/api/groups";
import { groupGhosts, groupMembers, groupNights, groupNightTexts, groups, groupSeasonPoints } from "../schema/db";
import { GROUPS, type GameType } from "../schema/limits";
import type { Db } from "./db";

/** A player of the linked room when its game ended. */
export interface NightPlayer {
  playerId: string;
  userId: string | null;
  nickname: string;
  points: number;
}

export interface NightRecord {
  groupId: string;
  roomId: string;
  gameType: GameType;
  playedAt: number;
  players: NightPlayer[];
  turns: NightTurn[];
}

/** A ghost's game: the turns as the ghost room played them (turn index, the ghost's lie and vote). */
export interface GhostRecord {
  groupId: string;
  nightId: string;
  memberId: string;
  points: number;
  playedAt: number;
  turns: { index: number; lie: string | null; vote: string | null }[];
}

/** What a ghost is dealt: the night's turns in order, each with the lies written for it by author key. */
export interface GhostDeal {
  title: string;
  gameType: GameType;
  /** `index`: the turn's place in the stored night (turns about a removed member are skipped, so it may jump). */
  turns: (StoredTurn & { index: number; lies: Record<string, string> })[];
}

type MemberRow = { id: string; guestId: string | null; userId: string | null };

/** The member a player is: by account, or by the guest id the player played with (the same device). */
export function memberOfPlayer(members: readonly MemberRow[], player: Pick<NightPlayer, "playerId" | "userId">): MemberRow | undefined {
  return members.find((m) => (player.userId && m.userId === player.userId) || m.guestId === player.playerId || m.userId === player.playerId);
}

/**
 * Records a linked room's ended game. Only members' texts are kept (a visitor who is not a
 * member is named in the ranking, nothing more); members' points add to the night's season, and
 * the night's winners (the top score, when above zero) count a win. The group keeps its newest
 * GROUPS.nightsKept nights. False when the group is gone.
 */
export async function recordNight(db: Db, record: NightRecord, nightId = crypto.randomUUID()): Promise<boolean> {
  const group = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, record.groupId)).get();
  if (!group) return false;
  const members = await db.select({ id: groupMembers.id, guestId: groupMembers.guestId, userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, record.groupId));
  const memberOf = new Map(record.players.map((p) => [p.playerId, memberOfPlayer(members, p)?.id ?? null]));
  const ranking: NightRankingEntry[] = [...record.players]
    .sort((a, b) => b.points - a.points)
    .map((p) => ({ memberId: memberOf.get(p.playerId) ?? null, nickname: p.nickname, points: p.points, ghost: false }));
  const turns: StoredTurn[] = record.turns.map(({ lies: _lies, votes: _votes, subjectId, ...turn }) => {
    if (subjectId === undefined) return turn;
    const subjectMemberId = memberOf.get(subjectId) ?? null;
    // A visitor's own answer about themselves is theirs, not the group's: their turn keeps no truth to replay.
    return { ...turn, subjectMemberId };
  });
  const season = seasonOf(record.playedAt);
  const top = Math.max(0, ...record.players.map((p) => p.points));
  const texts = record.turns.flatMap((turn, index) =>
    record.players.flatMap((p) => {
      const memberId = memberOf.get(p.playerId);
      const lie = turn.lies[p.playerId] ?? null;
      const vote = turn.votes[p.playerId] ?? null;
      return memberId && (lie !== null || vote !== null) ? [{ nightId, memberId, turn: index, lie, vote }] : [];
    }),
  );
  const seasonRows = record.players.flatMap((p) => {
    const memberId = memberOf.get(p.playerId);
    return memberId ? [{ groupId: record.groupId, season, memberId, points: p.points, games: 1, wins: top > 0 && p.points === top ? 1 : 0 }] : [];
  });
  const keep = db.select({ id: groupNights.id }).from(groupNights).where(eq(groupNights.groupId, record.groupId)).orderBy(desc(groupNights.playedAt)).limit(GROUPS.nightsKept);
  await db.batch([
    db.insert(groupNights).values({
      id: nightId,
      groupId: record.groupId,
      roomId: record.roomId,
      gameType: record.gameType,
      season,
      playedAt: new Date(record.playedAt),
      turnsJson: JSON.stringify(turns),
      rankingJson: JSON.stringify(ranking),
    }),
    ...chunks(texts, 10).map((rows) => db.insert(groupNightTexts).values(rows)),
    ...seasonRows.map((row) =>
      db
        .insert(groupSeasonPoints)
        .values(row)
        .onConflictDoUpdate({
          target: [groupSeasonPoints.groupId, groupSeasonPoints.season, groupSeasonPoints.memberId],
          set: { points: sql`${groupSeasonPoints.points} + ${row.points}`, games: sql`${groupSeasonPoints.games} + 1`, wins: sql`${groupSeasonPoints.wins} + ${row.wins}` },
        }),
    ),
    db.delete(groupNights).where(and(eq(groupNights.groupId, record.groupId), notInArray(groupNights.id, keep))),
  ]);
  return true;
}

/** D1 binds at most 100 parameters a statement: texts go in small inserts. */
function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * The night a member may play «من بعيد»: null when the night is gone, the member is not (or no
 * longer) in its group, played it, or played it already as a ghost. Lies are keyed `m:<memberId>`
 * and include earlier ghosts'; a removed member's lies left with them.
 */
export async function ghostDeal(db: Db, nightId: string, memberId: string): Promise<GhostDeal | null> {
  const night = await db
    .select({ night: groupNights, nameAr: groups.nameAr })
    .from(groupNights)
    .innerJoin(groups, eq(groups.id, groupNights.groupId))
    .where(eq(groupNights.id, nightId))
    .get();
  if (!night) return null;
  const member = await db
    .select({ id: groupMembers.id })
    .from(groupMembers)
    .where(and(eq(groupMembers.id, memberId), eq(groupMembers.groupId, night.night.groupId)))
    .get();
  if (!member) return null;
  const ranking = JSON.parse(night.night.rankingJson) as NightRankingEntry[];
  if (ranking.some((r) => r.memberId === memberId)) return null;
  const ghosted = await db.select({ m: groupGhosts.memberId }).from(groupGhosts).where(and(eq(groupGhosts.nightId, nightId), eq(groupGhosts.memberId, memberId))).get();
  if (ghosted) return null;
  const texts = await db.select().from(groupNightTexts).where(eq(groupNightTexts.nightId, nightId));
  const stored = JSON.parse(night.night.turnsJson) as StoredTurn[];
  const turns = stored
    .map((turn, index) => ({ turn, index }))
    // A «عنّا» turn about someone no longer in the group (or never in it) has no truth to find.
    .filter(({ turn }) => turn.subjectMemberId !== null)
    .map(({ turn, index }) => ({
      ...turn,
      index,
      lies: Object.fromEntries(texts.filter((t) => t.turn === index && t.lie !== null).map((t) => [`m:${t.memberId}`, t.lie!])),
    }));
  return { title: night.nameAr, gameType: night.night.gameType as GameType, turns };
}

/** Records a ghost's game beside the night: their points (ranked «من بعيد») and their lie and vote per turn, shown to the next ghost. */
export async function recordGhost(db: Db, record: GhostRecord): Promise<boolean> {
  const member = await db
    .select({ id: groupMembers.id })
    .from(groupMembers)
    .innerJoin(groupNights, eq(groupNights.groupId, groupMembers.groupId))
    .where(and(eq(groupMembers.id, record.memberId), eq(groupNights.id, record.nightId)))
    .get();
  if (!member) return false;
  const texts = record.turns
    .filter((t) => t.lie !== null || t.vote !== null)
    .map((t) => ({ nightId: record.nightId, memberId: record.memberId, turn: t.index, lie: t.lie, vote: t.vote, ghost: true }));
  await db.batch([
    db.insert(groupGhosts).values({ nightId: record.nightId, memberId: record.memberId, points: record.points, playedAt: new Date(record.playedAt) }),
    ...chunks(texts, 10).map((rows) => db.insert(groupNightTexts).values(rows)),
  ]);
  return true;
}
