// The meme game's staged reveal: its beats and the phones' one line per beat.
import type { MemeView } from "../../../../../schema/game-views";
import { countText, VOTES } from "../../../../../schema/arabic-count";
import { ascending, timed, type Beat, type Step } from "../shared/beat-kit";

/** Meme caption: the captions one by one with their votes, fewest first, the winners last. */
export function memeBeats(game: MemeView): Beat[] {
  const ordered = ascending(game.submissions, (s) => (s.isTop ? 1_000_000 : 0) + (s.voteCount ?? 0));
  return timed([...ordered.map((s): Step => ({ kind: s.isTop ? "winner" : "caption", subject: s.id })), { kind: "totals", subject: null }]);
}

/** One line for a beat, as short as a phone needs. */
export function memeBeatLine(game: MemeView, beat: Beat, nameOf: (playerId: string) => string): string {
  if (beat.kind === "totals") return "المجموع";
  const caption = game.submissions.find((s) => s.id === beat.subject);
  if (!caption) return "";
  return `«${caption.captions.join(" / ")}»: ${caption.authorId ? nameOf(caption.authorId) : ""} · ${countText(caption.voteCount ?? 0, VOTES)}`;
}
