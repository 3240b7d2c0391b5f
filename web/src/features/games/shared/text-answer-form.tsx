// The text input every writing phase asks for, with its counter: kept as a draft on the device
// until sent, cleaned before it is sent, and a refusal the room gives as a hint («too close to
// the truth») shown under the button so the player writes another (spec 001 §5).
import { CircleCheck, Lightbulb, Send } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { cleanAnswer } from "../../../../../schema/arabic";
import { CHARACTER_LIMITS } from "../../../../../schema/limits";
import type { GameActionName } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { toast, type ToastInput } from "../../../ui/toast";
import { useDraft } from "./use-draft";
import { usePhaseSubmission } from "./use-phase-submission";
import type { Subscribe } from "./use-submission-errors";

export interface TextAnswerTexts {
  label: string;
  inputLabel: string;
  submit: string;
  submitting: string;
  emptyToast: ToastInput;
  confirmedTitle: string;
  confirmedNote: string;
}

/** Length as the limit counts it: characters, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

export function TextAnswerForm({
  code,
  phaseKey,
  action,
  guardId,
  answered,
  sentAnswer,
  send,
  subscribe,
  texts,
  max = CHARACTER_LIMITS.triviaAnswer.max,
}: {
  code: string;
  phaseKey: string;
  /** The game action that carries `{ answer }`. */
  action: GameActionName;
  guardId: string;
  /** The room counts this player's answer already. */
  answered: boolean;
  /** What the room holds as this player's answer, when it says. */
  sentAnswer: string | null;
  send: RoomSend;
  subscribe: Subscribe;
  texts: TextAnswerTexts;
  max?: number;
}) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useDraft(code, phaseKey, "answer", answered);
  const [hint, setHint] = useState<{ message: string; answer: string } | null>(null);
  const lastSent = useRef("");
  const { submission, click } = usePhaseSubmission({
    kind: "answer",
    phaseKey,
    confirmed: answered,
    guardId,
    action,
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
          <p className="font-bold text-white">{texts.confirmedTitle}</p>
          <p className="mt-1 rounded-xl bg-night-950/40 px-3 py-1.5 font-bold text-brand-300 [overflow-wrap:anywhere]" data-testid="my-answer">
            {sentAnswer ?? lastSent.current}
          </p>
          <p className="mt-1.5 text-sm text-white/65">{texts.confirmedNote}</p>
        </div>
      </div>
    );
  }

  const submitting = submission.status === "submitting";
  const length = lengthOf(text);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    click.run(async () => {
      const answer = cleanAnswer(text);
      if (answer === "") {
        toast({ ...texts.emptyToast, phaseBound: true });
        return;
      }
      setHint(null);
      lastSent.current = answer;
      await submission.submit(() => send("game-action", { action, payload: { answer } }));
    });
  }

  return (
    <form onSubmit={onSubmit} className="rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" aria-label={texts.inputLabel} data-submission={submission.status}>
      <label htmlFor={inputId} className="mb-2 block font-bold text-white">
        {texts.label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={max}
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
        <span className={cx("pointer-events-none absolute inset-y-0 end-3 flex items-center text-xs tabular-nums", length >= max ? "text-gold-300" : "text-white/45")}>
          <span dir="ltr" data-testid="answer-counter">
            {length}/{max}
          </span>
        </span>
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-3 w-full"
        loading={submitting}
        disabled={text.length === 0 || answered || submitting || click.disabled}
        icon={<Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
      >
        {submitting ? texts.submitting : texts.submit}
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
