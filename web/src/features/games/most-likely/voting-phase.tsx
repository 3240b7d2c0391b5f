// voting: the countdown, the prompt, every seated player (oneself included) to pick
// from, then the vote button. A vote already cast (e.g. before a refresh) comes back
// from `myVote` and stays highlighted.
import { CircleCheck } from "lucide-react";
import type { MostLikelyView } from "../../../../../schema/game-views";
import { DEFAULT_PHASE_SECONDS } from "../../../../../schema/limits";
import type { LivePlayer, RoomView } from "../../../../../schema/protocol";
import { cx } from "../../../ui/cx";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { playerAvatar } from "../../players/player-tile";
import { choiceClass, VoteSection } from "../shared/answer-options";
import { newActionId, type PhaseScreenProps } from "../shared/game-props";
import { PhaseCountdown, PhaseNotice } from "../shared/phase-frame";
import { isParticipant } from "../shared/rounds";
import { WATCHING_TEXTS } from "../shared/texts";
import { useRoundVote, VoteSubmitControl } from "../shared/vote-submit";
import { WatchingCard } from "../shared/watching-card";
import { candidates, chosenPlayer } from "./logic";
import { PromptCard } from "./prompt-card";
import { useTexts } from "../../../lib/address-form";
import { MOST_LIKELY_TEXT_TABLE } from "./texts";
import type { MostLikelyVotePayload } from "../../../../../schema/game-actions";

export function VotingPhase(props: PhaseScreenProps<MostLikelyView>) {
  const { state, view } = props;
  const T = useTexts(MOST_LIKELY_TEXT_TABLE).voting;
  const playing = isParticipant(view, state.you);
  return (
    <>
      <PhaseCountdown view={view} serverNow={props.serverNow} fallbackMs={DEFAULT_PHASE_SECONDS.mostLikelyVoting * 1000} label={T.timer} />
      {view.currentQuestion ? <PromptCard question={view.currentQuestion} /> : null}
      <PhaseNotice notice={view.notice} />
      {playing ? (
        <VoteForm {...props} />
      ) : (
        <>
          <WatchingCard title={WATCHING_TEXTS.title} note={WATCHING_TEXTS.note} />
          <PlayerPicker state={state} selected={null} disabled onPick={() => {}} />
        </>
      )}
    </>
  );
}

function VoteForm(props: PhaseScreenProps<MostLikelyView>) {
  const T = useTexts(MOST_LIKELY_TEXT_TABLE).voting;
  const vote = useRoundVote(props, {
    guardId: "most-likely-vote",
    action: "SUBMIT_VOTE",
    noChoiceToast: T.noChoiceToast,
    sendVote: (votedPlayerId) => props.send("game-action", { action: "SUBMIT_VOTE", payload: { votedPlayerId, submissionId: newActionId() } satisfies MostLikelyVotePayload }),
  });

  return (
    <VoteSection vote={vote} label={T.playersLabel} title={T.title} hint={T.hint} layout="wrap" footer={<VoteSubmitControl vote={vote} texts={T} buttonTestId="vote-button" />}>
      <PlayerPicker state={props.state} selected={chosenPlayer(props.view, vote.choice)} disabled={vote.locked} onPick={vote.setChoice} />
    </VoteSection>
  );
}

function PlayerPicker({
  state,
  selected,
  disabled,
  onPick,
}: {
  state: RoomView;
  selected: string | null;
  disabled: boolean;
  onPick: (playerId: string) => void;
}) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="vote-players">
      {candidates(state).map((player) => (
        <li key={player.playerId} className="min-w-0">
          <Candidate player={player} self={player.playerId === state.you} chosen={player.playerId === selected} disabled={disabled} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}

function Candidate({
  player,
  self,
  chosen,
  disabled,
  onPick,
}: {
  player: LivePlayer;
  self: boolean;
  chosen: boolean;
  disabled: boolean;
  onPick: (playerId: string) => void;
}) {
  const T = useTexts(MOST_LIKELY_TEXT_TABLE).voting;
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={self ? `${player.nickname} (${T.you})` : player.nickname}
      disabled={disabled}
      onClick={() => onPick(player.playerId)}
      data-vote-player={player.playerId}
      className={choiceClass("relative flex h-full min-h-28 w-full flex-col items-center justify-center gap-1 rounded-2xl px-1.5 py-2.5 text-center ring-inset transition", chosen, disabled, "bg-likely/25 ring-2 ring-likely")}
    >
      {chosen ? <CircleCheck aria-hidden="true" className="absolute top-1.5 start-1.5 size-5 text-[#fda4af]" /> : null}
      <LayeredAvatar {...playerAvatar(player)} size="md" className={cx("ring-2", chosen ? "ring-likely" : "ring-white/10")} />
      <span className="block w-full truncate text-sm font-bold text-white">{player.nickname}</span>
      {self ? (
        <span className="rounded-full bg-brand-500/20 px-1.5 text-[0.7rem] font-bold leading-5 text-brand-300" data-self>
          {T.you}
        </span>
      ) : null}
    </button>
  );
}
