// The room screen's live connection as a React hook: one RoomConnection per
// room code and player, the reduced room state, the last error, and the final
// outcome (kicked, left, expired). The logic lives in room-connection.ts and
// room-state.ts; this file only wires them to React. `useWatchRoom` is the same
// connection for the big screen and the audience (its `role` option).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AudienceTallyView, ClientMessageType, LiveAvatar, RoomNotice, RoomView, ServerMessage, WatchRole } from "../../../schema/protocol";
import { ensureGuestPlayerId } from "../lib/identity";
import { adoptEarlySocket, pageGaveIdentity } from "./early-socket";
import { RoomConnection, type ClientMessageData, type ConnectionStatus, type WebSocketLike } from "./room-connection";
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
    // A tap carries the phase the page shows: the room refuses it once that phase is over.
    const conn = new RoomConnection({ roomCode: code, playerId, phaseSeq: () => store.state?.game?.phaseSeq ?? null });
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

// ---------- watchers: the big screen and the audience ----------

export interface WatchView {
  status: ConnectionStatus;
  room: RoomView | null;
  /** The audience's tally as last told (see `roundTally` for the one to show). */
  audience: AudienceTallyView | null;
  /** The audience member's accepted vote. */
  myVote: { optionId: string; round: number } | null;
  /** Why the room is gone or refused us, in Arabic. */
  ended: string | null;
  /** The last refused vote, in Arabic. */
  voteError: string | null;
  /** The room's last announcement, numbered so the same words twice show twice. */
  notice: { notice: RoomNotice; id: number } | null;
}

export const EMPTY_WATCH_VIEW: WatchView = { status: "disconnected", room: null, audience: null, myVote: null, ended: null, voteError: null, notice: null };

/** Refusals at the door that end the watch: the room is full, gone or unknown. */
const WATCH_DOOR_CLOSED: ReadonlySet<string> = new Set(["room_full", "room_expired", "room_not_found", "kicked", "too_many_connections"]);

/** A server message as a watcher's view; `joined` says whether the room has let this socket in. */
export function watchOnMessage(view: WatchView, message: ServerMessage, joined: boolean): WatchView {
  switch (message.type) {
    case "watch-joined":
      return { ...view, room: message.data.state, audience: message.data.audience, ended: null };
    case "watch-state":
      return { ...view, room: message.data.state };
    case "audience-tally":
      return { ...view, audience: message.data };
    case "audience-voted":
      return { ...view, myVote: message.data, voteError: null };
    case "submission-error":
      return { ...view, voteError: message.data.message };
    case "room-notice":
      return { ...view, notice: { notice: message.data, id: (view.notice?.id ?? 0) + 1 } };
    case "room-expired":
      return { ...view, ended: message.data.message };
    // The host removed this screen or audience member: its words, not the generic close.
    case "kicked":
      return { ...view, ended: message.data.message };
    // Past the door, a refusal is of the audience member's vote: said under the buttons, never silent.
    case "error":
      return !joined || WATCH_DOOR_CLOSED.has(message.data.code) ? { ...view, ended: message.data.message } : { ...view, voteError: message.data.message };
    default:
      return view;
  }
}

/**
 * The tally to show: only the current round's. A tally of an earlier round, or of
 * a game that ended, never stands beside this round's options, even before the room's fresh
 * empty tally arrives.
 */
export function roundTally(view: Pick<WatchView, "room" | "audience">): AudienceTallyView | null {
  const round = view.room?.game?.roundNumber ?? null;
  const tally = view.audience;
  if (!tally) return null;
  return tally.round === round ? tally : { ...tally, round, counts: {}, total: 0, choice: null };
}

/** The guest identity request in flight for this page's watchers, shared by every caller until it settles. */
let watcherIdentity: Promise<unknown> | null = null;

/**
 * Makes sure the browser holds an identity cookie before a watcher's socket opens, asking the
 * worker once however many callers arrive together: React's development double effect (or a
 * quick remount) would otherwise ask twice at once from a browser with no cookie yet, the worker
 * would make two guests, and whichever cookie landed last would be the socket's, perhaps not the
 * one the page was told. A failed request is asked again by the next caller.
 */
export function ensureWatcherIdentity(ask: () => Promise<unknown> = ensureGuestPlayerId): Promise<unknown> {
  watcherIdentity ??= ask().finally(() => (watcherIdentity = null));
  return watcherIdentity;
}

export interface UseWatchResult extends WatchView {
  /** The audience's vote for an option of this round. */
  vote: (optionId: string) => void;
  serverNow: () => number;
}

/** A room watched by the big screen or an audience member: the one room connection with its watcher role. */
export function useWatchRoom(code: string, role: WatchRole): UseWatchResult {
  const [connection, setConnection] = useState<RoomConnection | null>(null);
  const [view, setView] = useState<WatchView>(EMPTY_WATCH_VIEW);

  useEffect(() => {
    if (!code) return;
    let stopped = false;
    let conn: RoomConnection | null = null;
    setView(EMPTY_WATCH_VIEW);
    // The identity cookie comes first: the room knows a watcher by it, as it knows a player. A big
    // screen's page came with it (the worker gave it), and its socket may be open already (early-socket.ts).
    const identity = pageGaveIdentity(code) ? Promise.resolve() : ensureWatcherIdentity().catch(() => undefined);
    void identity.then(() => {
      if (stopped) return;
      // A watcher's frames name no player (an empty id is left out of the room's check): the room
      // knows the watcher by the socket's cookie alone, which is a signed-in person's account, not
      // the guest id the worker answers with, and a frame naming another identity than its
      // socket's is refused as a mismatch (an audience vote lost without a word on the page).
      // The phase the watcher sees, carried by an audience vote so the room never counts it in a later phase.
      let phaseSeq: number | null = null;
      const c = new RoomConnection({
        roomCode: code,
        playerId: "",
        role,
        phaseSeq: () => phaseSeq,
        // The page's early socket for this room, adopted once; any later socket is the connection's own.
        createSocket: (url) => adoptEarlySocket(code, role) ?? (new WebSocket(url) as unknown as WebSocketLike),
      });
      conn = c;
      c.onStatus((status) =>
        setView((v) => {
          const closed = status === "disconnected" && c.closeCode !== null ? CLOSE_OUTCOMES[c.closeCode] : undefined;
          const why = closed?.final?.message ?? closed?.error?.message ?? null;
          return { ...v, status, ended: v.ended ?? why };
        }),
      );
      c.onMessage((message) => {
        if (message.type === "watch-joined" || message.type === "watch-state") phaseSeq = message.data.state.game?.phaseSeq ?? null;
        setView((v) => watchOnMessage(v, message, c.joined));
      });
      c.connect();
      setConnection(c);
    });
    return () => {
      stopped = true;
      conn?.close();
      setConnection(null);
    };
  }, [code, role]);

  const vote = useCallback((optionId: string) => void connection?.send("audience-vote", { optionId }), [connection]);
  const serverNow = useCallback(() => (connection ? connection.serverNow() : Date.now()), [connection]);
  return useMemo(() => ({ ...view, audience: roundTally(view), vote, serverNow }), [view, vote, serverNow]);
}
