// The big screen's and the audience's connection to a room (docs/protocol.md): one socket to
// /ws?code=…&role=screen|audience that joins on open, keeps a heartbeat, and reconnects with
// the players' backoff after a drop (a TV's Wi-Fi blinks too). It only watches and, for the
// audience, votes.
import { useCallback, useEffect, useRef, useState } from "react";
import { CLOSE_CODES, LIVE_CLIENT, PING_FRAME } from "../../../schema/limits";
import type { AudienceTallyView, RoomView, ServerMessage, WatchRole } from "../../../schema/protocol";
import { ensureGuestPlayerId } from "../lib/identity";
import { backoffDelay, roomSocketUrl } from "./room-connection";

export type WatchStatus = "connecting" | "open" | "reconnecting" | "closed";

export interface WatchState {
  status: WatchStatus;
  room: RoomView | null;
  audience: AudienceTallyView | null;
  /** The audience member's accepted vote this round. */
  myVote: { optionId: string; round: number } | null;
  /** Why the room is gone or refused us, in Arabic. */
  ended: string | null;
  /** The last refused vote, in Arabic. */
  voteError: string | null;
}

const FINAL_CLOSES: ReadonlySet<number> = new Set([CLOSE_CODES.expired, CLOSE_CODES.refused, CLOSE_CODES.kicked]);

export function useWatch(code: string, role: WatchRole) {
  const [state, setState] = useState<WatchState>({ status: "connecting", room: null, audience: null, myVote: null, ended: null, voteError: null });
  const socket = useRef<WebSocket | null>(null);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let joined = false;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const onMessage = (message: ServerMessage) => {
      switch (message.type) {
        case "watch-joined":
          attempt = 0;
          joined = true;
          return setState((s) => ({ ...s, status: "open", room: message.data.state, audience: message.data.audience }));
        case "watch-state":
          return setState((s) => ({ ...s, room: message.data.state }));
        case "audience-tally":
          return setState((s) => ({ ...s, audience: message.data }));
        case "audience-voted":
          return setState((s) => ({ ...s, myVote: message.data, voteError: null }));
        case "submission-error":
          return setState((s) => ({ ...s, voteError: message.data.message }));
        case "room-expired":
          return setState((s) => ({ ...s, ended: message.data.message }));
        case "error":
          // Refused at the door (full, gone, not recognised): say why rather than wait forever.
          if (!joined || ["room_full", "room_expired", "room_not_found"].includes(message.data.code)) setState((s) => ({ ...s, ended: message.data.message }));
          return;
      }
    };

    const connect = async () => {
      await ensureGuestPlayerId().catch(() => undefined);
      if (stopped) return;
      const ws = new WebSocket(`${roomSocketUrl(code)}&role=${role}`);
      socket.current = ws;
      ws.onopen = () => {
        ws.send(JSON.stringify({ type: role === "screen" ? "join-screen" : "join-audience", data: {} }));
        heartbeat = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(PING_FRAME), LIVE_CLIENT.watchHeartbeatMs);
      };
      ws.onmessage = (event) => {
        try {
          onMessage(JSON.parse(String(event.data)) as ServerMessage);
        } catch {
          // A frame we cannot read is skipped; the next state replaces it.
        }
      };
      ws.onclose = (event) => {
        clearInterval(heartbeat);
        if (stopped) return;
        if (FINAL_CLOSES.has(event.code)) return setState((s) => ({ ...s, status: "closed" }));
        setState((s) => ({ ...s, status: "reconnecting" }));
        retry = setTimeout(connect, backoffDelay(attempt++));
      };
    };
    void connect();
    // Back from sleep or a hidden tab: reconnect at once rather than after the backoff.
    const onVisible = () => {
      if (document.visibilityState !== "visible" || socket.current?.readyState === WebSocket.OPEN || stopped) return;
      clearTimeout(retry);
      socket.current?.close();
      void connect();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      document.removeEventListener("visibilitychange", onVisible);
      socket.current?.close(1000, "left");
    };
  }, [code, role]);

  const vote = useCallback((optionId: string) => {
    const ws = socket.current;
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "audience-vote", data: { optionId } }));
  }, []);

  return { ...state, vote };
}
