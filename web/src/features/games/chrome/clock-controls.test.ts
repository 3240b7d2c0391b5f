import { describe, expect, it } from "vitest";
import type { RoomView } from "../../../../../schema/protocol";
import { clockControls } from "./game-menu";

const room = (game: Record<string, unknown> | null) => ({ game }) as unknown as RoomView;
const trivia = (currentPhase: string, extra: Record<string, unknown> = {}) => room({ gameType: "trivia-deception", currentPhase, phaseEndsAt: 1_000, ...extra });

describe("the host's clock controls (issue 22)", () => {
  it("offers pause and +30 s on a running timer, and skip only in trivia's writing and voting", () => {
    expect(clockControls(trivia("writing"))).toEqual({ paused: false, running: true, canAddTime: true, skippable: true });
    expect(clockControls(trivia("voting")).skippable).toBe(true);
    expect(clockControls(trivia("subcategory_selection")).skippable).toBe(false);
    expect(clockControls(room({ gameType: "meme-game", currentPhase: "voting", phaseEndsAt: 1_000 })).skippable).toBe(false);
  });

  it("offers resume and +30 s while paused", () => {
    expect(clockControls(trivia("writing", { paused: true, phaseEndsAt: null }))).toEqual({ paused: true, running: false, canAddTime: true, skippable: true });
  });

  it("offers nothing for the clock on results or in the lobby", () => {
    expect(clockControls(trivia("round_results", { phaseEndsAt: null }))).toEqual({ paused: false, running: false, canAddTime: false, skippable: false });
    expect(clockControls(room(null))).toEqual({ paused: false, running: false, canAddTime: false, skippable: false });
  });
});
