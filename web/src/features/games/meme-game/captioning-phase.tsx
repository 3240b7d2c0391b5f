// captioning: everyone captions the same picture, one or two boxes (spec 001 §5).
// What the player types shows on the picture as they type it. Captions are cleaned
// before they are sent, always as two slots; a box left empty gets the inline
// error under the boxes, from the page or from the room (its `caption_missing` hint).
import { CircleAlert, CircleCheck, Send } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { MemeView } from "../../../../../schema/game-views";
import { CHARACTER_LIMITS, DEFAULT_PHASE_SECONDS } from "../../../../../schema/limits";
import { Button } from "../../../ui/button";
import { playerFlags } from "../chrome/players-status";
import { useTexts } from "../../../lib/address-form";
import { CountedTextInput, InputAlert } from "../shared/counted-input";
import { newActionId, type PhaseScreenProps } from "../shared/game-props";
import { PhaseCountdown, PhaseNotice } from "../shared/phase-frame";
import { RefusedNotice } from "../shared/refused-notice";
import { isParticipant, phaseKey } from "../shared/rounds";
import { WATCHING_TEXTS } from "../shared/texts";
import { useDraft } from "../shared/use-draft";
import { usePhaseSubmission } from "../shared/use-phase-submission";
import { WatchingCard } from "../shared/watching-card";
import { boxCountOf, captionCompleteness, missingCaptionMessage, preparedCaptions } from "./logic";
import { MemePicture } from "./meme-picture";
import { MEME_TEXT_TABLE } from "./texts";

const MAX = CHARACTER_LIMITS.memeCaption.max;

export function CaptioningPhase(props: PhaseScreenProps<MemeView>) {
  const { state, view } = props;
  const playing = isParticipant(view, state.you);
  const submitted = view.myCaptions !== null || !!playerFlags(state, state.you).hasSubmitted;
  return (
    <>
      <PhaseCountdown view={view} serverNow={props.serverNow} fallbackMs={DEFAULT_PHASE_SECONDS.memeCaptioning * 1000} label="وقت الكتابة" />
      <PhaseNotice notice={view.notice} />
      <RefusedNotice refused={view.myTextRefused} />
      {!view.currentMeme ? null : playing ? (
        <CaptionForm {...props} meme={view.currentMeme} submitted={submitted} />
      ) : (
        <>
          <MemePicture meme={view.currentMeme} className="mx-auto max-w-xl" />
          <WatchingCard title={WATCHING_TEXTS.title} note={WATCHING_TEXTS.note} />
        </>
      )}
    </>
  );
}

function CaptionForm({
  state,
  view,
  meme,
  submitted,
  send,
  subscribe,
}: PhaseScreenProps<MemeView> & {
  meme: NonNullable<MemeView["currentMeme"]>;
  submitted: boolean;
}) {
  const T = useTexts(MEME_TEXT_TABLE).captioning;
  const baseId = useId();
  const errorId = useId();
  const boxCount = boxCountOf(meme);
  // Each box kept on the device until sent or the phase ends, so a reload or a sleep loses nothing typed.
  const [first, setFirst] = useDraft(state.code, phaseKey(view), "caption-1", submitted);
  const [second, setSecond] = useDraft(state.code, phaseKey(view), "caption-2", submitted);
  const texts: [string, string] = [first, second];
  // The inline error shows once the player tried to send with a box empty, until every box is filled.
  const [attempted, setAttempted] = useState(false);
  const [roomHint, setRoomHint] = useState<string | null>(null);
  const lastSent = useRef<string[]>([]);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const { submission, click } = usePhaseSubmission({
    kind: "caption",
    phaseKey: phaseKey(view),
    confirmed: submitted,
    guardId: "meme-caption",
    action: "submit_caption",
    subscribe,
    onRefused: (error) => {
      if (error.hint) setRoomHint(error.message);
    },
  });

  if (submission.status === "confirmed") {
    const mine = view.myCaptions ?? lastSent.current;
    return (
      <section role="status" className="flex flex-col gap-3 rounded-3xl bg-brand-500/10 p-4 ring-1 ring-brand-400/30" data-testid="caption-confirmed">
        <p className="flex items-center gap-2 font-bold text-white">
          <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-brand-300" />
          {T.confirmedTitle}
        </p>
        <MemePicture meme={meme} captions={mine} className="mx-auto max-w-xl" />
        <ul className="sr-only" data-testid="my-captions">
          {mine.filter(Boolean).map((caption, i) => (
            <li key={i}>{caption}</li>
          ))}
        </ul>
        <p className="text-sm text-white/65">{T.confirmedNote}</p>
      </section>
    );
  }

  const submitting = submission.status === "submitting";
  const complete = captionCompleteness(texts, boxCount) === "complete";
  const error = attempted && !complete ? missingCaptionMessage(boxCount) : roomHint;
  const labels = boxCount === 2 ? T.twoBoxes : [T.oneBox];

  function edit(index: number, value: string) {
    (index === 0 ? setFirst : setSecond)(value);
    setRoomHint(null);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the top box moves on to the bottom one; in the last box it sends.
    if (event.key !== "Enter" || index >= boxCount - 1) return;
    event.preventDefault();
    inputs.current[index + 1]?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    click.run(async () => {
      const prepared = preparedCaptions(texts, boxCount);
      if ("error" in prepared) {
        setAttempted(true);
        inputs.current[texts.slice(0, boxCount).findIndex((t) => t.trim() === "")]?.focus();
        return;
      }
      setRoomHint(null);
      lastSent.current = prepared.captions;
      await submission.submit(() => send("game-action", { action: "submit_caption", captions: prepared.captions, submissionId: newActionId() }));
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={T.formLabel} className="flex flex-col gap-3" data-submission={submission.status}>
      <h2 className="text-lg font-bold text-white">{T.title}</h2>
      <MemePicture meme={meme} captions={texts.slice(0, boxCount)} className="mx-auto max-w-xl" />
      <div className="flex flex-col gap-3 rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5">
        {labels.map((label, index) => {
          const id = `${baseId}-${index}`;
          const empty = attempted && texts[index].trim() === "";
          return (
            <div key={index}>
              <label htmlFor={id} className="mb-1.5 block font-bold text-white">
                {label}
              </label>
              <CountedTextInput
                id={id}
                ref={(el) => void (inputs.current[index] = el)}
                value={texts[index]}
                onChange={(event) => edit(index, event.target.value)}
                onKeyDown={(event) => onKeyDown(index, event)}
                max={MAX}
                disabled={submitting}
                enterKeyHint={index < boxCount - 1 ? "next" : "send"}
                aria-describedby={error ? errorId : undefined}
                aria-invalid={error && (empty || roomHint) ? true : undefined}
                data-caption-input={index + 1}
                marked={empty}
                counterTestId="caption-counter"
                endPadding="pe-18"
              />
            </div>
          );
        })}
        {error ? (
          <InputAlert id={errorId} icon={CircleAlert} testId="caption-error" spaced={false}>
            {error}
          </InputAlert>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={submitting}
          disabled={submitted || submitting || click.disabled}
          icon={<Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
        >
          {submitting ? T.submitting : T.submit}
        </Button>
      </div>
    </form>
  );
}
