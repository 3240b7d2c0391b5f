// content:check's Ramadan figure: the items of a season's categories across the games (trivia
// questions, «عنّا» questions, most-likely prompts, meme pictures), which «سهرة رمضانية» deals first.
import type { SeedAboutUsCategory, SeedMemeCategory, SeedMostLikelyCategory, SeedTriviaCategory } from "../content/types";
import type { ContentSeason } from "../schema/limits";

export interface SeasonCount {
  trivia: number;
  aboutUs: number;
  mostLikely: number;
  memes: number;
  total: number;
}

export function seasonCount(
  season: ContentSeason,
  content: { trivia: SeedTriviaCategory[]; aboutUs: SeedAboutUsCategory[]; mostLikely: SeedMostLikelyCategory[]; memes: SeedMemeCategory[] },
): SeasonCount {
  const of = <C extends { season?: ContentSeason }>(categories: C[], size: (c: C) => number) => categories.filter((c) => c.season === season).reduce((n, c) => n + size(c), 0);
  const trivia = of(content.trivia, (c) => c.subcategories.reduce((n, s) => n + s.questions.length, 0));
  const aboutUs = of(content.aboutUs, (c) => c.questions.length);
  const mostLikely = of(content.mostLikely, (c) => c.prompts.length);
  const memes = of(content.memes, (c) => c.pictures.length);
  return { trivia, aboutUs, mostLikely, memes, total: trivia + aboutUs + mostLikely + memes };
}

/** The problem content:check reports when the season holds fewer than `min` items. */
export const seasonProblems = (count: SeasonCount, min: number): string[] =>
  count.total < min ? [`ramadan: ${count.total} items across the games, fewer than ${min}`] : [];
