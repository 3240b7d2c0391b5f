// Scores sorted with shared ranks (the server's `ranking`): medals for the first
// three, then #n; optionally the points each won this round.
import type { RankedPlayer } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import { cx } from "../../../ui/cx";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { playerAvatar } from "../../players/player-tile";
import { RankBadge } from "./rank-badge";
import { formatGain, formatPoints } from "./ranking";
import { playerName } from "./player-chip";

export function RankingList({
  state,
  ranking,
  gains,
  size = "md",
  label,
}: {
  state: RoomView;
  ranking: RankedPlayer[];
  /** Points won this round, shown beside the total. */
  gains?: Record<string, number>;
  size?: "md" | "lg";
  label: string;
}) {
  return (
    <ol className="flex flex-col gap-2" aria-label={label} data-testid="ranking">
      {ranking.map((entry) => {
        const player = state.players[entry.playerId];
        const self = entry.playerId === state.you;
        const gain = gains?.[entry.playerId];
        return (
          <li
            key={entry.playerId}
            data-rank={entry.rank}
            data-player-id={entry.playerId}
            className={cx(
              "flex min-h-14 items-center gap-2.5 rounded-2xl px-3 py-2 ring-1 ring-inset",
              entry.rank === 1 ? "bg-gold-500/10 ring-gold-400/30" : self ? "bg-brand-500/10 ring-brand-400/25" : "bg-white/[0.04] ring-white/10",
            )}
          >
            <RankBadge rank={entry.rank} size={size} />
            <span className="sr-only">المركز {entry.rank}</span>
            {player ? <LayeredAvatar {...playerAvatar(player)} size={size === "lg" ? "md" : "sm"} /> : null}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-bold text-white">{playerName(state, entry.playerId)}</span>
              {self ? <span className="text-xs text-brand-300">أنت</span> : null}
            </span>
            <span className="flex shrink-0 flex-col items-end leading-tight">
              <span className={cx("font-bold tabular-nums text-white", size === "lg" ? "text-xl" : "text-lg")}>
                {formatPoints(entry.score)}
                <span className="ms-1 text-xs font-normal text-white/55">نقطة</span>
              </span>
              {gain !== undefined ? (
                <span className={cx("text-xs font-bold tabular-nums", gain > 0 ? "text-brand-300" : "text-white/40")} dir="ltr" data-testid="round-gain">
                  {formatGain(gain)}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
