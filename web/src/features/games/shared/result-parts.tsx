// The parts of a round's results that every scored game shows alike: the player's points, the
// scores with the round's gains, the «صوتك» mark, and (for the answer games) one answer's card
// with its votes, its tags, whose it was and who picked it.
import { ListOrdered, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { RankedPlayer } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import { countText, VOTES } from "../../../../../schema/arabic-count";
import { cx } from "../../../ui/cx";
import { GamePanel } from "./game-panel";
import { PlayerChips, VotersLine } from "./player-chip";
import { formatGain } from "./ranking";
import { RankingList } from "./ranking-list";
import { YOUR_VOTE } from "./texts";

/** The player's points of a turn or round, inside a results panel; nothing for someone who did not play. */
export function PointsLine({ label, points, testId }: { label: string; points: number | undefined; testId: string }) {
  if (points === undefined) return null;
  return (
    <p className="mt-3 flex items-center justify-between gap-2 rounded-2xl bg-night-950/40 px-3 py-2 text-sm text-white/80">
      {label}
      <span className={cx("text-lg font-bold tabular-nums", points > 0 ? "text-brand-300" : "text-white/60")} dir="ltr" data-testid={testId}>
        {formatGain(points)}
      </span>
    </p>
  );
}

/** The scores so far, each with what the round added. */
export function ScoresPanel({ state, view, label }: { state: RoomView; view: { ranking: RankedPlayer[]; roundPoints: Record<string, number> }; label: string }) {
  return (
    <GamePanel title={label} icon={<ListOrdered aria-hidden="true" className="size-5 text-brand-300" />}>
      <RankingList state={state} ranking={view.ranking} gains={view.roundPoints} label={label} />
    </GamePanel>
  );
}

/** A tag with an icon that singles a result out (a strong trick, the top caption). */
export function IconTag({ icon: Icon, look, testId, children }: { icon: LucideIcon; look: string; testId: string; children: ReactNode }) {
  return (
    <span className={cx("inline-flex items-center gap-1 rounded-full text-xs font-bold leading-6", look)} data-testid={testId}>
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
    </span>
  );
}

/** Marks the answer or caption this player voted for. */
export function YourVoteTag() {
  return <span className="rounded-full bg-white/10 px-2 text-xs font-bold leading-6 text-white">{YOUR_VOTE}</span>;
}

/** One answer in the results: its text and votes, the game's tags, whose it was and who picked it. */
export function AnswerResult({
  state,
  answer,
  look,
  voted,
  attrs,
  tags,
  authors,
  authorsLabel,
  voters,
  votersLine,
}: {
  state: RoomView;
  answer: string;
  /** The card's colours (the truth, a strong trick, a lie). */
  look: string;
  voted: boolean;
  attrs: Record<`data-${string}`, string | boolean | undefined>;
  tags: ReactNode;
  /** Whose answer it was; none shown when empty. */
  authors: string[];
  authorsLabel: string;
  voters: string[];
  votersLine: { label: string; none: string };
}) {
  return (
    <li className={cx("rounded-2xl p-3 ring-1 ring-inset", look, voted && "ring-2")} {...attrs}>
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-lg font-bold text-white [overflow-wrap:anywhere]">{answer}</p>
        <span className="shrink-0 rounded-full bg-night-950/40 px-2.5 py-0.5 text-sm font-bold tabular-nums text-white" data-testid="vote-count">
          {countText(voters.length, VOTES)}
        </span>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
        {tags}
        {voted ? <YourVoteTag /> : null}
      </div>
      {authors.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm text-white/60">
          <span className="shrink-0">{authorsLabel}:</span>
          <PlayerChips state={state} playerIds={authors} label={authorsLabel} />
        </div>
      ) : null}
      <VotersLine state={state} voters={voters} label={votersLine.label} none={votersLine.none} className="mt-2" />
    </li>
  );
}
