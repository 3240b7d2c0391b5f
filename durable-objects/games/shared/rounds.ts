// Scoring and view helpers every game shares: kill-round points, ranks with ties, seat
// order, the shared view fields. The phase clock and the waits live in the engine.
import { AUDIENCE_TEAM_ID } from "../../../schema/audience-team";
import type { RankedPlayer } from "../../../schema/game-views";
import { GAME_RULES } from "../../../schema/limits";
import { seatedIds } from "../../engine/turns";
import type { PhaseClock } from "../../engine/phases";
import type { EnginePlayer } from "../../engine/types";

export const isKillRound = (round: number, totalRounds: number) => round >= totalRounds;

/** Points of a round: the kill round multiplies every point. */
export const roundMultiplier = (round: number, totalRounds: number) => (isKillRound(round, totalRounds) ? GAME_RULES.killRoundMultiplier : 1);

/**
 * Ids sorted by seat (join order), for lists of voters and accused. Ids no longer seated
 * come last in the order given: a vote cast before its voter left still counts.
 */
export function inSeatOrder(ids: string[], players: EnginePlayer[]): string[] {
  const seat = new Map(seatedIds(players).map((id, i) => [id, i]));
  const seatOf = (id: string) => seat.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...ids].sort((a, b) => seatOf(a) - seatOf(b));
}

/** Scores plus a round's points. */
export function addPoints(scores: Record<string, number>, points: Record<string, number>): Record<string, number> {
  const next = { ...scores };
  for (const [id, n] of Object.entries(points)) next[id] = (next[id] ?? 0) + n;
  return next;
}

/** Scores of seated players, and of the audience when it plays as a team, highest first; equal scores share a rank (1, 1, 3). */
export function rankScores(scores: Record<string, number>, players: EnginePlayer[]): RankedPlayer[] {
  const ranked = [...players.map((p) => p.playerId), ...(AUDIENCE_TEAM_ID in scores ? [AUDIENCE_TEAM_ID] : [])];
  const sorted = ranked
    .filter((id) => id in scores)
    .map((playerId) => ({ playerId, score: scores[playerId] }))
    .sort((a, b) => b.score - a.score);
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || sorted[index - 1].score !== entry.score) rank = index + 1;
    return { ...entry, rank };
  });
}

/** The players a most-voted count picks: everyone tied at the top, none when nobody got a vote. */
export function topByCount(counts: Record<string, number>): string[] {
  const best = Math.max(0, ...Object.values(counts));
  return best > 0 ? Object.keys(counts).filter((id) => counts[id] === best) : [];
}

/** A setting of the room, or its default. */
export function settingOf<K extends string>(limits: Record<K, { default: number }>, settings: Record<string, number>, key: K): number {
  return settings[key] ?? limits[key].default;
}

/** What every game's state has for the shared view fields: the engine's phase clock. */
export type { PhaseClock };

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
    // The host's pause: the countdown stands still at what was left.
    paused: !!state.paused,
    pausedRemainingMs: state.paused?.remainingMs ?? null,
    // A prayer break: which prayer, and when the game goes on by itself.
    pausedPrayer: state.paused?.prayer ? { prayer: state.paused.prayer.prayer, endsAt: state.paused.prayer.endsAt } : null,
    gameOver: ended,
    // The staged reveal's schedule on the room's clock (the big screen walks it; a player's
    // view tells only its beats so far, shared/show-guard.ts), and whether the round moves on by itself.
    show: state.show ?? null,
    autoNext: !!state.autoNext,
    held: !!state.held,
  };
}
