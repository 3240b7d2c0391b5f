// The meme caption game (meme-game) inside the shared game chrome: one screen per
// phase, each keyed by the phase and its sequence number so nothing typed, chosen
// or pending carries over into the next phase (spec 001 §4).
import type { MemeView } from "../../../../../schema/game-views";
import { GameChrome, PhaseLoadingCard } from "../chrome/game-chrome";
import type { GameViewProps } from "../shared/game-props";
import { phaseKey } from "../shared/rounds";
import { useSubmissionErrorToasts } from "../shared/use-submission-errors";
import { CaptioningPhase } from "./captioning-phase";
import { FinalPhase } from "./final-phase";
import { memePlayerStatus, memeViewOf } from "./logic";
import { ResultsPhase } from "./results-phase";
import { VotingPhase } from "./voting-phase";

function PhaseView({ view, ...props }: GameViewProps & { view: MemeView }) {
  const { state, send, serverNow, subscribe, actions } = props;
  const phase: string = view.currentPhase;
  switch (phase) {
    case "captioning":
      return <CaptioningPhase state={state} view={view} send={send} serverNow={serverNow} subscribe={subscribe} />;
    case "voting":
      return <VotingPhase state={state} view={view} send={send} serverNow={serverNow} subscribe={subscribe} />;
    case "round_results":
      return <ResultsPhase state={state} view={view} send={send} />;
    case "final_ranking":
      return <FinalPhase state={state} view={view} send={send} actions={actions} />;
    default:
      return <PhaseLoadingCard phase={phase} />;
  }
}

export function MemeGame(props: GameViewProps) {
  const { state, actions, banner, subscribe } = props;
  // Refusals that are not inline hints become the 'خطأ' toast with the room's message.
  useSubmissionErrorToasts(subscribe);
  const view = memeViewOf(state);
  if (!view) {
    return (
      <GameChrome state={state} actions={actions} banner={banner}>
        <PhaseLoadingCard phase={state.currentPhase} />
      </GameChrome>
    );
  }
  return (
    <GameChrome state={state} actions={actions} banner={banner} statusOf={(player) => memePlayerStatus(state, view, player.playerId)}>
      <div key={phaseKey(view)} className="flex animate-fade-in flex-col gap-4" data-meme-phase={view.currentPhase} data-round={view.roundNumber}>
        <PhaseView {...props} view={view} />
      </div>
    </GameChrome>
  );
}
