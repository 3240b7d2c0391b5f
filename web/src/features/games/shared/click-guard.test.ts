import { describe, expect, it } from "vitest";
import { SUBMISSION_TIMINGS as T } from "../../../../../schema/limits";
import { clickEnabledAt, EMPTY_CLICK_GUARD, finishClick, isClickDisabled, tryClick, type ClickGuardState } from "./click-guard";

function allowed(state: ClickGuardState, id: string, now: number): ClickGuardState {
  const result = tryClick(state, id, now);
  if (!result.allowed) throw new Error(`refused: ${result.reason}`);
  return result.state;
}

describe("click guard (spec 001 §4)", () => {
  it("ignores any tap within 100 ms of the last accepted one, on any button", () => {
    const state = finishClick(allowed(EMPTY_CLICK_GUARD, "a", 1_000), "a");
    expect(tryClick(state, "b", 1_000 + T.globalClickDebounceMs - 1)).toMatchObject({ allowed: false, reason: "global-debounce" });
    expect(tryClick(state, "b", 1_000 + T.globalClickDebounceMs).allowed).toBe(true);
  });

  it("keeps 300 ms between taps of the same button", () => {
    const state = finishClick(allowed(EMPTY_CLICK_GUARD, "a", 1_000), "a");
    expect(tryClick(state, "a", 1_000 + T.perButtonDelayMs - 1)).toMatchObject({ allowed: false, reason: "button-delay" });
    expect(tryClick(state, "a", 1_000 + T.perButtonDelayMs).allowed).toBe(true);
  });

  it("refuses taps while the action runs, and force-releases after 3 attempts", () => {
    let state = allowed(EMPTY_CLICK_GUARD, "a", 1_000);
    for (let attempt = 1; attempt < T.forceReleaseAttempts; attempt++) {
      const result = tryClick(state, "a", 1_000 + attempt * 400);
      expect(result).toMatchObject({ allowed: false, reason: "processing" });
      state = result.state;
    }
    expect(tryClick(state, "a", 1_000 + T.forceReleaseAttempts * 400).allowed).toBe(true);
  });

  it("force-releases a button stuck processing for 3 s", () => {
    const state = allowed(EMPTY_CLICK_GUARD, "a", 1_000);
    expect(tryClick(state, "a", 1_000 + T.forceReleaseMs).allowed).toBe(true);
  });

  it("accepts the next tap once the action finished", () => {
    const state = finishClick(allowed(EMPTY_CLICK_GUARD, "a", 1_000), "a");
    expect(tryClick(state, "a", 1_400).allowed).toBe(true);
  });

  it("disables an action button for 1.2 s after an accepted tap", () => {
    const state = allowed(EMPTY_CLICK_GUARD, "a", 1_000);
    expect(isClickDisabled(state, "a", 1_000 + T.actionButtonDisableMs - 1)).toBe(true);
    expect(isClickDisabled(state, "a", 1_000 + T.actionButtonDisableMs)).toBe(false);
    expect(isClickDisabled(state, "b", 1_100)).toBe(false);
    expect(clickEnabledAt(state, "a", 1_100)).toBe(1_000 + T.actionButtonDisableMs);
    expect(clickEnabledAt(state, "a", 3_000)).toBeNull();
  });
});
