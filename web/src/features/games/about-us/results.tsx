// «عنّا»'s results: one subject's reveal (the truth, every lie with whom it fooled and whose it
// was, this turn's points), the round's results with the host's button, and the final ranking
// with the awards and the end's actions (the share card among them).
import { Award, CheckCircle2, ListOrdered, Trophy } from "lucide-react";
import type { AboutUsAward, AboutUsOptionView, AboutUsView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { countText, VOTES } from "../../../../../schema/arabic-count";
import { cx } from "../../../ui/cx";
import type { GameMenuActions } from "../chrome/game-menu";
import { GameEndActions } from "../shared/game-end-actions";
import { GamePanel } from "../shared/game-panel";
import { NextRoundControl } from "../shared/next-round-control";
import { PlayerChips, playerName, VotersLine } from "../shared/player-chip";
import { formatGain } from "../shared/ranking";
import { RankingList } from "../shared/ranking-list";
import { ShowStrip } from "../shared/show-strip";
import { awardDetail, revealOrder, voteCount } from "./logic";
import { ABOUT_US_TEXTS } from "./texts";

const T = ABOUT_US_TEXTS;

function PointsLine({ label, points }: { label: string; points: number | undefined }) {
  if (points === undefined) return null;
  return (
    <p className="mt-3 flex items-center justify-between gap-2 rounded-2xl bg-night-950/40 px-3 py-2 text-sm text-white/80">
      {label}
      <span className={cx("text-lg font-bold tabular-nums", points > 0 ? "text-brand-300" : "text-white/60")} dir="ltr" data-testid="my-turn-points">
        {formatGain(points)}
      </span>
    </p>
  );
}

/** reveal: one subject's truth and lies, as the big screen plays them. */
export function RevealPhase({ state, view }: { state: RoomView; view: AboutUsView }) {
  const subject = view.subjectId;
  const name = subject ? playerName(state, subject) : "";
  const mine = view.turnPoints[state.you] ?? (view.participants.includes(state.you) ? 0 : undefined);
  return (
    <>
      <ShowStrip state={state} view={view} />
      <GamePanel tone="brand" aria-label={T.reveal.truth(name)} data-testid="reveal-truth-panel">
        {view.subjectQuestion ? <p className="text-sm leading-6 text-white/70 [overflow-wrap:anywhere]">{view.subjectQuestion}</p> : null}
        <p className="mt-2 flex items-center gap-2 text-sm font-bold text-brand-300">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {T.reveal.truth(name)}
        </p>
        <p className="mt-1 text-2xl font-bold text-white [overflow-wrap:anywhere]" data-testid="correct-answer">
          {view.truth}
        </p>
        <PointsLine label={T.reveal.yourPoints} points={mine} />
      </GamePanel>
      <ul className="grid gap-2" data-testid="result-options">
        {revealOrder(view.options).map((option) => (
          <OptionResult key={option.id} state={state} option={option} myVote={view.myVote} />
        ))}
      </ul>
    </>
  );
}

function OptionResult({ state, option, myVote }: { state: RoomView; option: AboutUsOptionView; myVote: string | null }) {
  const truth = option.type === "truth";
  const voted = option.id === myVote;
  return (
    <li
      className={cx("rounded-2xl p-3 ring-1 ring-inset", truth ? "bg-brand-500/10 ring-brand-400/40" : "bg-white/[0.04] ring-white/10", voted && "ring-2")}
      data-option-type={option.type}
    >
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-lg font-bold text-white [overflow-wrap:anywhere]">{option.answer}</p>
        <span className="shrink-0 rounded-full bg-night-950/40 px-2.5 py-0.5 text-sm font-bold tabular-nums text-white" data-testid="vote-count">
          {countText(voteCount(option), VOTES)}
        </span>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
        <span className={cx("rounded-full px-2 text-xs font-bold leading-6", truth ? "bg-brand-500/20 text-brand-300" : "bg-[#0369a1]/30 text-[#7dd3fc]")}>
          {truth ? "الجواب الحقيقي" : T.reveal.lie}
        </span>
        {voted ? <span className="rounded-full bg-white/10 px-2 text-xs font-bold leading-6 text-white">{T.reveal.yourVote}</span> : null}
      </div>
      {!truth && option.authors?.length ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm text-white/60">
          <span className="shrink-0">{T.reveal.authors}:</span>
          <PlayerChips state={state} playerIds={option.authors} label={T.reveal.authors} />
        </div>
      ) : null}
      <VotersLine state={state} voters={option.voters ?? []} label={truth ? T.reveal.votersTruth : T.reveal.voters} none={truth ? T.reveal.unfound : T.reveal.noVoters} className="mt-2" />
    </li>
  );
}

/** round_results: the round's points and the scores; the host moves on. */
export function RoundResultsPhase({ state, view, send }: { state: RoomView; view: AboutUsView; send: RoomSend }) {
  return (
    <>
      <GamePanel tone="brand" title={T.results.title}>
        <PointsLine label={T.results.yourPoints} points={view.participants.includes(state.you) ? (view.roundPoints[state.you] ?? 0) : undefined} />
      </GamePanel>
      <GamePanel title={T.results.scores} icon={<ListOrdered aria-hidden="true" className="size-5 text-brand-300" />}>
        <RankingList state={state} ranking={view.ranking} gains={view.roundPoints} label={T.results.scores} />
      </GamePanel>
      <NextRoundControl state={state} round={view} send={send} guardId="about-us-next-round" />
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
export function FinalPhase({ state, view, send, actions }: { state: RoomView; view: AboutUsView; send: RoomSend; actions: GameMenuActions }) {
  return (
    <>
      <GamePanel tone="gold" title={T.final.title} icon={<Trophy aria-hidden="true" className="size-5 text-gold-300" />} data-testid="final-ranking">
        {view.ranking.length > 0 ? <RankingList state={state} ranking={view.ranking} size="lg" label={T.final.title} /> : <p className="text-white/60">{T.final.noScores}</p>}
      </GamePanel>
      {view.awards.length > 0 ? (
        <GamePanel title={T.final.awards} icon={<Award aria-hidden="true" className="size-5 text-[#7dd3fc]" />}>
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="awards">
            {view.awards.map((award) => (
              <li key={award.kind} className="flex gap-3 rounded-2xl bg-white/[0.04] p-3 ring-1 ring-inset ring-white/10" data-award={award.kind}>
                <span className="text-3xl leading-none" aria-hidden="true">
                  {AWARD_ICONS[award.kind]}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-white">{T.awards[award.kind]}</p>
                  {award.answer ? <p className="mt-0.5 font-bold text-gold-300 [overflow-wrap:anywhere]">«{award.answer}»</p> : null}
                  <p className="text-sm text-white/60">{awardDetail(award)}</p>
                  <div className="mt-2">
                    <PlayerChips state={state} playerIds={award.playerIds} label={T.awards[award.kind]} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </GamePanel>
      ) : null}
      <GameEndActions state={state} send={send} actions={actions} guardPrefix="about-us" />
    </>
  );
}
