// Who a phase waits for. Shared by the phase driver and the games' own counts.
import { LIVE_LIMITS } from "../../schema/limits";
import type { EnginePlayer } from "./types";

/** Seated players in join order (the roster is kept that way). */
export const seatedIds = (players: EnginePlayer[]) => players.map((p) => p.playerId);

/**
 * Whether a participant is still waited for: online, or offline for less than the grace
 * period, so a phone that drops for a moment (a reconnect storm, a tunnel) keeps its turn.
 * A player offline with no known time has been gone longer than anyone remembers.
 */
export function isWaitedFor(player: EnginePlayer, now: number): boolean {
  // A player who pressed «خروج» is never waited for: leaving releases the phase at once.
  if (player.hasLeft) return false;
  return player.isOnline || (player.offlineSince != null && now - player.offlineSince < LIVE_LIMITS.turnGraceMs);
}

/**
 * Whether a phase may end before its deadline: someone is still waited for and every
 * participant waited for has acted. Players offline past the grace period are not waited
 * for, but a room where everyone's phone sleeps keeps its timer instead of racing through phases.
 */
export function everyoneWaitedForActed(players: EnginePlayer[], participants: string[], acted: (playerId: string) => boolean, now: number): boolean {
  const waited = players.filter((p) => participants.includes(p.playerId) && isWaitedFor(p, now));
  return waited.length > 0 && waited.every((p) => acted(p.playerId));
}

/** Adds a zero score for players taking part for the first time (the same object when none is new). */
export function withScoresFor(scores: Record<string, number>, playerIds: string[]): Record<string, number> {
  const missing = playerIds.filter((id) => !(id in scores));
  return missing.length ? { ...scores, ...Object.fromEntries(missing.map((id) => [id, 0])) } : scores;
}
