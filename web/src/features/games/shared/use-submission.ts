// One player's submission in one phase (spec 001 §4), as a React hook over the pure
// state machine of submission-guard.ts: the timers (0.8 s minimum display, 3 s safety
// timeout), the toasts of spec 001 §8, the reset on a phase change and on the tab
// becoming visible. The trivia, meme and most-likely screens all use it.
import { useCallback, useEffect, useReducer, useRef } from "react";
import { toast } from "../../../ui/toast";
import {
  advanceSubmission,
  beginSubmission,
  initialSubmission,
  nextSubmissionWake,
  sendSettled,
  submissionOnVisible,
  submissionRefused,
  submissionStatus,
  withPhase,
  type SubmissionState,
  type SubmissionStatus,
} from "./submission-guard";
import { SUBMISSION_TOASTS, type SubmissionKind } from "./texts";

export interface UseSubmissionOptions {
  kind: SubmissionKind;
  /** Identifies the phase (e.g. phase name and phaseSeq); a new one starts from scratch. */
  phaseKey: string;
  /** The server's flag for this player: hasAnswered, hasSubmitted or hasVoted. */
  confirmed: boolean;
}

export interface Submission {
  status: SubmissionStatus;
  /** Sends through `send` unless a submission is pending or already counted; true when it left. */
  submit: (send: () => Promise<boolean>) => Promise<boolean>;
  /** The server refused it: back to idle so the player can send again. */
  refused: () => void;
}

export function useSubmission({ kind, phaseKey, confirmed }: UseSubmissionOptions): Submission {
  const ref = useRef<SubmissionState>(initialSubmission(phaseKey));
  // A ref rather than state: the async send reads and writes it after awaiting.
  ref.current = withPhase(ref.current, phaseKey);
  const [version, rerender] = useReducer((n: number) => n + 1, 0);
  const confirmedRef = useRef(confirmed);
  confirmedRef.current = confirmed;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const clock = useCallback(() => ({ now: Date.now(), confirmed: confirmedRef.current }), []);
  const update = useCallback((next: SubmissionState) => {
    if (next === ref.current) return;
    ref.current = next;
    if (mounted.current) rerender();
  }, []);

  // Time moves the status on: the minimum display ends, or the safety timeout fires.
  useEffect(() => {
    const step = () => {
      const { state, timedOut } = advanceSubmission(ref.current, clock());
      if (timedOut) toast({ ...SUBMISSION_TOASTS.timeout[kind], phaseBound: true });
      // Some windows change only what the status reads (local protection): re-render anyway.
      if (state === ref.current) rerender();
      else update(state);
    };
    const { state, timedOut } = advanceSubmission(ref.current, clock());
    update(state);
    if (timedOut) toast({ ...SUBMISSION_TOASTS.timeout[kind], phaseBound: true });
    const wake = nextSubmissionWake(ref.current, clock());
    if (wake === null) return;
    const timer = setTimeout(step, Math.max(0, wake - Date.now()) + 10);
    return () => clearTimeout(timer);
  }, [version, confirmed, phaseKey, kind, clock, update]);

  // Timers may not run in a hidden tab: settle what is stale when it comes back.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "visible") update(submissionOnVisible(ref.current, clock()));
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [clock, update]);

  const submit = useCallback(
    async (send: () => Promise<boolean>) => {
      const begun = beginSubmission(ref.current, clock());
      if (!begun.ok) return false;
      update(begun.state);
      const key = begun.state.phaseKey;
      let sent = false;
      try {
        sent = await send();
      } catch {
        sent = false;
      }
      // The phase moved on while sending: that submission no longer matters.
      if (!mounted.current || ref.current.phaseKey !== key) return sent;
      const settled = sendSettled(ref.current, sent, Date.now());
      update(settled.state);
      if (settled.failed) toast({ ...SUBMISSION_TOASTS.sendFailed[kind], phaseBound: true });
      return sent;
    },
    [kind, clock, update],
  );

  const refused = useCallback(() => update(submissionRefused(ref.current)), [update]);

  return { status: submissionStatus(ref.current, clock()), submit, refused };
}
