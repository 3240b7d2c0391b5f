// A room in teams: the host's count deals the seats into balanced teams, a late joiner goes to
// the smallest, the host moves a player, and every game's points add up per team. Pure: the
// record keeps each team's members in the order they came; what everyone sees is filtered to the
// seats that are still there, so a seat freed by any path (a kick, a lapse, «خروج» in the lobby)
// leaves its team without each of those paths knowing about teams.
import { TEAM_NAMES, TEAMS } from "../../schema/limits";
import type { TeamView } from "../../schema/protocol";
import type { LiveError } from "./room-record";

/** One team as the room stores it; `playerIds` may still hold a seat that has since gone. */
export interface TeamRecord {
  id: string;
  nameAr: string;
  playerIds: string[];
}

interface Seated {
  seats: Record<string, { joinedAt: number }>;
  teams?: TeamRecord[];
}

export const TEAM_TEXT = {
  badCount: `عدد الفرق صفر أو من ${TEAMS.minCount} إلى ${TEAMS.maxCount}`,
  noTeams: "الغرفة ليست مقسّمة إلى فرق",
  noPlayer: "هذا اللاعب ليس في الغرفة",
  noTeam: "هذا الفريق غير موجود",
  required: `الغرفة فيها أكثر من ${TEAMS.requiredAbove} لاعبين، يُرجى تقسيمها إلى فرق قبل بدء اللعبة`,
  emptyTeam: "في الغرفة فريق بلا لاعبين، يُرجى نقل لاعب إليه أو تقليل عدد الفرق",
} as const;

const seatOrder = (room: Seated) =>
  Object.entries(room.seats)
    .sort(([, a], [, b]) => a.joinedAt - b.joinedAt)
    .map(([id]) => id);

/**
 * The seats dealt into `count` teams in join order, one to each team in turn: sizes differ by
 * one at most, and people who came in together (one family, one car) are spread over the teams.
 */
export function dealTeams(room: Seated, count: number): TeamRecord[] {
  const teams: TeamRecord[] = Array.from({ length: count }, (_, i) => ({ id: `t${i + 1}`, nameAr: TEAM_NAMES[i], playerIds: [] }));
  seatOrder(room).forEach((id, i) => teams[i % count].playerIds.push(id));
  return teams;
}

/** Each team with only the seats still in the room. */
export function seatedTeams(room: Seated): TeamRecord[] | undefined {
  return room.teams?.map((t) => ({ ...t, playerIds: t.playerIds.filter((id) => id in room.seats) }));
}

/** The team of a player, if the room plays in teams and they are in one. */
export function teamOf(room: Pick<Seated, "teams">, playerId: string): string | undefined {
  return room.teams?.find((t) => t.playerIds.includes(playerId))?.id;
}

/** A new seat joins the team with the fewest seated players (the first of equals). */
export function withNewcomer(room: Seated, playerId: string): TeamRecord[] | undefined {
  if (!room.teams || teamOf(room, playerId)) return room.teams;
  const sizes = seatedTeams(room)!.map((t) => t.playerIds.length);
  const smallest = sizes.indexOf(Math.min(...sizes));
  return room.teams.map((t, i) => (i === smallest ? { ...t, playerIds: [...t.playerIds, playerId] } : t));
}

/** A seat gone for good leaves its team. */
export function withoutMember(teams: TeamRecord[] | undefined, playerId: string): TeamRecord[] | undefined {
  if (!teams?.some((t) => t.playerIds.includes(playerId))) return teams;
  return teams.map((t) => (t.playerIds.includes(playerId) ? { ...t, playerIds: t.playerIds.filter((id) => id !== playerId) } : t));
}

/** The host's move: the player leaves their team and joins `teamId` at its end. */
export function moveToTeam(room: Seated, playerId: string, teamId: string): TeamRecord[] | LiveError {
  if (!room.teams) return { code: "invalid_action", message: TEAM_TEXT.noTeams };
  if (!(playerId in room.seats)) return { code: "invalid_target", message: TEAM_TEXT.noPlayer };
  if (!room.teams.some((t) => t.id === teamId)) return { code: "invalid_target", message: TEAM_TEXT.noTeam };
  if (teamOf(room, playerId) === teamId) return room.teams;
  return withoutMember(room.teams, playerId)!.map((t) => (t.id === teamId ? { ...t, playerIds: [...t.playerIds, playerId] } : t));
}

/**
 * Whether a game may start as the room is split: above TEAMS.requiredAbove seats it needs teams,
 * and in teams every team needs a player.
 */
export function teamsRefusal(room: Seated): LiveError | null {
  const teams = seatedTeams(room);
  if (!teams) return Object.keys(room.seats).length > TEAMS.requiredAbove ? { code: "teams_required", message: TEAM_TEXT.required } : null;
  return teams.some((t) => t.playerIds.length === 0) ? { code: "teams_required", message: TEAM_TEXT.emptyTeam } : null;
}

/** What everyone sees of the teams. */
export function teamsView(room: Seated): TeamView[] | undefined {
  return seatedTeams(room)?.map(({ id, nameAr, playerIds }) => ({ id, nameAr, playerIds }));
}

/** Each team's points: the sum of its seated members' scores. */
export function teamScores(teams: TeamView[], scores: Record<string, number>): Record<string, number> {
  return Object.fromEntries(teams.map((t) => [t.id, t.playerIds.reduce((sum, id) => sum + (scores[id] ?? 0), 0)]));
}
