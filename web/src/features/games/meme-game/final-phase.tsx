// final_ranking: medals and scores (the shared ranking list), then what's next
// (the shared end-of-game actions: play again, back to the lobby, close the room,
// or leave).
import type { MemeView } from "../../../../../schema/game-views";
import { FinalStanding, type FinalScreenProps } from "../shared/final-standing";

export function FinalPhase(props: FinalScreenProps & { view: MemeView }) {
  return <FinalStanding {...props} guardPrefix="meme" />;
}
