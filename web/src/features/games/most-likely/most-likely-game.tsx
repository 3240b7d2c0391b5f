// «Most likely» (most-likely) inside the shared game chrome: one screen per phase,
// each keyed by the phase and its sequence number so nothing chosen or pending
// carries over into the next phase (spec 001 §4). Any other phase: the loading card.
import type { MostLikelyView } from "../../../../../schema/game-views";
import { GameChrome, PhaseLoadingCard } from "../chrome/game-chrome";
import type { GameViewProps } from "../shared/game-props";
import { phaseKey } from "../shared/rounds";
import { useSubmissionErrorToasts } from "../shared/use-submission-errors";
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
  const { state, actions, banner, subscribe } = props;
  useSubmissionErrorToasts(subscribe);
  const view = mostLikelyViewOf(state);
  if (!view) {
    return (
      <GameChrome state={state} actions={actions} banner={banner}>
        <PhaseLoadingCard phase={state.currentPhase} />
      </GameChrome>
    );
  }
  return (
    <GameChrome state={state} actions={actions} banner={banner} statusOf={(player) => mostLikelyPlayerStatus(state, view, player.playerId)}>
      <div key={phaseKey(view)} className="flex animate-fade-in flex-col gap-4" data-most-likely-phase={view.currentPhase} data-round={view.roundNumber}>
        <PhaseView {...props} view={view} />
      </div>
    </GameChrome>
  );
}
