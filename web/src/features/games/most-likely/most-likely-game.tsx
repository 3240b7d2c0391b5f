// «Most likely» (most-likely): its screen for each phase, inside the shared phased
// game (chrome, one keyed screen per phase, refusal toasts). Any other phase: the loading card.
import type { MostLikelyView } from "../../../../../schema/game-views";
import { PhaseLoadingCard } from "../chrome/game-chrome";
import type { GameViewProps } from "../shared/game-props";
import { PhasedGame } from "../shared/phased-game";
import { EndPhase } from "./end-phase";
import { mostLikelyPlayerStatus, mostLikelyViewOf } from "./logic";
import { ResultsPhase } from "./results-phase";
import { VotingPhase } from "./voting-phase";

function PhaseView({ view, ...props }: GameViewProps & { view: MostLikelyView }) {
  const { state, send, serverNow, subscribe, actions } = props;
  const phase: string = view.currentPhase;
  switch (phase) {
    case "voting":
      return <VotingPhase state={state} view={view} send={send} serverNow={serverNow} subscribe={subscribe} />;
    case "round_results":
      return <ResultsPhase state={state} view={view} send={send} />;
    case "game_end":
      return <EndPhase state={state} view={view} send={send} actions={actions} />;
    default:
      return <PhaseLoadingCard phase={phase} />;
  }
}

export function MostLikelyGame(props: GameViewProps) {
  const { state } = props;
  return (
    <PhasedGame
      game={props}
      view={mostLikelyViewOf(state)}
      phaseAttribute="data-most-likely-phase"
      playerStatus={(view, playerId) => mostLikelyPlayerStatus(state, view, playerId)}
    >
      {(view) => <PhaseView {...props} view={view} />}
    </PhasedGame>
  );
}
