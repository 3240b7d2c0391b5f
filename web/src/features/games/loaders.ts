// Each game's phase screens and big-screen stage, each its own chunk loaded on demand. They are
// apart from the registry (registry.ts) because a game's screens import shared parts that read the
// registry; only the room's game screen and the big screen's stage load them, from here.
import type { ComponentType } from "react";
import type { GameType } from "../../../../schema/limits";
import type { GameView } from "../../../../schema/protocol";
import type { StageProps } from "./stage-kit/stage-props";
import type { GameViewProps } from "./shared/game-props";

export interface GameLoaders<V> {
  /** The game's phase screens. */
  screens: () => Promise<ComponentType<GameViewProps>>;
  /** Its stage on the big screen (and, smaller, the audience's phone), reading the public view. */
  stage: () => Promise<ComponentType<StageProps<V>>>;
}

export const GAME_LOADERS: { readonly [T in GameType]: GameLoaders<Extract<GameView, { gameType: T }>> } = {
  "trivia-deception": {
    screens: () => import("./trivia").then((m) => m.TriviaGame),
    stage: () => import("./trivia/stage").then((m) => m.TriviaStage),
  },
  "meme-game": {
    screens: () => import("./meme-game").then((m) => m.MemeGame),
    stage: () => import("./meme-game/stage").then((m) => m.MemeStage),
  },
  "most-likely": {
    screens: () => import("./most-likely").then((m) => m.MostLikelyGame),
    stage: () => import("./most-likely/stage").then((m) => m.MostLikelyStage),
  },
  "about-us": {
    screens: () => import("./about-us").then((m) => m.AboutUsGame),
    stage: () => import("./about-us/stage").then((m) => m.AboutUsStage),
  },
};
