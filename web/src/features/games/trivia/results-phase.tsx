// round_results: the truth, every option with its votes, voters and authors (and
// the 'strong trick' badge), the points of the round, the scores, and the admin's
// button to go on: next round, kill round, or the final ranking (shared).
import { CheckCircle2, Flame } from "lucide-react";
import type { TriviaOptionView, TriviaView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { cx } from "../../../ui/cx";
import { GamePanel } from "../shared/game-panel";
import { NextRoundControl } from "../shared/next-round-control";
import { AnswerResult, IconTag, PointsLine, ScoresPanel } from "../shared/result-parts";
import { followingScreen, ShowStrip } from "../shared/show-strip";
import { isStrongTrick, optionTypeLabel, resultOptions } from "./logic";
import { TRIVIA_TEXTS } from "./texts";

const T = TRIVIA_TEXTS.results;

export function ResultsPhase({ state, view, send, serverNow }: { state: RoomView; view: TriviaView; send: RoomSend; serverNow?: () => number }) {
  const question = view.currentQuestion;
  // While a big screen leads the reveal, the phone shows only what the room has told it
  // (its own lie's beat, then the truth, then the totals), and says to watch the screen.
  const following = followingScreen(view);
  const told = resultOptions(view.displayOptions).filter((o) => o.type !== undefined);
  const truthTold = question?.correctAnswer != null;

  return (
    <>
      <ShowStrip state={state} view={view} serverNow={serverNow} />
      {truthTold ? (
        <GamePanel tone="brand" aria-label={T.correctAnswer}>
          {question ? <p className="text-sm leading-6 text-white/70 [overflow-wrap:anywhere]">{question.content}</p> : null}
          <p className="mt-2 flex items-center gap-2 text-sm font-bold text-brand-300">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {T.correctAnswer}
          </p>
          <p className="mt-1 text-2xl font-bold text-white [overflow-wrap:anywhere]" data-testid="correct-answer">
            {question?.correctAnswer}
          </p>
          {following ? null : <PointsLine label={T.yourPoints} points={view.roundPoints[state.you]} testId="my-round-points" />}
        </GamePanel>
      ) : null}

      {told.length ? (
        <GamePanel title={T.title}>
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="result-options">
            {told.map((option) => (
              <OptionResult key={option.id} state={state} option={option} myVote={view.myVote} />
            ))}
          </ul>
        </GamePanel>
      ) : null}

      {following ? null : <ScoresPanel state={state} view={view} label={T.scores} />}

      <NextRoundControl state={state} round={view} send={send} guardId="trivia-next-round" serverNow={serverNow} />
    </>
  );
}

function OptionResult({ state, option, myVote }: { state: RoomView; option: TriviaOptionView; myVote: string | null }) {
  const correct = option.type === "correct";
  const strong = isStrongTrick(option);
  return (
    <AnswerResult
      state={state}
      answer={option.answer}
      look={correct ? "bg-brand-500/10 ring-brand-400/40" : strong ? "bg-rose-500/10 ring-rose-400/35" : "bg-white/[0.04] ring-white/10"}
      voted={option.id === myVote}
      attrs={{ "data-option-type": option.type, "data-strong-trick": strong || undefined }}
      tags={
        <>
          <span
            className={cx(
              "rounded-full px-2 text-xs font-bold leading-6",
              correct ? "bg-brand-500/20 text-brand-300" : option.type === "fake" ? "bg-trivia/25 text-[#c4b5fd]" : "bg-white/10 text-white/70",
            )}
          >
            {optionTypeLabel(option.type)}
          </span>
          {strong ? (
            <IconTag icon={Flame} look="bg-rose-500/20 px-2 text-rose-200" testId="strong-trick">
              {T.strongTrick}
            </IconTag>
          ) : null}
        </>
      }
      authors={option.authors ?? []}
      authorsLabel={T.authors}
      voters={option.voters ?? []}
      votersLine={{ label: T.voters, none: T.noVoters }}
    />
  );
}
