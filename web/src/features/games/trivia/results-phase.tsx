// round_results: the truth, every option with its votes, voters and authors (and
// the 'strong trick' badge), the points of the round, the scores, and the admin's
// button to go on: next round, kill round, or the final ranking (shared).
import { CheckCircle2, Flame, ListOrdered } from "lucide-react";
import type { TriviaOptionView, TriviaView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { cx } from "../../../ui/cx";
import { countText, VOTES } from "../../../../../schema/arabic-count";
import { GamePanel } from "../shared/game-panel";
import { NextRoundControl } from "../shared/next-round-control";
import { ShowStrip } from "../shared/show-strip";
import { PlayerChips, VotersLine } from "../shared/player-chip";
import { formatGain } from "../shared/ranking";
import { RankingList } from "../shared/ranking-list";
import { isStrongTrick, optionTypeLabel, resultOptions, voteCount } from "./logic";
import { TRIVIA_TEXTS } from "./texts";

const T = TRIVIA_TEXTS.results;

export function ResultsPhase({ state, view, send }: { state: RoomView; view: TriviaView; send: RoomSend }) {
  const question = view.currentQuestion;
  const myPoints = view.roundPoints[state.you];

  return (
    <>
      <ShowStrip state={state} view={view} />
      <GamePanel tone="brand" aria-label={T.correctAnswer}>
        {question ? <p className="text-sm leading-6 text-white/70 [overflow-wrap:anywhere]">{question.content}</p> : null}
        <p className="mt-2 flex items-center gap-2 text-sm font-bold text-brand-300">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {T.correctAnswer}
        </p>
        <p className="mt-1 text-2xl font-bold text-white [overflow-wrap:anywhere]" data-testid="correct-answer">
          {question?.correctAnswer}
        </p>
        {myPoints !== undefined ? (
          <p className="mt-3 flex items-center justify-between gap-2 rounded-2xl bg-night-950/40 px-3 py-2 text-sm text-white/80">
            {T.yourPoints}
            <span className={cx("text-lg font-bold tabular-nums", myPoints > 0 ? "text-brand-300" : "text-white/60")} dir="ltr" data-testid="my-round-points">
              {formatGain(myPoints)}
            </span>
          </p>
        ) : null}
      </GamePanel>

      <GamePanel title={T.title}>
        <ul className="grid gap-2 sm:grid-cols-2" data-testid="result-options">
          {resultOptions(view.displayOptions).map((option) => (
            <OptionResult key={option.id} state={state} option={option} myVote={view.myVote} />
          ))}
        </ul>
      </GamePanel>

      <GamePanel title={T.scores} icon={<ListOrdered aria-hidden="true" className="size-5 text-brand-300" />}>
        <RankingList state={state} ranking={view.ranking} gains={view.roundPoints} label={T.scores} />
      </GamePanel>

      <NextRoundControl state={state} round={view} send={send} guardId="trivia-next-round" />
    </>
  );
}

function OptionResult({ state, option, myVote }: { state: RoomView; option: TriviaOptionView; myVote: string | null }) {
  const correct = option.type === "correct";
  const strong = isStrongTrick(option);
  const mine = option.id === myVote;
  const authors = option.authors ?? [];
  const voters = option.voters ?? [];
  return (
    <li
      className={cx(
        "rounded-2xl p-3 ring-1 ring-inset",
        correct ? "bg-brand-500/10 ring-brand-400/40" : strong ? "bg-rose-500/10 ring-rose-400/35" : "bg-white/[0.04] ring-white/10",
        mine && "ring-2",
      )}
      data-option-type={option.type}
      data-strong-trick={strong || undefined}
    >
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-lg font-bold text-white [overflow-wrap:anywhere]">{option.answer}</p>
        <span className="shrink-0 rounded-full bg-night-950/40 px-2.5 py-0.5 text-sm font-bold tabular-nums text-white" data-testid="vote-count">
          {countText(voteCount(option), VOTES)}
        </span>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
        <span
          className={cx(
            "rounded-full px-2 text-xs font-bold leading-6",
            correct ? "bg-brand-500/20 text-brand-300" : option.type === "fake" ? "bg-trivia/25 text-[#c4b5fd]" : "bg-white/10 text-white/70",
          )}
        >
          {optionTypeLabel(option.type)}
        </span>
        {strong ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-rose-500/20 px-2 text-xs font-bold leading-6 text-rose-200" data-testid="strong-trick">
            <Flame aria-hidden="true" className="size-3.5" />
            {T.strongTrick}
          </span>
        ) : null}
        {mine ? <span className="rounded-full bg-white/10 px-2 text-xs font-bold leading-6 text-white">صوتك</span> : null}
      </div>
      {authors.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm text-white/60">
          <span className="shrink-0">{T.authors}:</span>
          <PlayerChips state={state} playerIds={authors} label={T.authors} />
        </div>
      ) : null}
      <VotersLine state={state} voters={voters} label={T.voters} none={T.noVoters} className="mt-2" />
    </li>
  );
}
