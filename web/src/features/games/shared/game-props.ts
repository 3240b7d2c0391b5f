// What the room screen hands every game view (see room/game-screen.tsx).
import type { ReactNode } from "react";
import type { RoomView, ServerMessage } from "../../../../../schema/protocol";
import type { ConnectionStatus } from "../../../live/room-connection";
import type { RoomSend } from "../../../live/use-room";
import type { GameMenuActions } from "../chrome/game-menu";

export interface GameViewProps {
  state: RoomView;
  status: ConnectionStatus;
  send: RoomSend;
  /** The server's clock, for countdowns. */
  serverNow: () => number;
  subscribe: (fn: (message: ServerMessage) => void) => () => void;
  /** The game menu's actions (kick, back to lobby, end room, leave); final screens reuse them. */
  actions: GameMenuActions;
  /** A line under the top bar, e.g. the connection notice. */
  banner?: ReactNode;
}

/** A fresh id for actions the room de-duplicates (SELECT_SUBCATEGORY's actionId). */
export function newActionId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** What a game's phase screen receives: the room, its own game's view, and the live connection. */
export interface PhaseScreenProps<View> {
  state: RoomView;
  view: View;
  send: RoomSend;
  serverNow: () => number;
  subscribe: GameViewProps["subscribe"];
}
