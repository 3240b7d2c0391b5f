// Rules every game shares: who is waited for, when a phase may end early,
// kill-round points, ranks with ties, and refusing an action.
import type { RankedPlayer } from "../../../schema/game-views";
import { GAME_RULES, LIVE_LIMITS } from "../../../schema/limits";
import type { EnginePlayer, Step } from "../../engine/types";

export const isKillRound = (round: number, totalRounds: number) => round >= totalRounds;

/** Points of a round: the kill round multiplies every point. */
export const roundMultiplier = (round: number, totalRounds: number) => (isKillRound(round, totalRounds) ? GAME_RULES.killRoundMultiplier : 1);

export const deadlineAt = (now: number, seconds: number) => now + seconds * 1000;

/**
 * Whether a participant is still waited for: online, or offline for less than the grace
 * period, so a phone that drops for a moment (a reconnect storm, a tunnel) keeps its turn.
 * A player offline with no known time has been gone longer than anyone remembers.
 */
export function isWaitedFor(player: EnginePlayer, now: number): boolean {
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

/** Seated players in join order (the roster is kept that way). */
export const seatedIds = (players: EnginePlayer[]) => players.map((p) => p.playerId);

/**
 * Ids sorted by seat (join order), for lists of voters and accused. Ids no longer seated
 * come last in the order given: a vote cast before its voter left still counts.
 */
export function inSeatOrder(ids: string[], players: EnginePlayer[]): string[] {
  const seat = new Map(seatedIds(players).map((id, i) => [id, i]));
  const seatOf = (id: string) => seat.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...ids].sort((a, b) => seatOf(a) - seatOf(b));
}

/** Scores of seated players, highest first; equal scores share a rank (1, 1, 3). */
export function rankScores(scores: Record<string, number>, players: EnginePlayer[]): RankedPlayer[] {
  const sorted = players
    .filter((p) => p.playerId in scores)
    .map((p) => ({ playerId: p.playerId, score: scores[p.playerId] }))
    .sort((a, b) => b.score - a.score);
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || sorted[index - 1].score !== entry.score) rank = index + 1;
    return { ...entry, rank };
  });
}

/** Adds a zero score for players taking part for the first time. */
export function withScoresFor(scores: Record<string, number>, playerIds: string[]): Record<string, number> {
  const missing = playerIds.filter((id) => !(id in scores));
  return missing.length ? { ...scores, ...Object.fromEntries(missing.map((id) => [id, 0])) } : scores;
}

export const unchanged = <S>(state: S): Step<S> => ({ state, events: [] });

/** An invalid action: state unchanged, one error to the player who sent it. */
export function refuse<S>(state: S, playerId: string, action: string, message: string, extra: { code?: string; hint?: boolean } = {}): Step<S> {
  return { state, events: [{ to: playerId, type: "submission-error", data: { message, action, ...extra } }] };
}

/** The players a most-voted count picks: everyone tied at the top, none when nobody got a vote. */
export function topByCount(counts: Record<string, number>): string[] {
  const best = Math.max(0, ...Object.values(counts));
  return best > 0 ? Object.keys(counts).filter((id) => counts[id] === best) : [];
}

/** The step of a state, restating its phase's deadline (null: the phase waits for a person). */
export function withDeadline<S extends { phaseSeq: number; phaseEndsAt: number | null }>(state: S, extra: Partial<Step<S>> = {}): Step<S> {
  return { state, events: [], deadline: state.phaseEndsAt === null ? null : { phaseSeq: state.phaseSeq, at: state.phaseEndsAt }, ...extra };
}

/** A setting of the room, or its default. */
export function settingOf<K extends string>(limits: Record<K, { default: number }>, settings: Record<string, number>, key: K): number {
  return settings[key] ?? limits[key].default;
}

/** The `payload` object of a game action, or an empty one. */
export const payloadOf = (data: Record<string, unknown>) =>
  data.payload && typeof data.payload === "object" ? (data.payload as Record<string, unknown>) : {};

/** What every game's state has for the shared view fields. */
export interface PhaseClock<P extends string = string> {
  phase: P;
  phaseSeq: number;
  phaseEndsAt: number | null;
  phaseSeconds: number | null;
  round: number;
  totalRounds: number;
}

/**
 * The shared view fields of a phase. Once the game is over (`ended`), it is no longer
 * the kill round, so the chrome stops calling it one.
 */
export function phaseFields<P extends string>(state: PhaseClock<P>, ended: boolean) {
  return {
    currentPhase: state.phase,
    phaseSeq: state.phaseSeq,
    phaseEndsAt: state.phaseEndsAt,
    phaseDuration: state.phaseSeconds,
    roundNumber: state.round,
    totalRounds: state.totalRounds,
    isKillRound: !ended && isKillRound(state.round, state.totalRounds),
  };
}
