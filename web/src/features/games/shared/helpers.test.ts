import { describe, expect, it } from "vitest";
import { contentImageUrl } from "./image-url";
import { medalFor } from "../../../ui/medal";
import { formatGain, formatPoints, rankText } from "./ranking";
import { readSubmissionError, submissionErrorToast } from "./submission-errors";
import { SUBMISSION_TOASTS } from "./texts";

describe("submission errors", () => {
  it("marks the correct and too-close refusals as hints, by flag or by code", () => {
    const hint = readSubmissionError({ type: "submission-error", data: { message: "قريبة", action: "SUBMIT_ANSWER", code: "answer_too_close", hint: true } });
    expect(hint).toEqual({ message: "قريبة", action: "SUBMIT_ANSWER", code: "answer_too_close", hint: true });
    expect(readSubmissionError({ type: "submission-error", data: { message: "صحيحة", code: "answer_correct" } })?.hint).toBe(true);
    expect(submissionErrorToast(hint!)).toBeNull();
  });

  it("turns other refusals into the 'خطأ' toast with the server's message", () => {
    const error = readSubmissionError({ type: "submission-error", data: { message: "سبق تسجيل تصويتك", action: "SUBMIT_VOTE" } })!;
    expect(error.hint).toBe(false);
    expect(submissionErrorToast(error)).toEqual({ variant: "destructive", title: "خطأ", description: "سبق تسجيل تصويتك" });
    expect(readSubmissionError({ type: "pong", data: {} })).toBeNull();
  });

  it("quotes the specification's toasts", () => {
    expect(SUBMISSION_TOASTS.timeout.answer).toMatchObject({ title: "انتهت مهلة الإرسال", description: "يرجى المحاولة مرة أخرى" });
    expect(SUBMISSION_TOASTS.timeout.vote).toMatchObject({ title: "انتهت مهلة التصويت", description: "يرجى المحاولة مرة أخرى" });
    expect(SUBMISSION_TOASTS.sendFailed.answer).toMatchObject({ title: "خطأ في الإرسال", description: "فشل إرسال الإجابة. يُرجى التأكد من الاتصال والمحاولة مرة أخرى" });
  });
});

describe("content images (spec 001 §7)", () => {
  it("serves uploads from /attached_assets and keeps other addresses", () => {
    expect(contentImageUrl("/uploads/q/1.png")).toBe("/attached_assets/uploads/q/1.png");
    expect(contentImageUrl("https://example.com/a.png")).toBe("https://example.com/a.png");
    expect(contentImageUrl("")).toBeNull();
    expect(contentImageUrl(null)).toBeNull();
  });
});

describe("ranks and counts", () => {
  it("gives drawn medals to the first three and #n after", () => {
    expect([1, 2, 3, 4, 10].map(medalFor)).toEqual(["gold", "silver", "bronze", null, null]);
    expect(rankText(4)).toBe("#4");
  });

  it("formats points and this round's gain", () => {
    expect(formatPoints(12500)).toBe("12,500");
    expect(formatGain(500)).toBe("+500");
    expect(formatGain(0)).toBe("0");
  });
});
