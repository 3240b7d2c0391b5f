// The games of the web app, one per GameType: a constant map over the union, so a game
// missing from it is a type error. What the shared pages need of a game comes from here,
// never from a switch on its type: its phase screens (their own chunk, loaded on demand),
// its audience choices and the actions the live layer debounces as submissions. Kept free
// of React components so the live layer can import it without pulling any game in.
import type { ComponentType } from "react";
import type { GameView } from "../../../../schema/protocol";
import type { GameType } from "../../../../schema/limits";
import { memeAudienceChoices, memeBoard, memeSubmitActions } from "./meme-game/game-info";
import { mostLikelyAudienceChoices, mostLikelyBoard, mostLikelySubmitActions } from "./most-likely/game-info";
import type { AudienceChoice } from "./shared/audience-choice";
import type { Beat } from "./shared/beat-kit";
import type { GameBoard } from "./shared/game-board";
import { memeBeatLine, memeBeats } from "./meme-game/reveal";
import { mostLikelyBeatLine, mostLikelyBeats } from "./most-likely/reveal";
import { triviaBeatLine, triviaBeats } from "./trivia/reveal";
import type { GameViewProps } from "./shared/game-props";
import { triviaAudienceChoices, triviaBoard, triviaRoundCategory, triviaSkip, triviaSubmitActions } from "./trivia/game-info";

export interface WebGame<V> {
  /** The game's phase screens. */
  screens: () => Promise<ComponentType<GameViewProps>>;
  /** The options the audience may vote for in a voting phase of this view. */
  audienceChoices: (game: V, nameOf: (playerId: string) => string) => AudienceChoice[];
  /** Game actions the live layer debounces as one submission per phase. */
  submitActions: readonly string[];
  /** What the lobby's category ids name: whole categories (one is played) or subcategories (any number). */
  categoryShape: "categories" | "subcategories";
  /** The staged reveal of a round's results: its beats, and the phones' one line per beat. */
  reveal: { beats: (game: V) => Beat[]; line: (game: V, beat: Beat, nameOf: (playerId: string) => string) => string };
  /** How its scores read on the big screen. */
  board: GameBoard<V>;
  /** The category a round names on the big screen; absent: the lobby's one chosen category, from the catalogue. */
  roundCategory?: (game: V) => string | null;
  /** The host's «تخطي السؤال»: the phases it applies in and the phase a skip goes back to; absent when the game has none. */
  skip?: { phases: readonly string[]; backTo: string };
}

export const WEB_GAMES: { readonly [T in GameType]: WebGame<Extract<GameView, { gameType: T }>> } = {
  "trivia-deception": {
    screens: () => import("./trivia").then((m) => m.TriviaGame),
    audienceChoices: triviaAudienceChoices,
    submitActions: triviaSubmitActions,
    board: triviaBoard,
    reveal: { beats: triviaBeats, line: triviaBeatLine },
    categoryShape: "subcategories",
    skip: triviaSkip,
    roundCategory: triviaRoundCategory,
  },
  "meme-game": {
    screens: () => import("./meme-game").then((m) => m.MemeGame),
    audienceChoices: memeAudienceChoices,
    submitActions: memeSubmitActions,
    board: memeBoard,
    reveal: { beats: memeBeats, line: memeBeatLine },
    categoryShape: "categories",
  },
  "most-likely": {
    screens: () => import("./most-likely").then((m) => m.MostLikelyGame),
    audienceChoices: mostLikelyAudienceChoices,
    submitActions: mostLikelySubmitActions,
    board: mostLikelyBoard,
    reveal: { beats: mostLikelyBeats, line: mostLikelyBeatLine },
    categoryShape: "categories",
  },
};

/** The audience's choices for the running game (none outside its voting phase). */
export function audienceChoicesOf(game: GameView, nameOf: (playerId: string) => string): AudienceChoice[] {
  if (game.currentPhase !== "voting") return [];
  const web = WEB_GAMES[game.gameType] as WebGame<GameView>;
  return web.audienceChoices(game, nameOf);
}

/** The staged reveal of the running game, typed for any view. */
export function revealOf(game: GameView): WebGame<GameView>["reveal"] {
  return (WEB_GAMES[game.gameType] as WebGame<GameView>).reveal;
}

/** How the running game's scores read on the big screen, typed for any view. */
export function boardOf(game: GameView): GameBoard<GameView> {
  return (WEB_GAMES[game.gameType] as WebGame<GameView>).board;
}

/** The category the round names itself, or undefined when the game names the lobby's chosen one. */
export function roundCategoryOf(game: GameView): string | null | undefined {
  return (WEB_GAMES[game.gameType] as WebGame<GameView>).roundCategory?.(game);
}

/** Whether the host may skip the question of this view now. */
export function canSkip(game: GameView): boolean {
  return !!WEB_GAMES[game.gameType].skip?.phases.includes(game.currentPhase);
}

/** Whether `next` is `prev` after the host skipped its question: back to the skip's phase in the same round. */
export function wasSkipped(prev: GameView, next: GameView): boolean {
  const skip = WEB_GAMES[next.gameType].skip;
  return !!skip && prev.gameType === next.gameType && next.roundNumber === prev.roundNumber && next.currentPhase === skip.backTo && skip.phases.includes(prev.currentPhase);
}

/** Every game's submission actions, for the live layer's debounce. */
export const GAME_SUBMIT_ACTIONS: readonly string[] = [...new Set(Object.values(WEB_GAMES).flatMap((g) => g.submitActions))];
