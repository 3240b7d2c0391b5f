// How the most-likely prompts open. A Gulf majlis asks «مين أكثر واحد…» but just as often «مين
// فينا…», «مين اللي…», «مين أول واحد…», «مين بيـ…» or «لو فيه أحد… مين؟»; a night where nearly every
// prompt opens the same way sounds like one sentence read again. content:check prints the common
// opening's share and fails past CONTENT_RULES.mostLikelyCommonOpeningMaxShare.
import { CONTENT_RULES } from "../schema/limits";
import type { SeedMostLikelyCategory } from "../content/types";

/** The opening the game is named after, and the one the prompts leaned on. */
export const COMMON_OPENING = "مين أكثر واحد";

export interface OpeningShare {
  /** Prompts (the form for everyone) that open with COMMON_OPENING. */
  count: number;
  total: number;
  /** count / total, 0 when there are no prompts. */
  share: number;
}

/** «مين أكثر واحد» as the prompt's first words, not «مين أكثر واحدة» or a prompt that only contains it later. */
const opensWithCommon = (prompt: string) => prompt.trim().split(/\s+/).slice(0, 3).join(" ") === COMMON_OPENING;

export function commonOpeningShare(categories: readonly SeedMostLikelyCategory[]): OpeningShare {
  const prompts = categories.flatMap((c) => c.prompts.map((p) => p.content));
  const count = prompts.filter(opensWithCommon).length;
  return { count, total: prompts.length, share: prompts.length ? count / prompts.length : 0 };
}

/** A problem when the common opening's share is over its bound. */
export function commonOpeningProblems(opening: OpeningShare, maxShare: number = CONTENT_RULES.mostLikelyCommonOpeningMaxShare): string[] {
  if (opening.share <= maxShare) return [];
  const percent = (n: number) => `${Math.round(n * 100)}%`;
  return [`«${COMMON_OPENING}» opens ${opening.count} of ${opening.total} prompts (${percent(opening.share)}), over ${percent(maxShare)}: open more with «مين فينا…», «مين اللي…», «مين أول واحد…», «لو فيه أحد… مين؟»`];
}
