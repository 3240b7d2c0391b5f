// What a player's phone may know during a staged reveal that follows the big screen:
// only what the show has told so far. The room tells each beat at its time (the engine's deadline
// at every beat), so a phone never gets ahead of the TV: a lie's authors and voters once its last
// beat is on, the truth at its beat, the points and new totals at the totals. Watchers (the big
// screen, the audience) are no seat and see the whole show, which they walk on the room's clock.
import type { RankedPlayer } from "../../../schema/game-views";
import { ascending, showPending, told, type ShowSchedule, type ShowOption, type Step } from "../../../schema/show";
import { answerShowSteps } from "../../../schema/show";
import type { EnginePlayer } from "../../engine/types";
import { rankScores } from "./rounds";

export { ascending };

/** The show an answer game plays from its options and votes (one definition: schema/show.ts). */
export function answerShow(options: { id: string; truth: boolean }[], votes: Record<string, string>): Step[] {
  const count = (id: string) => Object.values(votes).filter((v) => v === id).length;
  return answerShowSteps(options.map((o): ShowOption => ({ ...o, votes: count(o.id) })));
}

/** Whether `playerId`'s view must wait for the show: a seated player, while a followed show still has beats to tell. */
export function guarded(show: ShowSchedule | null | undefined, players: EnginePlayer[], playerId: string): show is ShowSchedule {
  return !!show?.follow && showPending(show) && players.some((p) => p.playerId === playerId);
}

/** The schedule as a player sees it: the beats told so far; later beats keep their kind and time, not what they are about. */
export function toldSchedule(show: ShowSchedule): ShowSchedule {
  return { ...show, beats: show.beats.map((b, i) => (i < show.shown ? b : { ...b, subject: null })) };
}

/** Whether an option's facts (its type, authors, voters) have been told: the truth at its beat, a believed lie at whose it was, the rest with the lies nobody believed. */
export function optionTold(show: ShowSchedule, option: { id: string; truth: boolean }, votes: Record<string, string>): boolean {
  if (option.truth) return told(show, "truth", option.id);
  const picked = Object.values(votes).includes(option.id);
  return picked ? told(show, "author", option.id) : told(show, "unpicked");
}

/** The totals before the round's (or turn's) gains, until the totals beat tells them. */
export function scoresBefore(show: ShowSchedule, scores: Record<string, number>, gains: Record<string, number>, players: EnginePlayer[]): { scores: Record<string, number>; ranking: RankedPlayer[]; totalsTold: boolean } {
  if (told(show, "totals")) return { scores, ranking: rankScores(scores, players), totalsTold: true };
  const before = Object.fromEntries(Object.entries(scores).map(([id, n]) => [id, n - (gains[id] ?? 0)]));
  return { scores: before, ranking: rankScores(before, players), totalsTold: false };
}
