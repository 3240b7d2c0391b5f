// «Most likely»'s staged reveal: its beats and the phones' one line per beat.
import type { MostLikelyView } from "../../../../../schema/game-views";
import { countText, VOTES } from "../../../../../schema/arabic-count";
import { ascending, timed, type Beat, type Step } from "../shared/beat-kit";

/** Most likely: each name's votes land one by one, fewest first, the most-accused last. */
export function mostLikelyBeats(game: MostLikelyView): Beat[] {
  const accused = new Set(game.accused);
  const ordered = ascending(game.accusations, (a) => (accused.has(a.playerId) ? 1_000_000 : 0) + a.count);
  return timed([...ordered.map((a): Step => ({ kind: accused.has(a.playerId) ? "accused" : "votes", subject: a.playerId })), { kind: "totals", subject: null }]);
}

/** One line for a beat, as short as a phone needs. */
export function mostLikelyBeatLine(game: MostLikelyView, beat: Beat, nameOf: (playerId: string) => string): string {
  if (beat.kind === "totals") return "مرات الاختيار";
  const accusation = game.accusations.find((a) => a.playerId === beat.subject);
  return accusation ? `${nameOf(accusation.playerId)}: ${countText(accusation.count, VOTES)}` : "";
}
