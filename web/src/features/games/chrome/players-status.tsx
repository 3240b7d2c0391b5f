// The players-status grid of every game screen (spec 001 §2): 4 columns, each with the
// avatar, the nickname (admin highlighted) and a status text; offline players dimmed.
import { textsFor } from "../../../../../schema/address";
import { phaseRole } from "../../../../../schema/games";
import { ROOM_TEXT_TABLE } from "../../players/room-texts";
import type { ReactNode } from "react";
import type { LivePlayer, RoomView } from "../../../../../schema/protocol";
import { PlayerTile, sortPlayers } from "../../players/player-tile";

export type PlayerStatusKind = "sent" | "writing" | "voted" | "voting" | "waiting" | "watching";

export const PLAYER_STATUS_TEXT: Record<PlayerStatusKind, string> = {
  sent: "تم الإرسال",
  writing: "كتابة...",
  voted: "تم التصويت",
  voting: "تصويت...",
  waiting: "انتظار",
  watching: "مشاهدة",
};

const STATUS_TONE: Record<PlayerStatusKind, "done" | "busy" | "muted"> = {
  sent: "done",
  voted: "done",
  writing: "busy",
  voting: "busy",
  waiting: "muted",
  watching: "muted",
};

interface Flags {
  hasAnswered?: boolean;
  hasSubmitted?: boolean;
  hasVoted?: boolean;
}

/** A player's submission flags: the game's `playerStatus` first, then the seat's own flags. */
export function playerFlags(state: RoomView, playerId: string): Flags {
  const fromGame = (state.game?.playerStatus as Record<string, Flags> | undefined)?.[playerId];
  const seat = state.players[playerId];
  return {
    hasAnswered: fromGame?.hasAnswered ?? seat?.hasAnswered,
    hasSubmitted: fromGame?.hasSubmitted ?? seat?.hasSubmitted,
    hasVoted: fromGame?.hasVoted ?? seat?.hasVoted,
  };
}

/** Whether the running game counts this player (a seat taken mid-game only watches). */
export function isPlaying(state: RoomView, playerId: string): boolean {
  const status = (state.game?.playerStatus as Record<string, unknown> | undefined) ?? {};
  const scores = state.game?.scores ?? {};
  if (Object.keys(status).length === 0 && Object.keys(scores).length === 0) return true;
  return playerId in status || playerId in scores;
}

/** The default status of a player in the current phase, by the role the game's manifest gives the phase. */
export function defaultPlayerStatus(state: RoomView, playerId: string): PlayerStatusKind {
  if (!isPlaying(state, playerId)) return "watching";
  const role = phaseRole(state.game?.gameType ?? state.gameType, state.game?.currentPhase ?? state.currentPhase);
  const flags = playerFlags(state, playerId);
  if (role.acting) return flags.hasAnswered || flags.hasSubmitted ? "sent" : "writing";
  if (role.vote) return flags.hasVoted ? "voted" : "voting";
  return "waiting";
}

type Status = PlayerStatusKind | { text: ReactNode; tone?: "done" | "busy" | "muted" };

/**
 * What a tile says: gone by «خروج» whatever the phase says; a dropped phone while
 * others write or vote, «غير متصل», not «كتابة...» like a slow writer: the round goes on without them.
 */
export function seatStatus(player: Pick<LivePlayer, "isOnline" | "hasLeft">, status: Status): { text: ReactNode; tone: "done" | "busy" | "muted" } {
  if (player.hasLeft) return { text: "خارج الغرفة", tone: "muted" };
  if (typeof status !== "string") return { text: status.text, tone: status.tone ?? "muted" };
  if (!player.isOnline && STATUS_TONE[status] === "busy") return { text: "غير متصل", tone: "muted" };
  return { text: PLAYER_STATUS_TEXT[status], tone: STATUS_TONE[status] };
}

export function PlayersStatusGrid({
  state,
  statusOf,
  title,
}: {
  state: RoomView;
  /** Overrides the status of a player (a game with its own phases); default from the phase and flags. */
  statusOf?: (player: LivePlayer) => Status;
  title?: string;
}) {
  const players = sortPlayers(state.players);
  // The panel's title speaks as the room does: «اللاعبات» in a women's gathering.
  title ??= textsFor(ROOM_TEXT_TABLE, state.addressForm).players;
  return (
    <section aria-label={title} className="rounded-3xl bg-white/[0.04] p-3 ring-1 ring-white/10 sm:p-4">
      <h2 className="mb-2 text-sm font-bold text-white/70">{title}</h2>
      <ul className="grid grid-cols-4 gap-1 sm:gap-2" data-testid="players-status-grid">
        {players.map((player) => {
          const { text, tone } = seatStatus(player, statusOf ? statusOf(player) : defaultPlayerStatus(state, player.playerId));
          return (
            <li key={player.playerId} className="min-w-0">
              <PlayerTile
                player={player}
                isSelf={player.playerId === state.you}
                isAdmin={player.playerId === state.adminId || player.isAdmin}
                status={text}
                statusTone={tone}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
