// The moderator's socket: opened with the moderator's role once the passcode is typed, it sends
// the passcode first and then the verdicts, and hears the texts waiting whenever they change. A
// refusal (a wrong passcode, too many attempts) closes it; the page asks for the passcode again.
import { useCallback, useEffect, useRef, useState } from "react";
import { PING_FRAME } from "../../../../schema/limits";
import type { PendingTextView } from "../../../../schema/protocol";
import { ensureGuestPlayerId } from "../../lib/identity";
import { parseServerFrame } from "../../live/server-frames";

export type ModeratorState =
  | { kind: "door"; error: string | null }
  | { kind: "connecting" }
  | { kind: "in"; texts: PendingTextView[]; judged: ReadonlySet<string> };

export const MODERATOR_TEXT = {
  lost: "انقطع الاتصال، يُرجى إدخال الرمز مرة أخرى",
  failed: "تعذّر الاتصال بالغرفة، يُرجى المحاولة مرة أخرى",
} as const;

/** The runtime answers the ping without waking the room; it keeps the socket alive through quiet minutes. */
const PING_EVERY_MS = 20_000;

function moderatorUrl(code: string): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws?code=${encodeURIComponent(code)}&role=moderator`;
}

export function useModerator(code: string) {
  const [state, setState] = useState<ModeratorState>({ kind: "door", error: null });
  const socket = useRef<WebSocket | null>(null);

  useEffect(() => () => socket.current?.close(), []);

  const enter = useCallback(
    async (passcode: string) => {
      setState({ kind: "connecting" });
      try {
        await ensureGuestPlayerId();
      } catch {
        setState({ kind: "door", error: MODERATOR_TEXT.failed });
        return;
      }
      const ws = new WebSocket(moderatorUrl(code));
      socket.current = ws;
      let refusal: string | null = null;
      let ping: ReturnType<typeof setInterval> | undefined;
      ws.onopen = () => {
        ws.send(JSON.stringify({ type: "join-moderator", data: { passcode } }));
        ping = setInterval(() => ws.send(PING_FRAME), PING_EVERY_MS);
      };
      ws.onmessage = (event) => {
        const message = parseServerFrame(event.data);
        if (!message) return;
        if (message.type === "error") refusal = message.data.message;
        if (message.type === "moderator-joined" || message.type === "moderation-queue") {
          const texts = message.data.texts;
          // A text answered leaves the list when the room says so; until then its buttons stay off.
          setState((s) => ({ kind: "in", texts, judged: s.kind === "in" ? new Set([...s.judged].filter((k) => texts.some((t) => t.key === k))) : new Set() }));
        }
      };
      ws.onclose = () => {
        clearInterval(ping);
        if (socket.current === ws) socket.current = null;
        setState((s) => ({ kind: "door", error: refusal ?? (s.kind === "in" ? MODERATOR_TEXT.lost : MODERATOR_TEXT.failed) }));
      };
    },
    [code],
  );

  const judge = useCallback((key: string, approve: boolean) => {
    socket.current?.send(JSON.stringify({ type: "moderate-text", data: { key, approve } }));
    setState((s) => (s.kind === "in" ? { ...s, judged: new Set(s.judged).add(key) } : s));
  }, []);

  return { state, enter, judge };
}
