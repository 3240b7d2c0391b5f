// What the big screen (and, more compactly, the audience) shows of a running game: one stage per
// game in its own folder (features/games/<game>/stage.tsx), each reading the public view only (never a secret before the players see it).
import type { ComponentType } from "react";
import type { GameType } from "../../../../schema/limits";
import type { AudienceTallyView, GameView, RoomView } from "../../../../schema/protocol";
import { MemeStage } from "../games/meme-game/stage";
import { MostLikelyStage } from "../games/most-likely/stage";
import { TriviaStage } from "../games/trivia/stage";
import type { StageProps } from "./stages/types";
import type { Show } from "./use-show";

export { nameOf } from "./parts";

/** Each game's stage: a constant map over GameType, so a game without one is a type error. */
const STAGES: { readonly [T in GameType]: ComponentType<StageProps<Extract<GameView, { gameType: T }>>> } = {
  "trivia-deception": TriviaStage,
  "meme-game": MemeStage,
  "most-likely": MostLikelyStage,
};

export function GameStage({ room, audience, big, choices = true, show }: { room: RoomView; audience: AudienceTallyView | null; big: boolean; choices?: boolean; show: Show }) {
  const game = room.game;
  if (!game) return null;
  const Stage = STAGES[game.gameType] as ComponentType<StageProps<GameView>>;
  return <Stage room={room} audience={audience} big={big} choices={choices} show={show} game={game} />;
}
