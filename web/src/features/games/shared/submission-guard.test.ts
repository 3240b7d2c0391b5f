import { describe, expect, it } from "vitest";
import { SUBMISSION_TIMINGS as T } from "../../../../../schema/limits";
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
} from "./submission-guard";

const at = (now: number, confirmed = false) => ({ now, confirmed });

function begun(now = 1_000): SubmissionState {
  const result = beginSubmission(initialSubmission("writing#2"), at(now));
  if (!result.ok) throw new Error("begin refused");
  return result.state;
}

describe("submission guard (spec 001 §4)", () => {
  it("goes idle → submitting → confirmed when the server flag appears", () => {
    const idle = initialSubmission("writing#2");
    expect(submissionStatus(idle, at(0))).toBe("idle");
    const sending = begun(1_000);
    expect(submissionStatus(sending, at(1_100))).toBe("submitting");
    const sent = sendSettled(sending, true, 1_050).state;
    expect(submissionStatus(sent, at(2_000))).toBe("submitting");
    expect(submissionStatus(sent, at(2_000, true))).toBe("confirmed");
  });

  it("shows submitting for at least 0.8 s even when the server confirms at once", () => {
    const sent = sendSettled(begun(1_000), true, 1_010).state;
    expect(submissionStatus(sent, at(1_100, true))).toBe("submitting");
    expect(submissionStatus(sent, at(1_000 + T.minSubmittingDisplayMs, true))).toBe("confirmed");
    // advancing before the minimum keeps it pending; after, the record clears
    expect(advanceSubmission(sent, at(1_500, true)).state).toBe(sent);
    const settled = advanceSubmission(sent, at(1_000 + T.minSubmittingDisplayMs, true)).state;
    expect(settled.startedAt).toBeNull();
    expect(submissionStatus(settled, at(2_000, true))).toBe("confirmed");
  });

  it("clears a stuck submission after the 3 s safety timeout and says so", () => {
    const sent = sendSettled(begun(1_000), true, 1_010).state;
    expect(advanceSubmission(sent, at(1_000 + T.safetyTimeoutMs - 1)).timedOut).toBe(false);
    const { state, timedOut } = advanceSubmission(sent, at(1_000 + T.safetyTimeoutMs));
    expect(timedOut).toBe(true);
    expect(submissionStatus(state, at(4_100))).toBe("idle");
    expect(beginSubmission(state, at(4_100)).ok).toBe(true);
  });

  it("ends with an error when the frame could not be sent", () => {
    const { state, failed } = sendSettled(begun(1_000), false, 1_900);
    expect(failed).toBe(true);
    expect(submissionStatus(state, at(2_000))).toBe("idle");
  });

  it("refuses a second submission while one is pending, once confirmed, and inside the local protection", () => {
    const pending = begun(1_000);
    expect(beginSubmission(pending, at(1_200))).toEqual({ ok: false, reason: "pending" });
    expect(beginSubmission(initialSubmission("x"), at(1_200, true))).toEqual({ ok: false, reason: "confirmed" });
    // confirmed and settled, then a late state without the flag: still treated as submitted
    const sent = sendSettled(pending, true, 1_010).state;
    const settled = advanceSubmission(sent, at(1_900, true)).state;
    expect(beginSubmission(settled, at(2_000, false))).toEqual({ ok: false, reason: "confirmed" });
    expect(submissionStatus(settled, at(2_000, false))).toBe("confirmed");
    expect(submissionStatus(settled, at(1_010 + T.localProtectionMs, false))).toBe("idle");
  });

  it("lets a pending record expire after 10 s even if no timer ran", () => {
    const pending = begun(1_000);
    expect(beginSubmission(pending, at(1_000 + T.pendingExpiryMs - 1)).ok).toBe(false);
    expect(beginSubmission(pending, at(1_000 + T.pendingExpiryMs)).ok).toBe(true);
  });

  it("lets the player send again at once after the server refuses (a hint)", () => {
    const sent = sendSettled(begun(1_000), true, 1_010).state;
    const refused = submissionRefused(sent);
    expect(submissionStatus(refused, at(1_100))).toBe("idle");
    expect(beginSubmission(refused, at(1_100)).ok).toBe(true);
  });

  it("starts from scratch in a new phase", () => {
    const pending = begun(1_000);
    expect(withPhase(pending, "writing#2")).toBe(pending);
    const next = withPhase(pending, "voting#3");
    expect(next).toEqual(initialSubmission("voting#3"));
    expect(beginSubmission(next, at(1_100)).ok).toBe(true);
  });

  it("releases a stale submission quietly when the tab becomes visible", () => {
    const pending = begun(1_000);
    expect(submissionOnVisible(pending, at(2_000))).toBe(pending);
    expect(submissionOnVisible(pending, at(1_000 + T.safetyTimeoutMs)).startedAt).toBeNull();
    expect(submissionOnVisible(pending, at(9_000, true))).toBe(pending);
  });

  it("wakes at the end of the minimum display, the safety timeout, or the local protection", () => {
    const pending = begun(1_000);
    expect(nextSubmissionWake(initialSubmission("x"), at(0))).toBeNull();
    expect(nextSubmissionWake(pending, at(1_100, true))).toBe(1_000 + T.minSubmittingDisplayMs);
    expect(nextSubmissionWake(pending, at(1_100))).toBe(1_000 + T.safetyTimeoutMs);
    const settled = advanceSubmission(sendSettled(pending, true, 1_010).state, at(1_900, true)).state;
    expect(nextSubmissionWake(settled, at(2_000, false))).toBe(1_010 + T.localProtectionMs);
    expect(nextSubmissionWake(settled, at(2_000, true))).toBeNull();
  });
});
