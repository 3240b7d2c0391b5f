// The room screen's live connection as a React hook: one RoomConnection per
// room code and player, the reduced room state, the last error, and the final
// outcome (kicked, left, expired). The logic lives in room-connection.ts and
// room-state.ts; this file only wires them to React.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ClientMessageType, LiveAvatar, RoomView, ServerMessage } from "../../../schema/protocol";
import { RoomConnection, type ClientMessageData, type ConnectionStatus } from "./room-connection";
import { RoomStore } from "./room-state";

export interface RoomIdentity {
  playerId: string;
  /** Null or blank until the player has chosen a nickname: the hook connects but does not join. */
  nickname: string | null;
  isAnonymous: boolean;
  avatar: LiveAvatar | null;
  justRefreshed: boolean;
}

export interface RoomError {
  code: string;
  message: string;
  type?: string;
}

export interface RoomFinal {
  type: "kicked" | "left-room" | "room-expired";
  message: string;
}

export type RoomSend = <T extends ClientMessageType>(type: T, data: ClientMessageData<T>) => Promise<boolean>;

export interface UseRoomResult {
  status: ConnectionStatus;
  state: RoomView | null;
  lastError: RoomError | null;
  final: RoomFinal | null;
  send: RoomSend;
  serverNow: () => number;
  /** Every server message, for toasts and per-message reactions; returns the unsubscribe. */
  subscribe: (fn: (message: ServerMessage) => void) => () => void;
}

/** Shown when the server closes the socket with a final code but no final message came first. */
export const CLOSE_OUTCOMES: Record<number, { final?: RoomFinal; error?: RoomError }> = {
  4001: { final: { type: "kicked", message: "تم طردك من الغرفة" } },
  4002: { final: { type: "room-expired", message: "تم إغلاق الغرفة بسبب انتهاء الوقت المحدد" } },
  4003: { error: { code: "room_refused", message: "تعذّر دخول الغرفة. يُرجى التأكد من الكود والمحاولة مرة أخرى." } },
};

/** What the hook shows, besides its functions. */
export interface RoomViewState {
  status: ConnectionStatus;
  state: RoomView | null;
  lastError: RoomError | null;
  final: RoomFinal | null;
}
type View = RoomViewState;

export const EMPTY_ROOM_VIEW: View = { status: "disconnected", state: null, lastError: null, final: null };
const EMPTY = EMPTY_ROOM_VIEW;

/** A status change; a final close code without a final message still ends the room (CLOSE_OUTCOMES). */
export function viewOnStatus(view: View, status: ConnectionStatus, closeCode: number | null): View {
  const outcome = status === "disconnected" && closeCode !== null ? CLOSE_OUTCOMES[closeCode] : undefined;
  return { ...view, status, final: view.final ?? outcome?.final ?? null, lastError: outcome?.error ?? view.lastError };
}

/** A server message: the reduced state, the last error, the final outcome. */
export function viewOnMessage(view: View, message: ServerMessage, state: RoomView | null): View {
  let next = state === view.state ? view : { ...view, state };
  switch (message.type) {
    case "error":
      next = { ...next, lastError: { code: message.data.code, message: message.data.message, ...(message.data.type ? { type: message.data.type } : {}) } };
      break;
    case "room-joined":
      if (next.lastError) next = { ...next, lastError: null };
      break;
    case "kicked":
    case "left-room":
    case "room-expired":
      if (!next.final) next = { ...next, final: { type: message.type, message: message.data.message } };
      break;
  }
  return next;
}

export function useRoom(code: string, identity: RoomIdentity | null): UseRoomResult {
  const playerId = identity?.playerId ?? "";
  const nickname = identity?.nickname?.trim() ?? "";
  const identityRef = useRef(identity);
  useEffect(() => {
    identityRef.current = identity;
  });
  const listeners = useRef(new Set<(message: ServerMessage) => void>());
  const [connection, setConnection] = useState<RoomConnection | null>(null);
  const [view, setView] = useState<View>(EMPTY);

  useEffect(() => {
    if (!code || !playerId) return;
    const conn = new RoomConnection({ roomCode: code, playerId });
    const store = new RoomStore({
      justRefreshed: identityRef.current?.justRefreshed ?? false,
      requestSync: (request) => void (request.kind === "full" ? conn.requestFullSync() : conn.requestDelta(request.sinceVersion)),
    });
    setView(EMPTY);
    const offStatus = conn.onStatus((status) => setView((v) => viewOnStatus(v, status, conn.closeCode)));
    const offMessage = conn.onMessage((message) => {
      store.receive(message);
      const state = store.state;
      setView((v) => viewOnMessage(v, message, state));
      for (const fn of [...listeners.current]) fn(message);
    });
    const onVisibility = () => (document.visibilityState === "hidden" ? store.pageHidden() : store.pageVisible());
    if (typeof document !== "undefined") document.addEventListener("visibilitychange", onVisibility);
    conn.connect();
    setConnection(conn);
    return () => {
      if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisibility);
      offStatus();
      offMessage();
      store.dispose();
      conn.close();
      setConnection(null);
    };
  }, [code, playerId]);

  // Join once a nickname exists; a new nickname after a refused join (duplicate name) joins again.
  useEffect(() => {
    const id = identityRef.current;
    if (!connection || !nickname || !id || connection.joined) return;
    connection.join({ nickname, isAnonymous: id.isAnonymous, avatar: id.avatar, justRefreshed: id.justRefreshed });
  }, [connection, nickname]);

  const send = useCallback<RoomSend>((type, data) => (connection ? connection.send(type, data) : Promise.resolve(false)), [connection]);
  const serverNow = useCallback(() => (connection ? connection.serverNow() : Date.now()), [connection]);
  const subscribe = useCallback((fn: (message: ServerMessage) => void) => {
    listeners.current.add(fn);
    return () => void listeners.current.delete(fn);
  }, []);

  return useMemo(() => ({ ...view, send, serverNow, subscribe }), [view, send, serverNow, subscribe]);
}
