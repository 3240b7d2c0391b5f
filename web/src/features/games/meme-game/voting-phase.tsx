// voting: every caption drawn on the picture; the player picks one that is not
// their own, then votes. A vote already cast (e.g. before a refresh) comes back from
// `myVote` and stays highlighted. The vote carries the submission's opaque id, so
// authors stay hidden until the results.
import { Check } from "lucide-react";
import { useRef } from "react";
import type { MemePicture as MemePictureData, MemeSubmissionView, MemeView } from "../../../../../schema/game-views";
import { DEFAULT_PHASE_SECONDS } from "../../../../../schema/limits";
import { cx } from "../../../ui/cx";
import { useToastClearance } from "../../../ui/toast";
import { newActionId, type PhaseScreenProps } from "../shared/game-props";
import { HiddenNotice, HideSubmissions } from "../shared/hide-submissions";
import { RefusedNotice } from "../shared/refused-notice";
import { VoteSection } from "../shared/answer-options";
import { PhaseCountdown } from "../shared/phase-frame";
import { isParticipant } from "../shared/rounds";
import { WATCHING_TEXTS } from "../shared/texts";
import { useRoundVote, VoteSubmitControl } from "../shared/vote-submit";
import { WatchingCard } from "../shared/watching-card";
import { votableSubmissions } from "./logic";
import { MemePicture } from "./meme-picture";
import { useTexts } from "../../../lib/address-form";
import { MEME_TEXT_TABLE, MEME_TEXTS } from "./texts";

const T = MEME_TEXTS.voting;

export function VotingPhase(props: PhaseScreenProps<MemeView>) {
  const { state, view, send } = props;
  const playing = isParticipant(view, state.you);
  const meme = view.currentMeme;
  return (
    <>
      <PhaseCountdown view={view} serverNow={props.serverNow} fallbackMs={DEFAULT_PHASE_SECONDS.memeVoting * 1000} label="وقت التصويت" />
      <HiddenNotice hidden={view.myTextHidden} />
      <RefusedNotice refused={view.myTextRefused} />
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
        <VoteForm {...props} meme={meme} />
      )}
      {state.isAdmin ? <HideSubmissions items={view.submissions.map((s) => ({ id: s.id, text: s.captions.filter(Boolean).join(" / ") }))} send={send} /> : null}
    </>
  );
}

function VoteForm({ meme, ...props }: PhaseScreenProps<MemeView> & { meme: MemePictureData }) {
  const T = useTexts(MEME_TEXT_TABLE).voting;
  const vote = useRoundVote(props, {
    guardId: "meme-vote",
    action: "vote_meme",
    noChoiceToast: T.noChoiceToast,
    sendVote: (votedPlayerId) => props.send("game-action", { action: "vote_meme", votedPlayerId, submissionId: newActionId() }),
  });
  // The room's record wins: after a refresh the page shows the vote it counted.
  const selected = props.view.myVote ?? vote.choice;
  const voteBar = useRef<HTMLDivElement>(null);
  useToastClearance(voteBar, "bottom");

  return (
    <VoteSection
      vote={vote}
      label={T.listLabel}
      title={T.title}
      hint={T.hint}
      layout="wrap"
      footer={
        // Stays in reach at the bottom of the screen while the player scrolls through the captions.
        <div ref={voteBar} className="sticky bottom-0 z-10 -mx-1 rounded-t-3xl bg-night-900/90 px-1 pt-2 pb-3 backdrop-blur-md">
          <VoteSubmitControl vote={vote} texts={T} confirmedRing="ring-brand-400/40" buttonTestId="vote-button" />
        </div>
      }
    >
      <SubmissionGrid meme={meme} submissions={props.view.submissions} selected={selected} disabled={vote.locked} onPick={vote.setChoice} />
    </VoteSection>
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
