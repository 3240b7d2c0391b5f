// voting: every caption drawn on the picture; the player picks one that is not
// their own, then votes. A vote already cast (e.g. before a refresh) comes back from
// `myVote` and stays highlighted. The vote carries the submission's opaque id, so
// authors stay hidden until the results.
import { Check, CircleCheck, Vote } from "lucide-react";
import { useState } from "react";
import type { MemePicture as MemePictureData, MemeSubmissionView, MemeView } from "../../../../../schema/game-views";
import { DEFAULT_PHASE_SECONDS } from "../../../../../schema/limits";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { toast } from "../../../ui/toast";
import { CountdownBar } from "../chrome/countdown-bar";
import { playerFlags } from "../chrome/players-status";
import { newActionId } from "../shared/game-props";
import { isParticipant, phaseKey } from "../shared/rounds";
import { WATCHING_TEXTS } from "../shared/texts";
import { useGuardedClick } from "../shared/use-guarded-click";
import { useSubmission } from "../shared/use-submission";
import { useSubmissionErrors, type Subscribe } from "../shared/use-submission-errors";
import { WatchingCard } from "../shared/watching-card";
import { votableSubmissions } from "./logic";
import { MemePicture } from "./meme-picture";
import { MEME_TEXTS } from "./texts";

const T = MEME_TEXTS.voting;

export function VotingPhase({
  state,
  view,
  send,
  serverNow,
  subscribe,
}: {
  state: RoomView;
  view: MemeView;
  send: RoomSend;
  serverNow: () => number;
  subscribe: Subscribe;
}) {
  const playing = isParticipant(view, state.you);
  const meme = view.currentMeme;
  return (
    <>
      <CountdownBar
        phaseEndsAt={view.phaseEndsAt}
        phaseDuration={view.phaseDuration}
        fallbackDurationMs={DEFAULT_PHASE_SECONDS.memeVoting * 1000}
        serverNow={serverNow}
        label="وقت التصويت"
      />
      {!meme ? null : !playing ? (
        <>
          <WatchingCard title={WATCHING_TEXTS.title} note={WATCHING_TEXTS.note} />
          <SubmissionGrid meme={meme} submissions={view.submissions} selected={null} disabled onPick={() => {}} />
        </>
      ) : votableSubmissions(view).length === 0 ? (
        <>
          <p role="status" className="rounded-2xl bg-white/[0.05] px-4 py-3 text-white/75 ring-1 ring-white/10" data-testid="nothing-to-vote">
            {T.nothingToVote}
          </p>
          <SubmissionGrid meme={meme} submissions={view.submissions} selected={null} disabled onPick={() => {}} />
        </>
      ) : (
        <VoteForm state={state} view={view} meme={meme} send={send} subscribe={subscribe} />
      )}
    </>
  );
}

function VoteForm({
  state,
  view,
  meme,
  send,
  subscribe,
}: {
  state: RoomView;
  view: MemeView;
  meme: MemePictureData;
  send: RoomSend;
  subscribe: Subscribe;
}) {
  const voted = view.myVote !== null || !!playerFlags(state, state.you).hasVoted;
  const [choice, setChoice] = useState<string | null>(view.myVote);
  const submission = useSubmission({ kind: "vote", phaseKey: phaseKey(view), confirmed: voted });
  const click = useGuardedClick("meme-vote");
  useSubmissionErrors(subscribe, () => submission.refused(), ["vote_meme"]);
  const locked = submission.status !== "idle";
  // The room's record wins: after a refresh the page shows the vote it counted.
  const selected = view.myVote ?? choice;

  function vote() {
    click.run(async () => {
      if (!choice) {
        toast(T.noChoiceToast);
        return;
      }
      await submission.submit(() => send("game-action", { action: "vote_meme", votedPlayerId: choice, submissionId: newActionId() }));
    });
  }

  return (
    <section aria-label={T.listLabel} className="flex flex-col gap-3" data-submission={submission.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
        <h2 className="text-lg font-bold text-white">{T.title}</h2>
        {!locked ? <p className="text-sm text-white/60">{T.hint}</p> : null}
      </div>
      <SubmissionGrid meme={meme} submissions={view.submissions} selected={selected} disabled={locked} onPick={setChoice} />
      {/* Stays in reach at the bottom of the screen while the player scrolls through the captions. */}
      <div className="sticky bottom-0 z-10 -mx-1 rounded-t-3xl bg-night-900/90 px-1 pt-2 pb-3 backdrop-blur-md">
        {submission.status === "confirmed" ? (
          <p role="status" className="flex items-center gap-2 rounded-2xl bg-brand-500/10 px-4 py-3 ring-1 ring-brand-400/40" data-testid="vote-confirmed">
            <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-brand-300" />
            <span>
              <span className="block font-bold text-white">{T.confirmedTitle}</span>
              <span className="block text-sm text-white/65">{T.confirmedNote}</span>
            </span>
          </p>
        ) : (
          <Button
            size="lg"
            className="w-full"
            onClick={vote}
            loading={submission.status === "submitting"}
            disabled={locked || click.disabled}
            icon={<Vote aria-hidden="true" className="size-5" />}
            data-testid="vote-button"
          >
            {submission.status === "submitting" ? T.submitting : T.submit}
          </Button>
        )}
      </div>
    </section>
  );
}

function SubmissionGrid({
  meme,
  submissions,
  selected,
  disabled,
  onPick,
}: {
  meme: MemePictureData;
  submissions: MemeSubmissionView[];
  selected: string | null;
  disabled: boolean;
  onPick: (id: string) => void;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="vote-options">
      {submissions.map((submission, index) => {
        const chosen = submission.id === selected;
        const mine = submission.isMine;
        return (
          <li key={submission.id} className="min-w-0">
            <button
              type="button"
              aria-pressed={chosen}
              aria-label={mine ? `${T.mine}: ${submission.captions.filter(Boolean).join(" / ")}` : `${T.choose(index + 1)}: ${submission.captions.filter(Boolean).join(" / ")}`}
              disabled={disabled || mine}
              onClick={() => onPick(submission.id)}
              data-submission-id={submission.id}
              data-mine={mine || undefined}
              className={cx(
                "relative block w-full rounded-3xl p-1.5 text-start ring-inset transition",
                chosen ? "bg-brand-500/25 ring-4 ring-brand-400" : "bg-white/[0.05] ring-1 ring-white/15 enabled:hover:bg-white/10",
                mine && "opacity-70",
                (disabled || mine) && "cursor-default",
              )}
            >
              <MemePicture meme={meme} captions={submission.captions} />
              <span className="flex min-h-10 items-center gap-2 px-2 pt-1.5 text-sm">
                {mine ? (
                  <>
                    <span className="rounded-full bg-gold-500/20 px-2.5 text-xs font-bold leading-6 text-gold-300">{T.mine}</span>
                    <span className="text-white/55">{T.mineNote}</span>
                  </>
                ) : (
                  <>
                    <span
                      aria-hidden="true"
                      className={cx(
                        "inline-flex size-6 shrink-0 items-center justify-center rounded-full ring-2",
                        chosen ? "bg-brand-400 text-night-950 ring-brand-400" : "ring-white/30",
                      )}
                    >
                      {chosen ? <Check className="size-4" strokeWidth={3} /> : null}
                    </span>
                    <span className={chosen ? "font-bold text-brand-300" : "text-white/65"}>{chosen ? T.picked : T.pick}</span>
                  </>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
