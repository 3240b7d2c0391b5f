// A game inside the shared game chrome: one screen per phase, each keyed by the
// phase and its sequence number so nothing typed, chosen or pending carries over
// into the next phase (spec 001 §4). Until the game's view arrives: the loading card.
import { useEffect, type ComponentProps, type ReactNode } from "react";
import { dismissPhaseToasts } from "../../../ui/toast";
import { GameChrome, PhaseLoadingCard } from "../chrome/game-chrome";
import { AddressFormProvider } from "../../../lib/address-form";
import type { GameViewProps } from "./game-props";
import { phaseKey } from "./rounds";
import { usePruneDrafts } from "./use-draft";
import { useSubmissionErrorToasts } from "./use-submission-errors";

type PlayerStatus = ReturnType<NonNullable<ComponentProps<typeof GameChrome>["statusOf"]>>;

interface PhasedView {
  currentPhase: string;
  phaseSeq: number;
  roundNumber: number;
}

export function PhasedGame<View extends PhasedView>({
  game,
  view,
  phaseAttribute,
  playerStatus,
  children,
}: {
  game: GameViewProps;
  /** The game's own view of the room, or null before it arrives. */
  view: View | null;
  /** Names the phase for the browser tests, e.g. `data-meme-phase`. */
  phaseAttribute: `data-${string}-phase`;
  playerStatus: (view: View, playerId: string) => PlayerStatus;
  /** The current phase's screen. */
  children: (view: View) => ReactNode;
}) {
  const { state, actions, banner, subscribe } = game;
  // Refusals that are not inline hints become the 'خطأ' toast with the room's message.
  useSubmissionErrorToasts(subscribe);
  // A new phase: what was typed for an earlier one is over.
  const currentPhase = view ? phaseKey(view) : null;
  usePruneDrafts(state.code, currentPhase);
  // A toast about one phase («إجابة فارغة», a refused vote) goes with it, never covering the next one's question.
  useEffect(() => () => dismissPhaseToasts(), [currentPhase]);
  if (!view) {
    return (
      <GameChrome state={state} actions={actions} banner={banner}>
        <PhaseLoadingCard phase={state.currentPhase} />
      </GameChrome>
    );
  }
  const phase = { [phaseAttribute]: view.currentPhase };
  // Every phase screen speaks the room's way: to everyone, or to a women's gathering.
  return (
    <GameChrome state={state} actions={actions} banner={banner} statusOf={(player) => playerStatus(view, player.playerId)}>
      <AddressFormProvider form={state.addressForm}>
        <div key={phaseKey(view)} className="flex animate-fade-in flex-col gap-4" {...phase} data-round={view.roundNumber} data-address={state.addressForm ?? "everyone"}>
          {children(view)}
        </div>
      </AddressFormProvider>
    </GameChrome>
  );
}
