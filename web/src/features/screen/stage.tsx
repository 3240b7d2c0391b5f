// What the big screen (and, more compactly, the audience) shows of a running game: one stage per
// game in stages/, each reading the public view only (never a secret before the players see it).
import type { AudienceTallyView, RoomView } from "../../../../schema/protocol";
import { MemeStage } from "./stages/meme";
import { MostLikelyStage } from "./stages/most-likely";
import { TriviaStage } from "./stages/trivia";
import type { Show } from "./use-show";

export { nameOf } from "./parts";

export function GameStage({ room, audience, big, choices = true, show }: { room: RoomView; audience: AudienceTallyView | null; big: boolean; choices?: boolean; show: Show }) {
  const game = room.game;
  if (!game) return null;
  const props = { room, audience, big, choices, show };
  if (game.gameType === "trivia-deception") return <TriviaStage {...props} game={game} />;
  if (game.gameType === "meme-game") return <MemeStage {...props} game={game} />;
  return <MostLikelyStage {...props} game={game} />;
}
