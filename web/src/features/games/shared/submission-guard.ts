// The per-player submission of spec 001 §4 as plain data and pure transitions, so
// the trivia, meme and most-likely screens share one tested state machine. Time is
// passed in; the React hook (use-submission.ts) owns the timers and the toasts.
//
//   idle ──begin──▶ submitting ──server flag──▶ confirmed
//     ▲                 │
//     └── send failed, refused by the server, 3 s safety timeout, phase change
//
// "confirmed" comes from the server's own flag (hasAnswered, hasSubmitted, hasVoted),
// never from the socket accepting the frame: only the room knows it was counted.
import { SUBMISSION_TIMINGS } from "../../../../../schema/limits";

export type SubmissionStatus = "idle" | "submitting" | "confirmed";

export interface SubmissionState {
  /** The phase this record belongs to; another phase starts from scratch. */
  phaseKey: string;
  /** When the pending submission began (the click), or null when none is pending. */
  startedAt: number | null;
  /** When the frame left; starts the local protection that treats the player as submitted. */
  sentAt: number | null;
}

/** What the server says about this player, and the clock. */
export interface SubmissionClock {
  now: number;
  /** The server's flag for this player in this phase. */
  confirmed: boolean;
}

export const initialSubmission = (phaseKey: string): SubmissionState => ({ phaseKey, startedAt: null, sentAt: null });

/** A new phase clears whatever was pending: its answer belongs to a phase that is over. */
export function withPhase(state: SubmissionState, phaseKey: string): SubmissionState {
  return state.phaseKey === phaseKey ? state : initialSubmission(phaseKey);
}

const isPending = (state: SubmissionState, now: number) =>
  state.startedAt !== null && now - state.startedAt < SUBMISSION_TIMINGS.pendingExpiryMs;

/** Within the local protection window the player counts as having submitted, whatever a late state says. */
export const isLocallyProtected = (state: SubmissionState, now: number) =>
  state.sentAt !== null && now - state.sentAt < SUBMISSION_TIMINGS.localProtectionMs;

export type BeginRefusal = "confirmed" | "pending";

/** A click on submit: refused once the server counted it, while one is pending, or inside the local protection. */
export function beginSubmission(
  state: SubmissionState,
  { now, confirmed }: SubmissionClock,
): { ok: true; state: SubmissionState } | { ok: false; reason: BeginRefusal } {
  if (confirmed) return { ok: false, reason: "confirmed" };
  if (isPending(state, now)) return { ok: false, reason: "pending" };
  if (isLocallyProtected(state, now)) return { ok: false, reason: "confirmed" };
  return { ok: true, state: { ...state, startedAt: now, sentAt: null } };
}

/** The send settled: a frame that could not leave ends the submission with an error. */
export function sendSettled(state: SubmissionState, sent: boolean, now: number): { state: SubmissionState; failed: boolean } {
  if (state.startedAt === null) return { state, failed: false };
  if (!sent) return { state: { ...state, startedAt: null, sentAt: null }, failed: true };
  return { state: { ...state, sentAt: now }, failed: false };
}

/** The server refused it (a hint or an error): the player may write and send again at once. */
export const submissionRefused = (state: SubmissionState): SubmissionState => ({ ...state, startedAt: null, sentAt: null });

/**
 * Moves time on: a confirmed submission stops pending once the submitting indicator has
 * shown its minimum; an unconfirmed one is dropped after the safety timeout (the caller
 * tells the player). Returns the same object when nothing changes.
 */
export function advanceSubmission(state: SubmissionState, { now, confirmed }: SubmissionClock): { state: SubmissionState; timedOut: boolean } {
  if (state.startedAt === null) return { state, timedOut: false };
  const age = now - state.startedAt;
  if (confirmed) {
    if (age < SUBMISSION_TIMINGS.minSubmittingDisplayMs) return { state, timedOut: false };
    return { state: { ...state, startedAt: null }, timedOut: false };
  }
  if (age >= SUBMISSION_TIMINGS.safetyTimeoutMs) return { state: { ...state, startedAt: null, sentAt: null }, timedOut: true };
  return { state, timedOut: false };
}

/**
 * The tab is visible again: timers may not have run while it was hidden, so a
 * submission older than the safety timeout is released quietly (the fresh state
 * the page asks for says whether it was counted).
 */
export function submissionOnVisible(state: SubmissionState, { now, confirmed }: SubmissionClock): SubmissionState {
  if (state.startedAt === null || confirmed) return state;
  return now - state.startedAt >= SUBMISSION_TIMINGS.safetyTimeoutMs ? { ...state, startedAt: null, sentAt: null } : state;
}

/** What the screen shows: submitting for at least 0.8 s, then the server's word. */
export function submissionStatus(state: SubmissionState, { now, confirmed }: SubmissionClock): SubmissionStatus {
  const pending = state.startedAt !== null;
  if (pending && now - state.startedAt! < SUBMISSION_TIMINGS.minSubmittingDisplayMs) return "submitting";
  if (confirmed) return "confirmed";
  if (pending) return "submitting";
  // Counted moments ago, yet a late state lacks the flag: still counted.
  if (isLocallyProtected(state, now)) return "confirmed";
  return "idle";
}

/** When the status may next change on its own (the minimum display or the safety timeout); null when it cannot. */
export function nextSubmissionWake(state: SubmissionState, { now, confirmed }: SubmissionClock): number | null {
  if (state.startedAt === null) return !confirmed && isLocallyProtected(state, now) ? state.sentAt! + SUBMISSION_TIMINGS.localProtectionMs : null;
  const showUntil = state.startedAt + SUBMISSION_TIMINGS.minSubmittingDisplayMs;
  if (confirmed) return Math.max(now, showUntil);
  return Math.max(now, state.startedAt + SUBMISSION_TIMINGS.safetyTimeoutMs);
}
