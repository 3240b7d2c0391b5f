// «عنّا»'s results: one subject's reveal (the truth, every lie with whom it fooled and whose it
// was, this turn's points), the round's results with the host's button, and the final ranking
// with the awards and the end's actions (the share card among them).
import { CheckCircle2 } from "lucide-react";
import type { AboutUsAward, AboutUsOptionView, AboutUsView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { cx } from "../../../ui/cx";
import { AwardsPanel, FinalStanding, type FinalScreenProps } from "../shared/final-standing";
import { GamePanel } from "../shared/game-panel";
import { NextRoundControl } from "../shared/next-round-control";
import { playerName } from "../shared/player-chip";
import { AnswerResult, PointsLine, ScoresPanel } from "../shared/result-parts";
import { followingScreen, ShowStrip } from "../shared/show-strip";
import { awardDetail, revealOrder } from "./logic";
import { ABOUT_US_TEXTS } from "./texts";

const T = ABOUT_US_TEXTS;

/** reveal: one subject's truth and lies, as the big screen plays them; while it leads, only what the room has told. */
export function RevealPhase({ state, view, serverNow }: { state: RoomView; view: AboutUsView; serverNow?: () => number }) {
  const subject = view.subjectId;
  const name = subject ? playerName(state, subject) : "";
  const following = followingScreen(view);
  const mine = view.turnPoints[state.you] ?? (view.participants.includes(state.you) ? 0 : undefined);
  const truthTold = view.options.some((o) => o.type === "truth");
  const told = revealOrder(view.options).filter((o) => o.type !== undefined);
  return (
    <>
      <ShowStrip state={state} view={view} serverNow={serverNow} />
      {truthTold || !following ? (
        <GamePanel tone="brand" aria-label={T.reveal.truth(name)} data-testid="reveal-truth-panel">
          {view.subjectQuestion ? <p className="text-sm leading-6 text-white/70 [overflow-wrap:anywhere]">{view.subjectQuestion}</p> : null}
          <p className="mt-2 flex items-center gap-2 text-sm font-bold text-brand-300">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {T.reveal.truth(name)}
          </p>
          <p className="mt-1 text-2xl font-bold text-white [overflow-wrap:anywhere]" data-testid="correct-answer">
            {view.truth}
          </p>
          {following ? null : <PointsLine label={T.reveal.yourPoints} points={mine} testId="my-turn-points" />}
        </GamePanel>
      ) : null}
      {told.length ? (
        <ul className="grid gap-2" data-testid="result-options">
          {told.map((option) => (
            <OptionResult key={option.id} state={state} option={option} myVote={view.myVote} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function OptionResult({ state, option, myVote }: { state: RoomView; option: AboutUsOptionView; myVote: string | null }) {
  const truth = option.type === "truth";
  return (
    <AnswerResult
      state={state}
      answer={option.answer}
      look={truth ? "bg-brand-500/10 ring-brand-400/40" : "bg-white/[0.04] ring-white/10"}
      voted={option.id === myVote}
      attrs={{ "data-option-type": option.type }}
      tags={
        <span className={cx("rounded-full px-2 text-xs font-bold leading-6", truth ? "bg-brand-500/20 text-brand-300" : "bg-[#0369a1]/30 text-[#7dd3fc]")}>
          {truth ? "الجواب الحقيقي" : T.reveal.lie}
        </span>
      }
      authors={truth ? [] : (option.authors ?? [])}
      authorsLabel={T.reveal.authors}
      voters={option.voters ?? []}
      votersLine={truth ? { label: T.reveal.votersTruth, none: T.reveal.unfound } : { label: T.reveal.voters, none: T.reveal.noVoters }}
    />
  );
}

/** round_results: the round's points and the scores; the host moves on. */
export function RoundResultsPhase({ state, view, send, serverNow }: { state: RoomView; view: AboutUsView; send: RoomSend; serverNow?: () => number }) {
  return (
    <>
      <GamePanel tone="brand" title={T.results.title}>
        <PointsLine label={T.results.yourPoints} points={view.participants.includes(state.you) ? (view.roundPoints[state.you] ?? 0) : undefined} testId="my-turn-points" />
      </GamePanel>
      <ScoresPanel state={state} view={view} label={T.results.scores} />
      <NextRoundControl state={state} round={view} send={send} guardId="about-us-next-round" serverNow={serverNow} />
    </>
  );
}

const AWARD_ICONS: Record<AboutUsAward["kind"], string> = {
  most_fooling: "🎭",
  most_fooled: "😵",
  best_lie: "🪤",
  knows_everyone: "🔍",
  mystery: "🕵️",
};

/** final_ranking: medals and scores, the awards, then what's next. */
export function FinalPhase(props: FinalScreenProps & { view: AboutUsView }) {
  return (
    <FinalStanding {...props} guardPrefix="about-us">
      <AwardsPanel state={props.state} awards={props.view.awards} title={T.final.awards} iconClass="text-[#7dd3fc]" icons={AWARD_ICONS} names={T.awards} detail={awardDetail} />
    </FinalStanding>
  );
}
