import { describe, expect, it } from "vitest";
import { ADMIN_AUTH } from "../../schema/limits";
import { delayAfter } from "./login-throttle";

describe("failed login delay", () => {
  it("is free for the first tries, then doubles from the first delay up to the cap", () => {
    for (let n = 0; n < ADMIN_AUTH.freeFailures; n++) expect(delayAfter(n)).toBe(0);
    const f = ADMIN_AUTH.freeFailures;
    expect(delayAfter(f)).toBe(ADMIN_AUTH.firstDelayMs);
    expect(delayAfter(f + 1)).toBe(ADMIN_AUTH.firstDelayMs * 2);
    expect(delayAfter(f + 2)).toBe(ADMIN_AUTH.firstDelayMs * 4);
    expect(delayAfter(f + 40)).toBe(ADMIN_AUTH.maxDelayMs);
  });
});
