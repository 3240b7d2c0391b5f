// Bluff trivia (trivia-deception) inside the shared game chrome: one screen per
// phase, each keyed by the phase and its sequence number so nothing typed, chosen
// or pending carries over into the next phase (spec 001 §4).
import type { TriviaView } from "../../../../../schema/game-views";
import { GameChrome, PhaseLoadingCard } from "../chrome/game-chrome";
import type { GameViewProps } from "../shared/game-props";
import { useSubmissionErrorToasts } from "../shared/use-submission-errors";
import { FinalPhase } from "./final-phase";
import { isFinalPhase, triviaPhaseKey, triviaPlayerStatus, triviaViewOf } from "./logic";
import { ResultsPhase } from "./results-phase";
import { SelectionPhase } from "./selection-phase";
import { VotingPhase } from "./voting-phase";
import { WritingPhase } from "./writing-phase";

function PhaseView({ view, ...props }: GameViewProps & { view: TriviaView }) {
  const { state, status, send, serverNow, subscribe, actions } = props;
  const phase: string = view.currentPhase;
  if (isFinalPhase(phase)) return <FinalPhase state={state} view={view} send={send} actions={actions} />;
  switch (phase) {
    case "subcategory_selection":
      return <SelectionPhase state={state} view={view} status={status} send={send} serverNow={serverNow} subscribe={subscribe} />;
    case "writing":
      return <WritingPhase state={state} view={view} send={send} serverNow={serverNow} subscribe={subscribe} />;
    case "voting":
      return <VotingPhase state={state} view={view} send={send} serverNow={serverNow} subscribe={subscribe} />;
    case "round_results":
      return <ResultsPhase state={state} view={view} send={send} />;
    default:
      return <PhaseLoadingCard phase={phase} />;
  }
}

export function TriviaGame(props: GameViewProps) {
  const { state, actions, banner, subscribe } = props;
  useSubmissionErrorToasts(subscribe);
  const view = triviaViewOf(state);
  if (!view) {
    return (
      <GameChrome state={state} actions={actions} banner={banner}>
        <PhaseLoadingCard phase={state.currentPhase} />
      </GameChrome>
    );
  }
  return (
    <GameChrome state={state} actions={actions} banner={banner} statusOf={(player) => triviaPlayerStatus(state, view, player.playerId)}>
      <div
        key={triviaPhaseKey(view)}
        className="flex animate-fade-in flex-col gap-4"
        data-trivia-phase={view.currentPhase}
        data-round={view.roundNumber}
      >
        <PhaseView {...props} view={view} />
      </div>
    </GameChrome>
  );
}
