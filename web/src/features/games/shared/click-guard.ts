// Double-click protection of spec 001 §4, as pure data: a global 100 ms click
// debounce, a 300 ms delay per button, a button stuck "processing" force-released
// after 3 blocked attempts or 3 s, and action buttons disabled 1.2 s after a click.
// Phones deliver ghost taps and impatient double taps; this keeps one tap one action.
import { SUBMISSION_TIMINGS } from "../../../../../schema/limits";

interface ButtonRecord {
  lastClickAt: number;
  /** Set while the button's action runs; null once it finished. */
  processingSince: number | null;
  /** Taps refused while processing, towards the force release. */
  blockedAttempts: number;
  disabledUntil: number;
}

export interface ClickGuardState {
  lastClickAt: number | null;
  buttons: Record<string, ButtonRecord>;
}

export const EMPTY_CLICK_GUARD: ClickGuardState = { lastClickAt: null, buttons: {} };

export type ClickRefusal = "global-debounce" | "button-delay" | "processing";

export type ClickResult = { allowed: true; state: ClickGuardState } | { allowed: false; reason: ClickRefusal; state: ClickGuardState };

/** A tap on button `id` at `now`: allowed (and recorded as processing), or refused with the reason. */
export function tryClick(state: ClickGuardState, id: string, now: number): ClickResult {
  const T = SUBMISSION_TIMINGS;
  if (state.lastClickAt !== null && now - state.lastClickAt < T.globalClickDebounceMs) {
    return { allowed: false, reason: "global-debounce", state };
  }
  const record = state.buttons[id];
  if (record && now - record.lastClickAt < T.perButtonDelayMs) return { allowed: false, reason: "button-delay", state };
  if (record && record.processingSince !== null) {
    const attempts = record.blockedAttempts + 1;
    const stuck = attempts >= T.forceReleaseAttempts || now - record.processingSince >= T.forceReleaseMs;
    if (!stuck) {
      return { allowed: false, reason: "processing", state: { ...state, buttons: { ...state.buttons, [id]: { ...record, blockedAttempts: attempts } } } };
    }
  }
  const next: ButtonRecord = { lastClickAt: now, processingSince: now, blockedAttempts: 0, disabledUntil: now + T.actionButtonDisableMs };
  return { allowed: true, state: { lastClickAt: now, buttons: { ...state.buttons, [id]: next } } };
}

/** The button's action finished (sent or failed). */
export function finishClick(state: ClickGuardState, id: string): ClickGuardState {
  const record = state.buttons[id];
  if (!record || record.processingSince === null) return state;
  return { ...state, buttons: { ...state.buttons, [id]: { ...record, processingSince: null, blockedAttempts: 0 } } };
}

/** Whether button `id` shows disabled: 1.2 s after its last accepted tap. */
export function isClickDisabled(state: ClickGuardState, id: string, now: number): boolean {
  const record = state.buttons[id];
  return !!record && now < record.disabledUntil;
}

/** When button `id` turns enabled again, for a re-render; null when it is not disabled. */
export function clickEnabledAt(state: ClickGuardState, id: string, now: number): number | null {
  const record = state.buttons[id];
  return record && now < record.disabledUntil ? record.disabledUntil : null;
}
