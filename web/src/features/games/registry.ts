// The games of the web app, one per GameType: a constant map over the union, so a game
// missing from it is a type error. What the shared pages need of a game comes from here,
// never from a switch on its type: its look in the catalogue, its audience choices,
// the actions the live layer debounces as submissions, and its pack shape. Kept free of the
// games' screens, even their loaders (those are in loaders.ts): the shared parts the screens
// import (the chrome, the big screen's parts, the live layer) read this, so the screens must not
// be reachable from it.
import type { GameView } from "../../../../schema/protocol";
import type { GameType } from "../../../../schema/limits";
import { GAME_MANIFESTS, phaseRole } from "../../../../schema/games";
import type { PackGameType } from "../../../../schema/api/packs";
import type { GameLook } from "./shared/game-look";
import { GAME_LOOKS } from "./looks";
import type { GamePack } from "./shared/game-pack";
import { aboutUsActors, aboutUsAudienceChoices, aboutUsBoard, aboutUsCardLine, aboutUsSkip } from "./about-us/game-info";
import { aboutUsBeatLine, aboutUsBeats } from "./about-us/reveal";
import { mostLikelyPack } from "./most-likely/pack";
import { triviaPack } from "./trivia/pack";
import { memeAudienceChoices, memeBoard } from "./meme-game/game-info";
import { mostLikelyAudienceChoices, mostLikelyBoard } from "./most-likely/game-info";
import type { AudienceChoice } from "./shared/audience-choice";
import type { Beat } from "./shared/beat-kit";
import type { GameBoard } from "./shared/game-board";
import { memeBeatLine, memeBeats } from "./meme-game/reveal";
import { mostLikelyBeatLine, mostLikelyBeats } from "./most-likely/reveal";
import { triviaBeatLine, triviaBeats } from "./trivia/reveal";
import { triviaAudienceChoices, triviaBoard, triviaRoundCategory, triviaSkip } from "./trivia/game-info";

export interface WebGame<V> {
  /** Its tile, colours and fallback words in the catalogue. */
  look: GameLook;
  /** The options the audience may vote for in a voting phase of this view. */
  audienceChoices: (game: V, nameOf: (playerId: string) => string) => AudienceChoice[];
  /** The staged reveal (in its manifest's show phase): its beats, and the phones' one line per beat. */
  reveal: { beats: (game: V) => Beat[]; line: (game: V, beat: Beat, nameOf: (playerId: string) => string) => string };
  /** Who acts in a phase where players act or vote (its manifest's roles), when not every participant does. */
  actors?: (game: V) => string[];
  /** How its scores read on the big screen. */
  board: GameBoard<V>;
  /** The category a round names on the big screen; absent: the lobby's one chosen category, from the catalogue. */
  roundCategory?: (game: V) => string | null;
  /** Its part of the shared result card: one line under the game's name (absent: none). */
  cardLine?: (game: V, nameOf: (playerId: string) => string) => string | null;
  /** The host's «تخطي السؤال»: the phases it applies in and the phase a skip goes back to; absent when the game has none. */
  skip?: { phases: readonly string[]; backTo: string };
}

/** A game players write packs for (schema/api/packs.ts) must say how its pack is written; no other game has one. */
type PackPart<T extends GameType> = T extends PackGameType ? { pack: GamePack<T> } : { pack?: never };

export const WEB_GAMES: { readonly [T in GameType]: WebGame<Extract<GameView, { gameType: T }>> & PackPart<T> } = {
  "trivia-deception": {
    look: GAME_LOOKS["trivia-deception"],
    pack: triviaPack,
    audienceChoices: triviaAudienceChoices,
    board: triviaBoard,
    reveal: { beats: triviaBeats, line: triviaBeatLine },
    skip: triviaSkip,
    roundCategory: triviaRoundCategory,
  },
  "meme-game": {
    look: GAME_LOOKS["meme-game"],
    audienceChoices: memeAudienceChoices,
    board: memeBoard,
    reveal: { beats: memeBeats, line: memeBeatLine },
  },
  "most-likely": {
    look: GAME_LOOKS["most-likely"],
    pack: mostLikelyPack,
    audienceChoices: mostLikelyAudienceChoices,
    board: mostLikelyBoard,
    reveal: { beats: mostLikelyBeats, line: mostLikelyBeatLine },
  },
  "about-us": {
    look: GAME_LOOKS["about-us"],
    audienceChoices: aboutUsAudienceChoices,
    board: aboutUsBoard,
    reveal: { beats: aboutUsBeats, line: aboutUsBeatLine },
    actors: aboutUsActors,
    cardLine: aboutUsCardLine,
    skip: aboutUsSkip,
  },
};

/** The audience's choices for the running game (none outside the phases its manifest lets the audience vote in). */
export function audienceChoicesOf(game: GameView, nameOf: (playerId: string) => string): AudienceChoice[] {
  if (!phaseRole(game.gameType, game.currentPhase).audienceVotable) return [];
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

/** The phase the running game's staged reveal plays in, as its manifest says. */
export function revealPhaseOf(game: GameView): string {
  return GAME_MANIFESTS[game.gameType].phases.show;
}

/** Whether players act in the running game's phase, and who: the big screen's «who has acted». */
export function actorsOf(game: GameView): string[] | null {
  if (!phaseRole(game.gameType, game.currentPhase).acted) return null;
  return (WEB_GAMES[game.gameType] as WebGame<GameView>).actors?.(game) ?? game.participants ?? [];
}

/** The running game's line for the shared result card, if it has one. */
export function cardLineOf(game: GameView, nameOf: (playerId: string) => string): string | null {
  return (WEB_GAMES[game.gameType] as WebGame<GameView>).cardLine?.(game, nameOf) ?? null;
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

/** Whether players write packs for this game (its registry entry says how one is written). */
export function isPackGame(gameType: GameType): gameType is PackGameType {
  return WEB_GAMES[gameType].pack !== undefined;
}

/** How a pack of this game is written (only the games players write packs for have one). */
export function packOf<T extends PackGameType>(gameType: T): GamePack<T> {
  return WEB_GAMES[gameType].pack as GamePack<T>;
}
