// Bluff trivia (trivia-deception): its screen for each phase, inside the shared
// phased game (chrome, one keyed screen per phase, refusal toasts).
import type { TriviaView } from "../../../../../schema/game-views";
import { PhaseLoadingCard } from "../chrome/game-chrome";
import type { GameViewProps } from "../shared/game-props";
import { PhasedGame } from "../shared/phased-game";
import { FinalPhase } from "./final-phase";
import { isFinalPhase, triviaPlayerStatus, triviaViewOf } from "./logic";
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
      return <ResultsPhase state={state} view={view} send={send} serverNow={serverNow} />;
    default:
      return <PhaseLoadingCard phase={phase} />;
  }
}

export function TriviaGame(props: GameViewProps) {
  const { state } = props;
  return (
    <PhasedGame
      game={props}
      view={triviaViewOf(state)}
      phaseAttribute="data-trivia-phase"
      playerStatus={(view, playerId) => triviaPlayerStatus(state, view, playerId)}
    >
      {(view) => <PhaseView {...props} view={view} />}
    </PhasedGame>
  );
}
