// Moderation of a streamed room: players' texts wait for a moderator's verdict before the
// big screen or the voters see them. The moderator is neither a player nor a watcher: a socket
// opened with the moderator's role, let in by the passcode the host's phone shows. The verdicts
// live in the game's state (engine/phases.ts), so its rules see only what was approved; this
// module holds the room's side: the passcode, the door's attempts, and the queue a moderator sees.
import { MODERATOR_ROLE, type PendingTextView } from "../../schema/protocol";
import { MODERATION, NAME_KEY_PREFIX } from "../../schema/limits";
import type { LiveError, RoomRecord } from "./room-record";
import { findGame } from "../games/registry";

/** The room's moderation while on: the passcode and the wrong attempts of the current window. */
export interface ModerationRecord {
  passcode: string;
  failures?: { count: number; since: number };
}


export const WRONG_PASSCODE: LiveError = { code: "wrong_passcode", message: "رمز المشرف غير صحيح" };
export const TOO_MANY_ATTEMPTS: LiveError = { code: "too_many_attempts", message: "محاولات كثيرة برمز خاطئ، يُرجى المحاولة بعد عشر دقائق" };
export const MODERATION_OFF: LiveError = { code: "not_moderator", message: "الإشراف على النصوص غير مفعّل في هذه الغرفة" };
export const NOT_MODERATOR: LiveError = { code: "not_moderator", message: "هذا الإجراء لمشرف النصوص فقط" };

/** A fresh passcode of MODERATION.passcodeDigits uniformly random digits (rejection sampling: no digit is likelier). */
export function newPasscode(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  let code = "";
  while (code.length < MODERATION.passcodeDigits) {
    for (const byte of random(new Uint8Array(MODERATION.passcodeDigits))) {
      // 250 is the largest multiple of 10 under 256: bytes above it would favour 0–5.
      if (byte < 250 && code.length < MODERATION.passcodeDigits) code += String(byte % 10);
    }
  }
  return code;
}

/** Compares in time independent of where the strings first differ, so timing tells a guesser nothing. */
export function samePasscode(given: string, expected: string): boolean {
  let diff = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) diff |= (given.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  return diff === 0;
}

/**
 * Checks an attempt at the moderator's door: the moderation as it becomes (a wrong attempt
 * counted) and the refusal, or null when the passcode opens it. A room past its attempts
 * refuses every attempt, the right one too, until the window passes.
 */
export function tryPasscode(moderation: ModerationRecord, given: string, now: number): { moderation: ModerationRecord; refusal: LiveError | null } {
  const window = moderation.failures && now - moderation.failures.since < MODERATION.attemptWindowMs ? moderation.failures : undefined;
  if (window && window.count >= MODERATION.attemptsPerWindow) return { moderation, refusal: TOO_MANY_ATTEMPTS };
  if (samePasscode(given, moderation.passcode)) return { moderation, refusal: null };
  const failures = window ? { ...window, count: window.count + 1 } : { count: 1, since: now };
  return { moderation: { ...moderation, failures }, refusal: WRONG_PASSCODE };
}

/**
 * The texts waiting for a verdict now, as a moderator sees them: the new names held at the door
 * (their text is the name itself), then the game's texts with their writer's name; no ids but the key.
 */
export function moderationQueue(room: RoomRecord): PendingTextView[] {
  if (!room.moderation) return [];
  const names = (room.pendingJoins ?? []).filter((p) => p.reason === "name").map((p) => ({ key: `${NAME_KEY_PREFIX}${p.playerId}`, text: p.nickname, nickname: p.nickname }));
  const record = room.game;
  const pending = record ? (findGame(record.gameType)?.pendingTexts?.(record.state) ?? []) : [];
  return [...names, ...pending.map(({ key, authorId, text }) => ({ key, text, nickname: room.seats[authorId]?.nickname ?? "" }))];
}

/** Whether the moderators must hear the queue again: the texts waiting changed. */
export function queueChanged(before: RoomRecord | null, after: RoomRecord): boolean {
  if (before?.game?.state === after.game?.state && before?.pendingJoins === after.pendingJoins && !!before?.moderation === !!after.moderation) return false;
  const keys = (room: RoomRecord | null) => (room ? moderationQueue(room).map((t) => t.key).join("|") : "");
  return keys(before) !== keys(after);
}

/** Whether the acting socket is a moderator let in by the passcode (its role from the upgrade, its door passed). */
export function isModerator(me: { role?: string; watching?: boolean }): boolean {
  return me.role === MODERATOR_ROLE && !!me.watching;
}
