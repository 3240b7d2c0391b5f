import { describe, expect, it } from "vitest";
import type { GameView } from "../../../../schema/protocol";
import { hostChange } from "./changes";

const base = { gameType: "trivia-deception", currentPhase: "writing", phaseSeq: 4, phaseEndsAt: 40_000, roundNumber: 2, totalRounds: 5, paused: false, pausedRemainingMs: null } as unknown as GameView;
const at = (over: Record<string, unknown>) => ({ ...base, ...over }) as GameView;

describe("the host's changes as the big screen reads them", () => {
  it("+30 s on a running clock, and on a paused one", () => {
    expect(hostChange(base, at({ phaseEndsAt: 70_000 }), 10_000, 11_000)).toBe("added_time");
    expect(hostChange(at({ paused: true, pausedRemainingMs: 12_000, phaseEndsAt: null }), at({ paused: true, pausedRemainingMs: 42_000, phaseEndsAt: null }), 10_000, 20_000)).toBe("added_time");
  });

  it("a frame of the same phase with the clock going on as before is no change; nor are pause and resume", () => {
    expect(hostChange(base, base, 10_000, 15_000)).toBeNull();
    expect(hostChange(base, at({ paused: true, pausedRemainingMs: 29_000, phaseEndsAt: null }), 10_000, 11_000)).toBeNull();
  });

  it("a skipped question: writing or voting back to the choice within the same round", () => {
    expect(hostChange(at({ currentPhase: "voting" }), at({ currentPhase: "subcategory_selection", phaseSeq: 5, phaseEndsAt: 60_000 }), 0, 0)).toBe("skipped_question");
    // The next round's choice after the results is no skip.
    expect(hostChange(at({ currentPhase: "round_results", phaseEndsAt: null }), at({ currentPhase: "subcategory_selection", phaseSeq: 5, roundNumber: 3 }), 0, 0)).toBeNull();
  });
});
