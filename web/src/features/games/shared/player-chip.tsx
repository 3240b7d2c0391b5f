// A player named in a result (author, voter, award): small avatar and nickname.
import type { RoomView } from "../../../../../schema/protocol";
import { cx } from "../../../ui/cx";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { playerAvatar } from "../../players/player-tile";
import { LEFT_PLAYER_NAME } from "./texts";
import { AUDIENCE_TEAM_ID, AUDIENCE_TEAM_NAME } from "../../../../../schema/audience-team";

/** A name on a board: a seat's nickname, «الجمهور» for the audience playing as one team, else a player who left. */
export function playerName(state: RoomView, playerId: string): string {
  return state.players[playerId]?.nickname ?? (playerId === AUDIENCE_TEAM_ID ? AUDIENCE_TEAM_NAME : LEFT_PLAYER_NAME);
}

export function PlayerChip({ state, playerId, className }: { state: RoomView; playerId: string; className?: string }) {
  const player = state.players[playerId];
  const self = playerId === state.you;
  return (
    <span
      className={cx(
        "inline-flex max-w-full items-center gap-1.5 rounded-full py-0.5 ps-0.5 pe-2.5 text-sm ring-1 ring-inset",
        self ? "bg-brand-500/15 text-brand-300 ring-brand-400/30" : "bg-white/[0.07] text-white/90 ring-white/10",
        className,
      )}
      data-chip-player={playerId}
    >
      {player ? <LayeredAvatar {...playerAvatar(player)} size="xs" className="size-7" /> : <span className="size-7 shrink-0 rounded-full bg-white/10" aria-hidden="true" />}
      <span className="truncate">{playerName(state, playerId)}</span>
    </span>
  );
}

export function PlayerChips({ state, playerIds, label }: { state: RoomView; playerIds: string[]; label?: string }) {
  if (playerIds.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {playerIds.map((id) => (
        <li key={id} className="min-w-0 max-w-full">
          <PlayerChip state={state} playerId={id} />
        </li>
      ))}
    </ul>
  );
}

/** "Voted for it: …" with the voters' chips, or a line saying nobody did. */
export function VotersLine({ state, voters, label, none, className }: { state: RoomView; voters: string[]; label: string; none: string; className?: string }) {
  return (
    <div className={cx("flex flex-wrap items-center gap-1.5 text-sm text-white/60", className)}>
      {voters.length > 0 ? (
        <>
          <span className="shrink-0">{label}:</span>
          <PlayerChips state={state} playerIds={voters} label={label} />
        </>
      ) : (
        <span>{none}</span>
      )}
    </div>
  );
}
