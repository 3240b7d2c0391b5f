// One player in a 4-column grid (spec 001 §2): avatar, nickname (the admin highlighted
// with a crown), 'أنت' for yourself, an optional status line; offline players dimmed.
import { useTexts } from "../../lib/address-form";
import { ROOM_TEXT_TABLE } from "./room-texts";
import { Crown, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import type { LivePlayer } from "../../../../schema/protocol";
import { cx } from "../../ui/cx";
import { LayeredAvatar } from "../../ui/layered-avatar";

export function playerAvatar(player: Pick<LivePlayer, "avatarColor" | "avatarFace" | "avatarCustom">) {
  return { color: player.avatarColor, face: player.avatarFace, custom: player.avatarCustom };
}

/** Players in seat order: by joining time, then id. */
export function sortPlayers(players: Record<string, LivePlayer>): LivePlayer[] {
  // Ties (two joins in one millisecond) go by id, compared as plain text: a locale's collation would
  // start the runtime's collator data for a tie-break of ASCII ids.
  return Object.values(players).sort((a, b) => a.joinedAt - b.joinedAt || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
}

export function PlayerTile({
  player,
  isSelf,
  isAdmin,
  status,
  statusTone = "muted",
  onClick,
  actionLabel,
}: {
  player: LivePlayer;
  isSelf: boolean;
  isAdmin: boolean;
  status?: ReactNode;
  statusTone?: "muted" | "done" | "busy";
  onClick?: () => void;
  /** Read by screen readers when the tile is a button. */
  actionLabel?: string;
}) {
  const offline = !player.isOnline;
  const T = useTexts(ROOM_TEXT_TABLE);
  // Away: gone by «خروج» (seat and score kept) or offline.
  const description = [player.nickname, isAdmin ? T.host : null, isSelf ? "أنت" : null, player.hasLeft ? "خارج الغرفة" : offline ? T.offline : null]
    .filter(Boolean)
    .join("، ");
  const body = (
    <>
      <span className="relative">
        <LayeredAvatar
          {...playerAvatar(player)}
          size="md"
          className={cx("ring-2", isAdmin ? "ring-gold-400" : isSelf ? "ring-brand-400/80" : "ring-white/10")}
        />
        {isAdmin ? (
          <span className="absolute -top-1.5 -end-1.5 inline-flex size-6 items-center justify-center rounded-full bg-gold-400 text-night-950 ring-2 ring-night-800">
            <Crown aria-hidden="true" className="size-3.5" strokeWidth={2.5} />
          </span>
        ) : null}
        {offline ? (
          <span className="absolute -bottom-1 -end-1 inline-flex size-5 items-center justify-center rounded-full bg-night-700 text-white/80 ring-2 ring-night-800">
            <WifiOff aria-hidden="true" className="size-3" />
          </span>
        ) : null}
      </span>
      <span
        className={cx(
          "mt-1.5 block w-full truncate text-center text-xs font-bold leading-5 sm:text-sm",
          isAdmin ? "text-gold-300" : "text-white",
        )}
        data-nickname
      >
        {player.nickname}
      </span>
      {isSelf ? (
        <span className="rounded-full bg-brand-500/20 px-1.5 text-[0.7rem] font-bold leading-5 text-brand-300">أنت</span>
      ) : null}
      {status ? (
        <span
          className={cx(
            "block w-full truncate text-center text-[0.7rem] leading-5",
            statusTone === "done" ? "text-brand-300" : statusTone === "busy" ? "text-gold-300" : "text-white/55",
          )}
        >
          {status}
        </span>
      ) : null}
    </>
  );
  const className = cx(
    "flex w-full min-w-0 flex-col items-center rounded-2xl px-1 py-2 transition",
    offline && "opacity-45 grayscale",
    onClick && "hover:bg-white/[0.06] focus-visible:bg-white/[0.06]",
  );
  if (onClick) {
    return (
      <button
        type="button"
        onClick={onClick}
        className={className}
        data-player-id={player.playerId}
        aria-label={actionLabel ? `${description}: ${actionLabel}` : description}
      >
        {body}
      </button>
    );
  }
  return (
    <div className={className} data-player-id={player.playerId}>
      {body}
      {isAdmin || offline ? <span className="sr-only">{[isAdmin ? T.host : null, offline ? T.offline : null].filter(Boolean).join("، ")}</span> : null}
    </div>
  );
}
