// The text input every writing phase asks for, with its counter: kept as a draft on the device
// until sent, cleaned before it is sent, and a refusal the room gives as a hint («too close to
// the truth») shown under the button so the player writes another (spec 001 §5).
import { CircleCheck, Lightbulb, Send } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { CHARACTER_LIMITS } from "../../../../../schema/limits";
import type { GameActionName } from "../../../../../schema/protocol";
import { Button } from "../../../ui/button";
import { toast, type ToastInput } from "../../../ui/toast";
import { preparedAnswer } from "./answer-text";
import { CountedTextInput, InputAlert } from "./counted-input";
import type { PhaseScreenProps } from "./game-props";
import { phaseKey } from "./rounds";
import { useDraft } from "./use-draft";
import { usePhaseSubmission } from "./use-phase-submission";

export interface TextAnswerTexts {
  label: string;
  inputLabel: string;
  submit: string;
  submitting: string;
  emptyToast: ToastInput;
  confirmedTitle: string;
  confirmedNote: string;
}

export function TextAnswerForm({
  state,
  view,
  send,
  subscribe,
  action,
  guardId,
  answered,
  sentAnswer,
  texts,
  max = CHARACTER_LIMITS.triviaAnswer.max,
  ready = true,
}: Pick<PhaseScreenProps<{ currentPhase: string; phaseSeq: number }>, "state" | "view" | "send" | "subscribe"> & {
  /** The game action that carries `{ answer }`. */
  action: GameActionName;
  guardId: string;
  /** The room counts this player's answer already. */
  answered: boolean;
  /** What the room holds as this player's answer, when it says. */
  sentAnswer: string | null;
  texts: TextAnswerTexts;
  max?: number;
  /** False while there is nothing to answer yet (e.g. the question has not come). */
  ready?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  // Kept on the device until sent or the phase ends, so a reload or a sleep loses nothing typed.
  const [text, setText] = useDraft(state.code, phaseKey(view), "answer", answered);
  const [hint, setHint] = useState<{ message: string; answer: string } | null>(null);
  const lastSent = useRef("");
  const { submission, click } = usePhaseSubmission({
    kind: "answer",
    phaseKey: phaseKey(view),
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    click.run(async () => {
      const answer = preparedAnswer(text);
      if (answer === null) {
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
      <CountedTextInput
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        max={max}
        disabled={submitting}
        enterKeyHint="send"
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={hint ? true : undefined}
        marked={!!hint}
        counterTestId="answer-counter"
        endPadding="pe-16"
      />
      <Button
        type="submit"
        size="lg"
        className="mt-3 w-full"
        loading={submitting}
        disabled={text.length === 0 || answered || submitting || !ready || click.disabled}
        icon={<Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
      >
        {submitting ? texts.submitting : texts.submit}
      </Button>
      {hint ? (
        <InputAlert id={hintId} icon={Lightbulb} testId="answer-hint" answer={hint.answer} spaced>
          {hint.message}
        </InputAlert>
      ) : null}
    </form>
  );
}
