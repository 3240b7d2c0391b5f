// round_results: every caption on the picture, ranked by votes (ties share a
// rank), with its author, its voters, its vote count, the top-caption badge and the
// points it won; then the scores and the admin's button on (shared with trivia).
import { Crown } from "lucide-react";
import type { MemePicture as MemePictureData, MemeSubmissionView, MemeView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { cx } from "../../../ui/cx";
import { countText, VOTES } from "../../../../../schema/arabic-count";
import { GamePanel } from "../shared/game-panel";
import { NextRoundControl } from "../shared/next-round-control";
import { ShowStrip } from "../shared/show-strip";
import { PlayerChip, VotersLine } from "../shared/player-chip";
import { RankBadge } from "../shared/rank-badge";
import { formatGain } from "../shared/ranking";
import { IconTag, ScoresPanel, YourVoteTag } from "../shared/result-parts";
import { resultRanks, resultSubmissions, submissionVotes } from "./logic";
import { MemePicture } from "./meme-picture";
import { MEME_TEXTS } from "./texts";

const T = MEME_TEXTS.results;

export function ResultsPhase({ state, view, send }: { state: RoomView; view: MemeView; send: RoomSend }) {
  const myPoints = view.roundPoints[state.you];
  const ordered = resultSubmissions(view.submissions);
  const ranks = resultRanks(ordered);
  const meme = view.currentMeme;
  return (
    <>
      <ShowStrip state={state} view={view} />
      {myPoints !== undefined ? (
        <p className="flex items-center justify-between gap-2 rounded-2xl bg-brand-500/[0.08] px-4 py-3 text-white/85 ring-1 ring-brand-400/30">
          {T.yourPoints}
          <span className={cx("text-xl font-bold tabular-nums", myPoints > 0 ? "text-brand-300" : "text-white/60")} dir="ltr" data-testid="my-round-points">
            {formatGain(myPoints)}
          </span>
        </p>
      ) : null}

      <GamePanel title={T.title} icon={<Crown aria-hidden="true" className="size-5 text-gold-300" />}>
        {ordered.length === 0 || !meme ? (
          <p className="text-white/65" data-testid="no-captions">
            {T.noCaptions}
          </p>
        ) : (
          <ol className="grid gap-3 sm:grid-cols-2" data-testid="meme-results">
            {ordered.map((submission, index) => (
              <SubmissionResult
                key={submission.id}
                state={state}
                meme={meme}
                submission={submission}
                rank={ranks[index]}
                points={submission.authorId ? view.roundPoints[submission.authorId] : undefined}
                myVote={view.myVote}
              />
            ))}
          </ol>
        )}
      </GamePanel>

      <ScoresPanel state={state} view={view} label={T.scores} />

      <NextRoundControl state={state} round={view} send={send} guardId="meme-next-round" />
    </>
  );
}

function SubmissionResult({
  state,
  meme,
  submission,
  rank,
  points,
  myVote,
}: {
  state: RoomView;
  meme: MemePictureData;
  submission: MemeSubmissionView;
  rank: number;
  points: number | undefined;
  myVote: string | null;
}) {
  const voters = submission.voters ?? [];
  const top = !!submission.isTop;
  const votedHere = submission.id === myVote;
  return (
    <li
      className={cx(
        "flex min-w-0 flex-col gap-2 rounded-3xl p-2.5 ring-inset",
        top ? "bg-gold-500/10 ring-2 ring-gold-400/50" : "bg-white/[0.04] ring-1 ring-white/10",
      )}
      data-submission-id={submission.id}
      data-rank={rank}
      data-top={top || undefined}
    >
      <div className="flex flex-wrap items-center gap-1.5 px-1">
        <RankBadge rank={rank} />
        <span className="sr-only">المركز {rank}</span>
        {top ? (
          <IconTag icon={Crown} look="bg-gold-500/20 px-2.5 text-gold-300" testId="top-caption">
            {T.top}
          </IconTag>
        ) : null}
        {submission.isMine ? <span className="rounded-full bg-brand-500/15 px-2 text-xs font-bold leading-6 text-brand-300">{T.yours}</span> : null}
        {votedHere ? <YourVoteTag /> : null}
        <span className="ms-auto shrink-0 rounded-full bg-night-950/40 px-2.5 py-0.5 text-sm font-bold tabular-nums text-white" data-testid="vote-count">
          {countText(submissionVotes(submission), VOTES)}
        </span>
      </div>

      <MemePicture meme={meme} captions={submission.captions} />

      <div className="flex flex-wrap items-center gap-1.5 px-1 text-sm text-white/60">
        <span className="shrink-0">{T.author}:</span>
        {submission.authorId ? (
          <span className="min-w-0" data-testid="caption-author">
            <PlayerChip state={state} playerId={submission.authorId} />
          </span>
        ) : null}
        {points !== undefined ? (
          <span
            className={cx("ms-auto shrink-0 text-sm font-bold tabular-nums", points > 0 ? "text-brand-300" : "text-white/45")}
            aria-label={`${T.points}: ${formatGain(points)}`}
            data-testid="caption-points"
          >
            <span dir="ltr">{formatGain(points)}</span>
          </span>
        ) : null}
      </div>
      <VotersLine state={state} voters={voters} label={T.voters} none={T.noVoters} className="px-1 pb-1" />
    </li>
  );
}
