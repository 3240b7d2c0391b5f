// The phones' own sounds (issue 43): when each moment is the viewer's, and who hears them by default.
import { describe, expect, it } from "vitest";
import type { GameView } from "../../../../../schema/protocol";
import { fooledSomeone, phoneSoundsOn, timeRunningOut, TIME_RUNNING_OUT_SECONDS } from "./phone-sounds";

const view = (fields: Record<string, unknown>) =>
  ({ gameType: "trivia-deception", currentPhase: "writing", phaseSeq: 3, phaseEndsAt: 100_000, phaseDuration: 60, roundNumber: 1, totalRounds: 3, isKillRound: false, scores: {}, ...fields }) as unknown as GameView;

describe("phone sounds", () => {
  it("are on by default, off on the host's phone while a TV plays, and a device's choice wins", () => {
    expect(phoneSoundsOn(null, false)).toBe(true);
    expect(phoneSoundsOn(null, true)).toBe(false);
    expect(phoneSoundsOn("on", true)).toBe(true);
    expect(phoneSoundsOn("off", false)).toBe(false);
  });

  it("hear a lie that fooled someone else, not one only its author voted for", () => {
    const options = (voters: string[]) => [
      { id: "1", answer: "سيدني", isMine: true, voters },
      { id: "2", answer: "كانبرا", isMine: false, voters: ["p2"] },
    ];
    expect(fooledSomeone(view({ currentPhase: "round_results", displayOptions: options(["p3"]) }), "p1")).toBe(true);
    expect(fooledSomeone(view({ currentPhase: "round_results", displayOptions: options(["p1"]) }), "p1")).toBe(false);
    // Before the results, no voters are shown: nothing to hear.
    expect(fooledSomeone(view({ currentPhase: "voting", displayOptions: [{ id: "1", answer: "سيدني", isMine: true }] }), "p1")).toBe(false);
    // A meme caption's votes, «عنّا»'s lies.
    expect(fooledSomeone(view({ submissions: [{ id: "a", captions: [], isMine: true, voters: ["p2"] }] }), "p1")).toBe(true);
    expect(fooledSomeone(view({ options: [{ id: "7-1", answer: "x", isMine: true, voters: ["p2"] }] }), "p1")).toBe(true);
  });

  it("tick when the time runs out for a player who has not acted", () => {
    const ends = 100_000;
    const soon = ends - TIME_RUNNING_OUT_SECONDS * 1000 + 1;
    const writing = (hasAnswered: boolean) => view({ phaseEndsAt: ends, playerStatus: { p1: { hasAnswered } } });
    expect(timeRunningOut(writing(false), "p1", soon)).toBe(true);
    expect(timeRunningOut(writing(true), "p1", soon)).toBe(false);
    expect(timeRunningOut(writing(false), "p1", ends - TIME_RUNNING_OUT_SECONDS * 1000 - 1000)).toBe(false);
    expect(timeRunningOut(writing(false), "p1", ends + 1)).toBe(false);
    expect(timeRunningOut(view({ currentPhase: "voting", phaseEndsAt: ends, playerStatus: { p1: { hasVoted: false } } }), "p1", soon)).toBe(true);
    // A watcher (no status of their own) and a paused clock hear nothing.
    expect(timeRunningOut(view({ phaseEndsAt: ends, playerStatus: {} }), "p1", soon)).toBe(false);
    expect(timeRunningOut(view({ phaseEndsAt: ends, paused: true, playerStatus: { p1: { hasAnswered: false } } }), "p1", soon)).toBe(false);
  });
});
