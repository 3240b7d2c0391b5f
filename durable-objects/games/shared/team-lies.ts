// A lie game played in teams (docs/decisions.md, «a gathering of forty»): every member may
// propose a lie, and any member may pick one of the team's proposals; the team's lie is the
// pick, or else the last proposal standing when the writing ends. A member is done once they
// proposed or their team picked, so a team that agrees early never waits for its slowest
// phone. Everyone still votes alone. Without teams every player's lie stands, as before.
import type { TeamLieView } from "../../../schema/game-views";
import type { EnginePlayer } from "../../engine/types";

/** What the game keeps of its teams' writing: the picks of this turn, by team. */
export interface TeamPicks {
  /** Team id → the member whose proposal the team picked. */
  teamPicks?: Record<string, string>;
}

/** Whether the players are split into teams (the room sets `teamId` on every seat then). */
export const inTeams = (players: EnginePlayer[]) => players.some((p) => p.teamId !== undefined);

/** Each player's team, by id. */
export const teamIndex = (players: EnginePlayer[]): Record<string, string> =>
  Object.fromEntries(players.flatMap((p) => (p.teamId ? [[p.playerId, p.teamId]] : [])));

/**
 * The lies that go to the vote, by author: in teams one per team (its pick, or its last proposal),
 * otherwise every lie. A proposal of someone no longer in a team stands for nobody.
 */
export function teamLies(players: EnginePlayer[], lies: Record<string, string>, picks: Record<string, string> | undefined): Record<string, string> {
  if (!inTeams(players)) return lies;
  const team = teamIndex(players);
  const chosen: Record<string, string> = {};
  // Proposals are kept in the order they came, so the last one seen is the last proposed.
  for (const author of Object.keys(lies)) if (team[author]) chosen[team[author]] = author;
  for (const [teamId, author] of Object.entries(picks ?? {})) if (author in lies && team[author] === teamId) chosen[teamId] = author;
  return Object.fromEntries(Object.values(chosen).map((author) => [author, lies[author]]));
}

/** Whether a member is done writing: they proposed, or their team picked its lie. */
export function wroteOrPicked(players: EnginePlayer[], lies: Record<string, string>, picks: Record<string, string> | undefined) {
  const team = teamIndex(players);
  return (playerId: string) => playerId in lies || (!!team[playerId] && !!picks?.[team[playerId]]);
}

/** A member's pick: refused unless the author is in their team and proposed; the same pick again changes nothing. */
export function pickRefusal(players: EnginePlayer[], lies: Record<string, string>, playerId: string, authorId: string): string | null {
  const team = teamIndex(players);
  if (!team[playerId]) return TEAM_LIE_TEXT.notInTeam;
  if (team[authorId] !== team[playerId] || !(authorId in lies)) return TEAM_LIE_TEXT.notTeamProposal;
  return null;
}

/** The picks with one more: the team of `playerId` takes `authorId`'s proposal. */
export function withPick(players: EnginePlayer[], picks: Record<string, string> | undefined, playerId: string, authorId: string): Record<string, string> {
  return { ...picks, [teamIndex(players)[playerId]]: authorId };
}

/** What a member sees of their team's writing: the proposals in the order they came, and the pick. */
export function teamLieView(players: EnginePlayer[], lies: Record<string, string>, picks: Record<string, string> | undefined, playerId: string): TeamLieView | null {
  const team = teamIndex(players);
  const teamId = team[playerId];
  if (!teamId) return null;
  const proposals = Object.keys(lies)
    .filter((author) => team[author] === teamId)
    .map((author) => ({ playerId: author, answer: lies[author] }));
  return { teamId, proposals, pick: picks?.[teamId] ?? null };
}

export const TEAM_LIE_TEXT = {
  notInTeam: "اللعب الآن بالفرق، ويمكن اعتماد كذبة فريقك فقط",
  notTeamProposal: "هذه الكذبة ليست من اقتراحات فريقك",
} as const;
