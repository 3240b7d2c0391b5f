// Ranks as the results and final screens show them: medals for the first three,
// then "#n"; tied players share a rank (the server ranks 1, 1, 3).
export const MEDALS: Record<number, string> = { 1: "🥇", 2: "🥈", 3: "🥉" };

export function rankBadge(rank: number): string {
  return MEDALS[rank] ?? `#${rank}`;
}

/** Scores are whole points; shown with Latin digits like the rest of the page. */
export function formatPoints(points: number): string {
  return Math.round(points).toLocaleString("en-US");
}

/** "+500" for points won this round, "0" when none. */
export function formatGain(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : "0";
}
