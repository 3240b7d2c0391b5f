// The moderator's passcode: how it is made, compared, and how many wrong ones a room takes.
import { describe, expect, it } from "vitest";
import { MODERATION } from "../../schema/limits";
import { newPasscode, samePasscode, TOO_MANY_ATTEMPTS, tryPasscode, WRONG_PASSCODE } from "./moderation";

describe("the moderator's passcode", () => {
  it("is MODERATION.passcodeDigits digits, drawn uniformly: bytes that would favour low digits are drawn again", () => {
    expect(newPasscode()).toMatch(new RegExp(`^[0-9]{${MODERATION.passcodeDigits}}$`));
    // A source that gives 255 (past the last whole ten) first, then 9s: the 255s are never a digit.
    let calls = 0;
    const code = newPasscode((bytes) => {
      bytes.fill(calls++ === 0 ? 255 : 249);
      return bytes;
    });
    expect(code).toBe("9".repeat(MODERATION.passcodeDigits));
    expect(calls).toBe(2);
  });

  it("compares whole: a prefix, a longer string or one digit off is not the passcode", () => {
    expect(samePasscode("12345678", "12345678")).toBe(true);
    expect(samePasscode("1234567", "12345678")).toBe(false);
    expect(samePasscode("123456789", "12345678")).toBe(false);
    expect(samePasscode("12345679", "12345678")).toBe(false);
    expect(samePasscode("", "12345678")).toBe(false);
  });

  it("a room takes a few wrong ones per window, then refuses even the right one until the window passes", () => {
    let moderation = { passcode: "12345678" };
    const now = 1_000_000;
    for (let i = 0; i < MODERATION.attemptsPerWindow; i++) {
      const attempt = tryPasscode(moderation, "00000000", now + i);
      expect(attempt.refusal).toEqual(WRONG_PASSCODE);
      moderation = attempt.moderation;
    }
    expect(tryPasscode(moderation, "12345678", now + 10).refusal).toEqual(TOO_MANY_ATTEMPTS);
    expect(tryPasscode(moderation, "00000000", now + 10).moderation, "a refused attempt is not counted again").toBe(moderation);
    const later = tryPasscode(moderation, "12345678", now + MODERATION.attemptWindowMs);
    expect(later.refusal).toBeNull();
  });
});
