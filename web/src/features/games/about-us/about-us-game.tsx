// «عنّا» (about-us): its screen for each phase, inside the shared phased game (chrome, one keyed
// screen per phase, refusal toasts).
import type { AboutUsView } from "../../../../../schema/game-views";
import { PhaseLoadingCard } from "../chrome/game-chrome";
import type { GameViewProps } from "../shared/game-props";
import { PhasedGame } from "../shared/phased-game";
import { aboutUsPlayerStatus, aboutUsViewOf } from "./logic";
import { AnsweringPhase, VotingPhase, WritingPhase } from "./phases";
import { FinalPhase, RevealPhase, RoundResultsPhase } from "./results";

function PhaseView({ view, ...props }: GameViewProps & { view: AboutUsView }) {
  const { state, send, serverNow, subscribe, actions } = props;
  const phase = { state, view, send, serverNow, subscribe };
  switch (view.currentPhase) {
    case "answering":
      return <AnsweringPhase {...phase} />;
    case "writing":
      return <WritingPhase {...phase} />;
    case "voting":
      return <VotingPhase {...phase} />;
    case "reveal":
      return <RevealPhase state={state} view={view} serverNow={serverNow} />;
    case "round_results":
      return <RoundResultsPhase state={state} view={view} send={send} serverNow={serverNow} />;
    case "final_ranking":
      return <FinalPhase state={state} view={view} send={send} actions={actions} />;
    default:
      return <PhaseLoadingCard phase={view.currentPhase} />;
  }
}

export function AboutUsGame(props: GameViewProps) {
  const { state } = props;
  return (
    <PhasedGame game={props} view={aboutUsViewOf(state)} phaseAttribute="data-about-us-phase" playerStatus={(view, playerId) => aboutUsPlayerStatus(state, view, playerId)}>
      {(view) => <PhaseView {...props} view={view} />}
    </PhasedGame>
  );
}
