// writing: everyone writes a lie for the question. The answer is cleaned before it
// is sent; the room may refuse it as the truth or too close to it, and that hint
// shows under the submit button so the player writes another (spec 001 §5).
import { CircleCheck, Info, Lightbulb, Send } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import type { TriviaView } from "../../../../../schema/game-views";
import { CHARACTER_LIMITS, DEFAULT_PHASE_SECONDS } from "../../../../../schema/limits";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { toast } from "../../../ui/toast";
import { CountdownBar } from "../chrome/countdown-bar";
import { playerFlags } from "../chrome/players-status";
import { GameNotice } from "../shared/game-panel";
import { useDraft } from "../shared/use-draft";
import { usePhaseSubmission } from "../shared/use-phase-submission";
import type { Subscribe } from "../shared/use-submission-errors";
import type { PhaseScreenProps } from "../shared/game-props";
import { WatchingCard } from "../shared/watching-card";
import { answerLength, isParticipant, preparedAnswer, triviaPhaseKey } from "./logic";
import { QuestionCard } from "./question-card";
import { useTexts } from "../shared/address";
import { TRIVIA_TEXT_TABLE, TRIVIA_TEXTS } from "./texts";
import type { TriviaAnswerPayload } from "../../../../../schema/game-actions";

const T = TRIVIA_TEXTS.writing;
const MAX = CHARACTER_LIMITS.triviaAnswer.max;

export function WritingPhase({
  state,
  view,
  send,
  serverNow,
  subscribe,
}: PhaseScreenProps<TriviaView>) {
  const playing = isParticipant(view, state.you);
  const answered = !!view.myAnswer || !!playerFlags(state, state.you).hasAnswered;
  return (
    <>
      <CountdownBar
        phaseEndsAt={view.phaseEndsAt}
        phaseDuration={view.phaseDuration}
        fallbackDurationMs={DEFAULT_PHASE_SECONDS.triviaWriting * 1000}
        serverNow={serverNow}
        label="وقت الكتابة"
      />
      {view.currentQuestion ? <QuestionCard question={view.currentQuestion} /> : null}
      {view.notice ? <GameNotice icon={<Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}>{view.notice}</GameNotice> : null}
      {!playing ? (
        <WatchingCard title={TRIVIA_TEXTS.watching.title} note={TRIVIA_TEXTS.watching.note} />
      ) : (
        <AnswerForm code={state.code} view={view} answered={answered} send={send} subscribe={subscribe} />
      )}
    </>
  );
}

function AnswerForm({ code, view, answered, send, subscribe }: { code: string; view: TriviaView; answered: boolean; send: RoomSend; subscribe: Subscribe }) {
  const T = useTexts(TRIVIA_TEXT_TABLE).writing;
  const inputId = useId();
  const hintId = useId();
  // Kept on the device until sent or the phase ends, so a reload or a sleep loses nothing typed.
  const [text, setText] = useDraft(code, triviaPhaseKey(view), "answer", answered);
  const [hint, setHint] = useState<{ message: string; answer: string } | null>(null);
  const lastSent = useRef("");
  const { submission, click } = usePhaseSubmission({
    kind: "answer",
    phaseKey: triviaPhaseKey(view),
    confirmed: answered,
    guardId: "trivia-answer",
    action: "SUBMIT_ANSWER",
    subscribe,
    onRefused: (error) => {
      if (error.hint) setHint({ message: error.message, answer: lastSent.current });
    },
  });

  if (submission.status === "confirmed") {
    return (
      <div role="status" className="flex items-start gap-3 rounded-3xl bg-brand-500/10 p-4 ring-1 ring-brand-400/30" data-testid="answer-confirmed">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-brand-300" />
        <div className="min-w-0">
          <p className="font-bold text-white">{T.confirmedTitle}</p>
          <p className="mt-1 rounded-xl bg-night-950/40 px-3 py-1.5 font-bold text-brand-300 [overflow-wrap:anywhere]" data-testid="my-answer">
            {view.myAnswer ?? lastSent.current}
          </p>
          <p className="mt-1.5 text-sm text-white/65">{T.confirmedNote}</p>
        </div>
      </div>
    );
  }

  const submitting = submission.status === "submitting";
  const length = answerLength(text);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    click.run(async () => {
      const answer = preparedAnswer(text);
      if (answer === null) {
        toast({ ...T.emptyToast, phaseBound: true });
        return;
      }
      setHint(null);
      lastSent.current = answer;
      await submission.submit(() => send("game-action", { action: "SUBMIT_ANSWER", payload: { answer } satisfies TriviaAnswerPayload }));
    });
  }

  return (
    <form onSubmit={onSubmit} className="rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" aria-label="إجابتك" data-submission={submission.status}>
      <label htmlFor={inputId} className="mb-2 block font-bold text-white">
        {T.label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX}
          disabled={submitting}
          autoComplete="off"
          enterKeyHint="send"
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={hint ? true : undefined}
          className={cx(
            "min-h-13 w-full rounded-2xl bg-night-950/50 py-3 ps-4 pe-16 text-lg text-white ring-1 ring-inset focus:outline-none focus:ring-2 disabled:opacity-60",
            hint ? "ring-gold-400/60 focus:ring-gold-400" : "ring-white/15 focus:ring-brand-400",
          )}
        />
        {/* dir sits on the inner span: on the positioned one it would turn `end` into the right side. */}
        <span className={cx("pointer-events-none absolute inset-y-0 end-3 flex items-center text-xs tabular-nums", length >= MAX ? "text-gold-300" : "text-white/45")}>
          <span dir="ltr" data-testid="answer-counter">
            {length}/{MAX}
          </span>
        </span>
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-3 w-full"
        loading={submitting}
        disabled={text.length === 0 || answered || submitting || !view.currentQuestion || click.disabled}
        icon={<Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
      >
        {submitting ? T.submitting : T.submit}
      </Button>
      {hint ? (
        <p
          id={hintId}
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-2xl bg-gold-500/10 px-3 py-2 text-sm leading-6 text-gold-300 ring-1 ring-inset ring-gold-400/25"
          data-testid="answer-hint"
          data-answer={hint.answer}
        >
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {hint.message}
        </p>
      ) : null}
    </form>
  );
}
