// The meme caption game (meme-game): its screen for each phase, inside the shared
// phased game (chrome, one keyed screen per phase, refusal toasts).
import type { MemeView } from "../../../../../schema/game-views";
import { PhaseLoadingCard } from "../chrome/game-chrome";
import type { GameViewProps } from "../shared/game-props";
import { PhasedGame } from "../shared/phased-game";
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
  const { state } = props;
  return (
    <PhasedGame
      game={props}
      view={memeViewOf(state)}
      phaseAttribute="data-meme-phase"
      playerStatus={(view, playerId) => memePlayerStatus(state, view, playerId)}
    >
      {(view) => <PhaseView {...props} view={view} />}
    </PhasedGame>
  );
}
