// Ranks as the results and final screens show them: drawn medals for the first three
// (`RankBadge`), then "#n"; tied players share a rank (the server ranks 1, 1, 3).
import { latinDigits } from "../../../../../schema/arabic-count";

/** The text of a rank past the podium. */
export function rankText(rank: number): string {
  return `#${rank}`;
}

/** Scores are whole points; shown with Latin digits like the rest of the page. */
export function formatPoints(points: number): string {
  return latinDigits(Math.round(points));
}

/** "+500" for points won this round, "0" when none. */
export function formatGain(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : "0";
}
