// voting: the options in a 2-column grid (the player's own lie marked, still
// votable), then the vote button. A vote already cast (e.g. before a refresh)
// comes back from `myVote` and stays highlighted.
import { CircleCheck } from "lucide-react";
import type { TriviaOptionView, TriviaView } from "../../../../../schema/game-views";
import { DEFAULT_PHASE_SECONDS } from "../../../../../schema/limits";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { cx } from "../../../ui/cx";
import { CountdownBar } from "../chrome/countdown-bar";
import { HiddenNotice, HideSubmissions } from "../shared/hide-submissions";
import { hasVotedHere } from "../shared/rounds";
import type { Subscribe } from "../shared/use-submission-errors";
import { useVote, VoteSubmitControl } from "../shared/vote-submit";
import type { PhaseScreenProps } from "../shared/game-props";
import { WatchingCard } from "../shared/watching-card";
import { isParticipant, triviaPhaseKey } from "./logic";
import { QuestionCard } from "./question-card";
import { useTexts } from "../shared/address";
import { TRIVIA_TEXT_TABLE, TRIVIA_TEXTS } from "./texts";
import type { TriviaVotePayload } from "../../../../../schema/game-actions";

const T = TRIVIA_TEXTS.voting;

export function VotingPhase({
  state,
  view,
  send,
  serverNow,
  subscribe,
}: PhaseScreenProps<TriviaView>) {
  const playing = isParticipant(view, state.you);
  const voted = hasVotedHere(state, view);
  return (
    <>
      <CountdownBar
        phaseEndsAt={view.phaseEndsAt}
        phaseDuration={view.phaseDuration}
        fallbackDurationMs={DEFAULT_PHASE_SECONDS.triviaVoting * 1000}
        serverNow={serverNow}
        label="وقت التصويت"
      />
      {view.currentQuestion ? <QuestionCard question={view.currentQuestion} compact /> : null}
      <HiddenNotice hidden={view.myTextHidden} />
      {playing ? (
        <VoteForm view={view} voted={voted} send={send} subscribe={subscribe} />
      ) : (
        <>
          <WatchingCard title={TRIVIA_TEXTS.watching.title} note={TRIVIA_TEXTS.watching.note} />
          <OptionGrid options={view.displayOptions} selected={null} disabled onPick={() => {}} />
        </>
      )}
      {state.isAdmin ? <HideSubmissions items={view.displayOptions.map((o) => ({ id: o.id, text: o.answer }))} send={send} /> : null}
    </>
  );
}

function VoteForm({ view, voted, send, subscribe }: { view: TriviaView; voted: boolean; send: RoomSend; subscribe: Subscribe }) {
  const T = useTexts(TRIVIA_TEXT_TABLE).voting;
  const vote = useVote({
    myVote: view.myVote,
    voted,
    phaseKey: triviaPhaseKey(view),
    guardId: "trivia-vote",
    action: "SUBMIT_VOTE",
    subscribe,
    noChoiceToast: T.noChoiceToast,
    sendVote: (optionId) => send("game-action", { action: "SUBMIT_VOTE", payload: { optionId } satisfies TriviaVotePayload }),
  });
  // The server's record wins: after a refresh the page shows the vote it counted.
  const selected = view.myVote ?? vote.choice;

  return (
    <section aria-label={T.optionsLabel} className="flex flex-col gap-3" data-submission={vote.status}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-white">{T.title}</h2>
        {!vote.locked ? <p className="text-sm text-white/60">{T.hint}</p> : null}
      </div>
      <OptionGrid options={view.displayOptions} selected={selected} disabled={vote.locked} onPick={vote.setChoice} />
      <VoteSubmitControl vote={vote} texts={T} />
    </section>
  );
}

function OptionGrid({
  options,
  selected,
  disabled,
  onPick,
}: {
  options: TriviaOptionView[];
  selected: string | null;
  disabled: boolean;
  onPick: (id: string) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2" data-testid="vote-options">
      {options.map((option) => {
        const chosen = option.id === selected;
        return (
          <li key={option.id} className="min-w-0">
            <button
              type="button"
              aria-pressed={chosen}
              disabled={disabled}
              onClick={() => onPick(option.id)}
              data-option-id={option.id}
              className={cx(
                "relative flex min-h-20 w-full flex-col items-center justify-center gap-1 rounded-2xl px-2.5 py-3 text-center font-bold leading-snug ring-inset transition [overflow-wrap:anywhere]",
                chosen
                  ? "bg-brand-500/25 text-white ring-2 ring-brand-400"
                  : "bg-white/[0.06] text-white ring-1 ring-white/15 enabled:hover:bg-white/10 enabled:active:bg-white/15",
                disabled && !chosen && "opacity-60",
                disabled && "cursor-default",
              )}
            >
              {chosen ? <CircleCheck aria-hidden="true" className="absolute top-1.5 start-1.5 size-4 text-brand-300" /> : null}
              <span className="text-base">{option.answer}</span>
              {option.isMine ? (
                <span className="rounded-full bg-gold-500/15 px-2 text-[0.7rem] font-bold leading-5 text-gold-300" data-mine>
                  {T.mine}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
