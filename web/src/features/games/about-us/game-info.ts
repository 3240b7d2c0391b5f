// What the shared pages need of «عنّا», React-free: the audience's choices (the lies and the
// truth of the current subject), the actions sent once per phase (debounced as submissions),
// its board and awards, and the host's «تخطي السؤال» (drops the subject's turn, on to the next).
import type { AboutUsView } from "../../../../../schema/game-views";
import type { AudienceChoice } from "../shared/audience-choice";
import type { GameBoard } from "../shared/game-board";
import { ABOUT_US_TEXTS } from "./texts";

export function aboutUsAudienceChoices(game: AboutUsView): AudienceChoice[] {
  return game.options.map((o) => ({ id: o.id, label: o.answer }));
}

/** A skip from writing or voting lands on the next subject's writing (or the round's results). */
export const aboutUsSkip = { phases: ["writing", "voting"], backTo: "writing" } as const;

/** Who acts now: in a subject's turn, everyone but the subject. */
export const aboutUsActors = (game: AboutUsView): string[] => game.participants.filter((id) => id !== game.subjectId);

export const aboutUsBoard: GameBoard<AboutUsView> = {
  ranking: (game) => game.ranking ?? [],
  byWins: false,
  awards: (game) => game.awards.map((a) => ({ kind: a.kind, title: ABOUT_US_TEXTS.awards[a.kind], playerIds: a.playerIds, answer: a.answer })),
};

/** Its part of the result card: the game's best lie and whose it was. */
export function aboutUsCardLine(game: AboutUsView, nameOf: (playerId: string) => string): string | null {
  const best = game.awards.find((a) => a.kind === "best_lie");
  return best?.answer ? `${ABOUT_US_TEXTS.awards.best_lie}: «${best.answer}» · ${best.playerIds.map(nameOf).join(" و")}` : null;
}
