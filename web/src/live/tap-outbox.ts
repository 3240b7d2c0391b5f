// No tap lost in a reconnect (docs/protocol.md "actionId"). A player's move or an
// audience vote is kept here until the room answers it: written at once on a socket the room
// has let in, kept while the socket is down, written again on the next socket once the re-join
// is answered (the room knows who sends it then). Each tap carries an id made on the phone and
// the phase it was made in, so the room applies it at most once and never in a later phase. A
// tap that could not leave within ACTION_DELIVERY.giveUpMs is given up, and the page hears why
// as a `submission-error` of the tap's action, like the room's own refusals: nothing is dropped
// without a word. One that left on a socket that then died may have been applied: it is never
// given up, but sent again until the room answers it (applied, or refused with its words).
// No React and no socket here: room-connection.ts drives it.
import { ACTION_DELIVERY } from "../../../schema/limits";
import { NOT_SENT_CODE, notSentText } from "../../../schema/not-sent";
import type { ServerMessage } from "../../../schema/protocol";
import type { TimerApi } from "./room-connection";
import { GAME_KEPT_ACTIONS } from "../../../schema/games";

/**
 * The host's controls that are game actions («التالي», «انتظار», «إخفاء»): the room applies their
 * ids at most once, like a move (durable-objects/room/actions/game-action.ts), so they are kept
 * too. One written on a socket that looked open but reached nothing went nowhere, unseen, and
 * the round waited for a host who had tapped. The host's other controls (pause, «+30 ثانية»)
 * are not game actions: the room keeps no ids for them, so they are not kept.
 */
export const HOST_KEPT_ACTIONS = ["next_round", "hold_next", "hide_submission"] as const;

/**
 * The taps kept until answered: what each game's manifest keeps (its submissions and other picks),
 * the host's controls above, and leaving the room, which the room answers with `left-room` (a
 * leave lost in a reconnect left the seat in the room while the page went home).
 */
const TAP_ACTIONS: ReadonlySet<string> = new Set([...GAME_KEPT_ACTIONS, ...HOST_KEPT_ACTIONS, "leave_room"]);

/** Whether a frame is a tap the outbox keeps; its name for the page's words ("audience-vote" or the game action). */
export function tapOf(type: string, data: Record<string, unknown>): string | null {
  if (type === "audience-vote") return type;
  if (type === "game-action" && typeof data.action === "string" && TAP_ACTIONS.has(data.action)) return data.action;
  return null;
}

/** 32 random hex characters (the room takes up to 80). */
export function newTapId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

interface Tap {
  id: string;
  action: string;
  frame: string;
  /** The socket it was last written on (TapOutbox.socket), or null while not written. */
  writtenOn: number | null;
  timer: unknown;
}

export interface TapOutboxPorts {
  timers: TimerApi;
  /** Writes a frame on the current socket; false when it is not open. */
  write: (frame: string) => boolean;
  /** Tells the page, as if the room had said it. */
  emit: (message: ServerMessage) => void;
}

export class TapOutbox {
  private readonly taps: Tap[] = [];
  /** Which socket is current: taps written on an earlier one are written again. */
  private socket = 0;
  /** The room has let the current socket in (room-joined / watch-joined). */
  private ready = false;

  constructor(private readonly ports: TapOutboxPorts) {}

  /** Taps not yet answered by the room. */
  get size(): number {
    return this.taps.length;
  }

  /**
   * Keeps a tap and writes it now if the socket is let in. `data` is the frame's data; its
   * `actionId` is kept when the page made one. Resolves true: the tap is the outbox's to deliver.
   */
  add(type: string, action: string, data: Record<string, unknown>, phaseSeq: number | null): Promise<boolean> {
    const id = typeof data.actionId === "string" && data.actionId ? data.actionId : newTapId();
    const body = { ...data, actionId: id, ...(phaseSeq !== null ? { phaseSeq } : {}) };
    const tap: Tap = { id, action, frame: JSON.stringify({ type, data: body }), writtenOn: null, timer: null };
    tap.timer = this.ports.timers.setTimeout(() => this.giveUp(tap), ACTION_DELIVERY.giveUpMs);
    this.taps.push(tap);
    this.flush();
    return Promise.resolve(true);
  }

  /** A new socket: nothing written so far is known to have arrived, and the room must let it in first. */
  socketOpened(): void {
    this.socket++;
    this.ready = false;
  }

  /** The socket closed or was dropped: taps wait for the next one. */
  socketClosed(): void {
    this.ready = false;
  }

  /** The room let the current socket in: every tap not written on it goes now, oldest first. */
  admitted(): void {
    this.ready = true;
    this.flush();
  }

  /** Reads a server frame: an answer with a tap's id ends it (an acknowledgement, or a refusal the page shows itself). */
  heard(message: ServerMessage): void {
    const data = message.data as Record<string, unknown>;
    const answers = message.type === "action-ack" || message.type === "audience-voted" || message.type === "submission-error" || message.type === "error";
    if (!answers || typeof data.actionId !== "string") return;
    const i = this.taps.findIndex((t) => t.id === data.actionId);
    if (i >= 0) this.forget(this.taps[i]);
  }

  /** The page closed the connection or the room ended it: nothing more will be sent or said. */
  clear(): void {
    for (const tap of [...this.taps]) this.forget(tap);
  }

  private flush(): void {
    if (!this.ready) return;
    for (const tap of this.taps) {
      if (tap.writtenOn === this.socket) continue;
      if (!this.ports.write(tap.frame)) return;
      tap.writtenOn = this.socket;
    }
  }

  private giveUp(tap: Tap): void {
    // Written once, perhaps applied: only the room can say which, on the next socket.
    if (!this.taps.includes(tap) || tap.writtenOn !== null) return;
    this.forget(tap);
    this.ports.emit({ type: "submission-error", data: { message: notSentText(tap.action), action: tap.action, code: NOT_SENT_CODE, actionId: tap.id } });
  }

  private forget(tap: Tap): void {
    const i = this.taps.indexOf(tap);
    if (i >= 0) this.taps.splice(i, 1);
    this.ports.timers.clearTimeout(tap.timer);
  }
}
