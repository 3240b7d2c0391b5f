// Scoring one subject's vote in «عنّا»: the truth earns its finders points, a lie earns its
// authors points per player it fooled, and the subject scores when voters voted and none found
// their truth (the numbers and why: docs/decisions.md). The kill round doubles everything.
import { ABOUT_US } from "../../../schema/limits";
import { roundMultiplier } from "../shared/rounds";

export interface AboutUsOption {
  id: string;
  answer: string;
  type: "truth" | "lie";
  /** A lie's writers (the same lie from several merged); the subject for the truth. */
  authors: string[];
  /** In teams: the team whose lie it is; its members may not vote for it. */
  teamId?: string;
}

/** What the game keeps for its awards. */
export interface AboutUsStats {
  /** Votes each author's lies drew from others. */
  fooling: Record<string, number>;
  /** Times each voter picked a lie. */
  fooled: Record<string, number>;
  /** Times each voter found a subject's truth. */
  found: Record<string, number>;
  /** Subjects nobody found, with how many voted. */
  unfound: Record<string, number>;
  /** The lie that fooled the most voters in one vote (the first of equals keeps it). */
  bestLie: { authors: string[]; answer: string; votes: number; subject: string } | null;
}

export const EMPTY_STATS: AboutUsStats = { fooling: {}, fooled: {}, found: {}, unfound: {}, bestLie: null };

export function scoreSubject(
  turn: { round: number; totalRounds: number; subject: string; options: AboutUsOption[]; votes: Record<string, string> },
  stats: AboutUsStats,
): { points: Record<string, number>; stats: AboutUsStats } {
  const m = roundMultiplier(turn.round, turn.totalRounds);
  const points: Record<string, number> = {};
  const add = (record: Record<string, number>, id: string, n: number) => (record[id] = (record[id] ?? 0) + n);
  const next: AboutUsStats = { fooling: { ...stats.fooling }, fooled: { ...stats.fooled }, found: { ...stats.found }, unfound: { ...stats.unfound }, bestLie: stats.bestLie };
  const drew: Record<string, number> = {};
  let finders = 0;
  for (const [voter, optionId] of Object.entries(turn.votes)) {
    const option = turn.options.find((o) => o.id === optionId);
    if (!option) continue;
    if (option.type === "truth") {
      finders++;
      add(points, voter, ABOUT_US.truthPoints * m);
      add(next.found, voter, 1);
      continue;
    }
    add(next.fooled, voter, 1);
    add(drew, option.id, 1);
    for (const author of option.authors) {
      add(points, author, ABOUT_US.pointsPerFooled * m);
      add(next.fooling, author, 1);
    }
  }
  const voters = Object.keys(turn.votes).length;
  if (voters > 0 && finders === 0) {
    add(points, turn.subject, ABOUT_US.subjectUnfoundPoints * m);
    add(next.unfound, turn.subject, 1);
  }
  for (const option of turn.options) {
    const votes = drew[option.id] ?? 0;
    if (votes > 0 && votes > (next.bestLie?.votes ?? 0)) next.bestLie = { authors: option.authors, answer: option.answer, votes, subject: turn.subject };
  }
  return { points, stats: next };
}
