// final_ranking: medals and scores, the awards, then what's next (the shared
// end-of-game actions: play again, back to the lobby, close the room, or leave).
import type { TriviaAward, TriviaView } from "../../../../../schema/game-views";
import { AwardsPanel, FinalStanding, type FinalScreenProps } from "../shared/final-standing";
import { awardDetail } from "./logic";
import { TRIVIA_TEXTS } from "./texts";

const AWARD_ICONS: Record<TriviaAward["kind"], string> = {
  most_fooling: "🎭",
  most_fooled: "😵",
  best_trick: "🪤",
  self_voters: "🙃",
};

export function FinalPhase(props: FinalScreenProps & { view: TriviaView }) {
  return (
    <FinalStanding {...props} guardPrefix="trivia">
      <AwardsPanel state={props.state} awards={props.view.awards} title={TRIVIA_TEXTS.final.awards} iconClass="text-[#c4b5fd]" icons={AWARD_ICONS} names={TRIVIA_TEXTS.awards} detail={awardDetail} />
    </FinalStanding>
  );
}
