// «عنّا»'s phases while players act: answering about oneself, writing a lie as the subject (the
// subject waits with their truth), and voting for the truth (the subject cannot vote).
import { Info, Lock, UserRound } from "lucide-react";
import type { AboutUsOptionView, AboutUsView } from "../../../../../schema/game-views";
import type { TriviaVotePayload } from "../../../../../schema/game-actions";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { cx } from "../../../ui/cx";
import { CountdownBar } from "../chrome/countdown-bar";
import { playerFlags } from "../chrome/players-status";
import { useTexts } from "../shared/address";
import type { PhaseScreenProps } from "../shared/game-props";
import { GameNotice, GamePanel } from "../shared/game-panel";
import { HiddenNotice, HideSubmissions } from "../shared/hide-submissions";
import { playerName } from "../shared/player-chip";
import { hasVotedHere, isParticipant, phaseKey } from "../shared/rounds";
import { TextAnswerForm } from "../shared/text-answer-form";
import type { Subscribe } from "../shared/use-submission-errors";
import { useVote, VoteSubmitControl } from "../shared/vote-submit";
import { WatchingCard } from "../shared/watching-card";
import { SubjectQuestionCard } from "./question-card";
import { ABOUT_US_TEXT_TABLE, ABOUT_US_TEXTS } from "./texts";

function Clock({ view, serverNow, label }: { view: AboutUsView; serverNow: () => number; label: string }) {
  return <CountdownBar phaseEndsAt={view.phaseEndsAt} phaseDuration={view.phaseDuration} fallbackDurationMs={45_000} serverNow={serverNow} label={label} />;
}

function Notice({ view }: { view: AboutUsView }) {
  return view.notice ? <GameNotice icon={<Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}>{view.notice}</GameNotice> : null;
}

/** answering: every player's own question, answered truthfully and privately. */
export function AnsweringPhase({ state, view, send, serverNow, subscribe }: PhaseScreenProps<AboutUsView>) {
  const T = useTexts(ABOUT_US_TEXT_TABLE).answering;
  const playing = isParticipant(view, state.you) && view.myQuestion !== null;
  const answered = !!view.myTruth || !!playerFlags(state, state.you).hasAnswered;
  return (
    <>
      <Clock view={view} serverNow={serverNow} label="وقت الإجابة" />
      <Notice view={view} />
      {playing ? (
        <>
          <section aria-label={T.title} className="rounded-3xl bg-linear-to-b from-[#0369a1]/30 to-[#0369a1]/10 p-4 ring-1 ring-[#38bdf8]/40 sm:p-5" data-testid="my-question-card">
            <p className="flex items-center gap-2 text-sm font-bold text-[#7dd3fc]">
              <UserRound aria-hidden="true" className="size-4" />
              {T.title}
            </p>
            <h2 className="mt-2 text-xl font-bold leading-relaxed text-balance text-white [overflow-wrap:anywhere] sm:text-2xl" data-testid="my-question">
              {view.myQuestion}
            </h2>
            <p className="mt-2 flex items-start gap-1.5 text-sm leading-6 text-white/70">
              <Lock aria-hidden="true" className="mt-1 size-3.5 shrink-0" />
              {T.privacy}
            </p>
          </section>
          <TextAnswerForm
            code={state.code}
            phaseKey={phaseKey(view)}
            action="SUBMIT_TRUTH"
            guardId="about-us-truth"
            answered={answered}
            sentAnswer={view.myTruth}
            send={send}
            subscribe={subscribe}
            texts={T}
          />
        </>
      ) : (
        <WatchingCard title={ABOUT_US_TEXTS.watching.title} note={ABOUT_US_TEXTS.watching.note} />
      )}
    </>
  );
}

/** The subject's own screen in their turn: the truth they gave, and why they wait. */
function SubjectWaiting({ view, note }: { view: AboutUsView; note: string }) {
  return (
    <GamePanel tone="gold" data-testid="subject-waiting">
      <p className="text-sm leading-6 text-white/80">{note}</p>
      {view.truth ? (
        <>
          <p className="mt-3 text-sm font-bold text-gold-300">{ABOUT_US_TEXTS.subject.yourTruth}</p>
          <p className="mt-1 text-2xl font-bold text-white [overflow-wrap:anywhere]" data-testid="subject-truth">
            {view.truth}
          </p>
        </>
      ) : null}
    </GamePanel>
  );
}

/** writing: everyone but the subject writes a lie as if they were the subject. */
export function WritingPhase({ state, view, send, serverNow, subscribe }: PhaseScreenProps<AboutUsView>) {
  const T = useTexts(ABOUT_US_TEXT_TABLE);
  const subject = view.subjectId;
  const isSubject = subject === state.you;
  const playing = isParticipant(view, state.you);
  const answered = !!view.myLie || !!playerFlags(state, state.you).hasAnswered;
  return (
    <>
      <Clock view={view} serverNow={serverNow} label="وقت الكتابة" />
      {subject ? <SubjectQuestionCard state={state} subjectId={subject} question={view.subjectQuestion} /> : null}
      <Notice view={view} />
      {isSubject ? (
        <SubjectWaiting view={view} note={T.subject.writing} />
      ) : !playing || !subject ? (
        <WatchingCard title={ABOUT_US_TEXTS.watching.title} note={ABOUT_US_TEXTS.watching.note} />
      ) : (
        <TextAnswerForm
          code={state.code}
          phaseKey={phaseKey(view)}
          action="SUBMIT_ANSWER"
          guardId="about-us-lie"
          answered={answered}
          sentAnswer={view.myLie}
          send={send}
          subscribe={subscribe}
          texts={{ ...T.writing, label: T.writing.label(playerName(state, subject)) }}
        />
      )}
    </>
  );
}

/** voting: everyone but the subject picks the truth among the lies; one's own lie is marked and not votable. */
export function VotingPhase({ state, view, send, serverNow, subscribe }: PhaseScreenProps<AboutUsView>) {
  const T = useTexts(ABOUT_US_TEXT_TABLE);
  const subject = view.subjectId;
  const isSubject = subject === state.you;
  const playing = isParticipant(view, state.you) && !isSubject;
  return (
    <>
      <Clock view={view} serverNow={serverNow} label="وقت التصويت" />
      {subject ? <SubjectQuestionCard state={state} subjectId={subject} question={view.subjectQuestion} compact /> : null}
      <HiddenNotice hidden={view.myTextHidden} />
      {isSubject ? (
        <>
          <SubjectWaiting view={view} note={T.subject.voting} />
          <OptionGrid options={view.options} selected={null} disabled onPick={() => {}} />
        </>
      ) : playing && subject ? (
        <VoteForm state={state} view={view} send={send} subscribe={subscribe} subjectName={playerName(state, subject)} />
      ) : (
        <>
          <WatchingCard title={ABOUT_US_TEXTS.watching.title} note={ABOUT_US_TEXTS.watching.note} />
          <OptionGrid options={view.options} selected={null} disabled onPick={() => {}} />
        </>
      )}
      {state.isAdmin ? <HideSubmissions items={view.options.map((o) => ({ id: o.id, text: o.answer }))} send={send} /> : null}
    </>
  );
}

function VoteForm({ state, view, send, subscribe, subjectName }: { state: RoomView; view: AboutUsView; send: RoomSend; subscribe: Subscribe; subjectName: string }) {
  const T = useTexts(ABOUT_US_TEXT_TABLE).voting;
  const vote = useVote({
    myVote: view.myVote,
    voted: hasVotedHere(state, view),
    phaseKey: phaseKey(view),
    guardId: "about-us-vote",
    action: "SUBMIT_VOTE",
    subscribe,
    noChoiceToast: T.noChoiceToast,
    sendVote: (optionId) => send("game-action", { action: "SUBMIT_VOTE", payload: { optionId } satisfies TriviaVotePayload }),
  });
  const selected = view.myVote ?? vote.choice;
  return (
    <section aria-label={T.optionsLabel} className="flex flex-col gap-3" data-submission={vote.status}>
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-white">{T.title(subjectName)}</h2>
        {!vote.locked ? <p className="text-sm text-white/60">{T.hint}</p> : null}
      </div>
      <OptionGrid options={view.options} selected={selected} disabled={vote.locked} onPick={vote.setChoice} />
      <VoteSubmitControl vote={vote} texts={T} buttonTestId="vote-button" />
    </section>
  );
}

function OptionGrid({ options, selected, disabled, onPick }: { options: AboutUsOptionView[]; selected: string | null; disabled: boolean; onPick: (id: string) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-2" data-testid="vote-options">
      {options.map((option) => {
        const chosen = option.id === selected;
        // The room refuses a vote for one's own lie: it is shown, marked, and not pressable.
        const off = disabled || option.isMine;
        return (
          <li key={option.id} className="min-w-0">
            <button
              type="button"
              aria-pressed={chosen}
              disabled={off}
              onClick={() => onPick(option.id)}
              data-option-id={option.id}
              data-mine={option.isMine || undefined}
              className={cx(
                "relative flex min-h-20 w-full flex-col items-center justify-center gap-1 rounded-2xl px-2.5 py-3 text-center font-bold leading-snug ring-inset transition [overflow-wrap:anywhere]",
                chosen ? "bg-brand-500/25 text-white ring-2 ring-brand-400" : "bg-white/[0.06] text-white ring-1 ring-white/15 enabled:hover:bg-white/10 enabled:active:bg-white/15",
                off && !chosen && "opacity-60",
                off && "cursor-default",
              )}
            >
              <span className="text-base">{option.answer}</span>
              {option.isMine ? <span className="rounded-full bg-gold-500/15 px-2 text-[0.7rem] font-bold leading-5 text-gold-300">{ABOUT_US_TEXTS.voting.mine}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
