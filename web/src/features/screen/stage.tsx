// What the big screen (and, more compactly, the audience) shows of a running game: one stage per
// game in its own folder (features/games/<game>/stage.tsx), each reading the public view only
// (never a secret before the players see it). features/games/loaders.ts loads each stage as its own chunk.
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { GAME_TYPES, type GameType } from "../../../../schema/limits";
import type { AudienceTallyView, GameView, RoomView } from "../../../../schema/protocol";
import { GAME_LOADERS } from "../games/loaders";
import type { StageProps } from "../games/stage-kit/stage-props";
import type { Show } from "../games/stage-kit/use-show";

export { nameOf } from "../games/stage-kit/parts";

type AnyStage = ComponentType<StageProps<GameView>>;
const loadStage = (gameType: GameType) => GAME_LOADERS[gameType].stage() as Promise<AnyStage>;
const STAGES = Object.fromEntries(GAME_TYPES.map((t) => [t, lazy(async () => ({ default: await loadStage(t) }))])) as unknown as Record<GameType, AnyStage>;

/** Starts loading the chosen game's stage while the room is still in its lobby. */
export function usePreloadStage(gameType: GameType | null | undefined): void {
  useEffect(() => {
    if (gameType && gameType in STAGES) void loadStage(gameType);
  }, [gameType]);
}

export function GameStage({ room, audience, big, choices = true, show }: { room: RoomView; audience: AudienceTallyView | null; big: boolean; choices?: boolean; show: Show }) {
  const game = room.game;
  if (!game) return null;
  const Stage = STAGES[game.gameType];
  return (
    <Suspense fallback={null}>
      <Stage room={room} audience={audience} big={big} choices={choices} show={show} game={game} />
    </Suspense>
  );
}
