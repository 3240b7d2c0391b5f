// A player with the rounds they were the accused in: the results' running count and
// the game-end groups.
import type { RoomView } from "../../../../../schema/protocol";
import { cx } from "../../../ui/cx";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { playerAvatar } from "../../players/player-tile";
import { LEFT_PLAYER_NAME } from "../shared/texts";
import { roundsText, type WinsRow } from "./logic";
import { MOST_LIKELY_TEXTS } from "./texts";

export function PlayerWinsList({
  state,
  rows,
  label,
  size = "sm",
  highlight = false,
}: {
  state: RoomView;
  rows: WinsRow[];
  label: string;
  size?: "sm" | "md";
  /** The biggest accused: a stronger frame. */
  highlight?: boolean;
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {rows.map(({ playerId, wins }) => {
        const player = state.players[playerId];
        const self = playerId === state.you;
        return (
          <li
            key={playerId}
            data-player-id={playerId}
            data-wins={wins}
            className={cx(
              "flex min-h-14 items-center gap-2.5 rounded-2xl px-3 py-2 ring-1 ring-inset",
              highlight ? "bg-likely/15 ring-likely/45" : self ? "bg-brand-500/10 ring-brand-400/25" : "bg-white/[0.04] ring-white/10",
            )}
          >
            {player ? <LayeredAvatar {...playerAvatar(player)} size={size} /> : <span className="size-11 shrink-0 rounded-full bg-white/10" aria-hidden="true" />}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-bold text-white">{player?.nickname ?? LEFT_PLAYER_NAME}</span>
              {self ? <span className="text-xs text-brand-300">{MOST_LIKELY_TEXTS.status.you}</span> : null}
            </span>
            <span
              className={cx("shrink-0 rounded-full px-2.5 py-0.5 text-sm font-bold tabular-nums", wins > 0 ? "bg-likely/20 text-[#fda4af]" : "bg-white/10 text-white/60")}
              data-testid="wins"
            >
              {roundsText(wins)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
