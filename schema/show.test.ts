// The staged reveal's schedule (issue 43), one definition for the room and the pages: the answer
// games' beats, their times, which beats the phones have been told at a moment, and a skip.
import { describe, expect, it } from "vitest";
import { SCREEN_SHOW } from "./limits";
import { answerShowSteps, beatAt, nextBeatAt, scheduleShow, showAt, showEndsAt, showLength, showPending, showSkipped, told } from "./show";

const options = [
  { id: "a", truth: false, votes: 2 },
  { id: "b", truth: false, votes: 1 },
  { id: "c", truth: false, votes: 0 },
  { id: "t", truth: true, votes: 1 },
];

describe("the answer games' show", () => {
  it("plays each believed lie in three beats, fewest believers first, then the unbelieved, the truth, who found it, the totals", () => {
    const steps = answerShowSteps(options);
    expect(steps.map((s) => `${s.kind}:${s.subject}`)).toEqual([
      "lie:b",
      "fooled:b",
      "author:b",
      "lie:a",
      "fooled:a",
      "author:a",
      "unpicked:null",
      "truth:t",
      "finders:t",
      "totals:null",
    ]);
  });

  it("times the beats one after another, each its own length", () => {
    const show = scheduleShow(answerShowSteps(options), 1_000, true);
    for (let i = 1; i < show.beats.length; i++) expect(show.beats[i].at).toBe(show.beats[i - 1].at + show.beats[i - 1].ms);
    expect(show.beats[0]).toMatchObject({ at: 0, ms: SCREEN_SHOW.lie });
    expect(showEndsAt(show)).toBe(1_000 + showLength(show.beats));
  });
});

describe("what the phones have been told", () => {
  it("following a screen: the first beat at once, each later one when the room's clock reaches it", () => {
    const show = scheduleShow(answerShowSteps(options), 10_000, true);
    expect(show.shown).toBe(1);
    expect(showPending(show)).toBe(true);
    expect(nextBeatAt(show)).toBe(10_000 + show.beats[1].at);
    expect(told(show, "truth", "t")).toBe(false);
    const before = showAt(show, 10_000 + show.beats[7].at - 1);
    expect(told(before, "truth", "t")).toBe(false);
    expect(told(before, "author", "a")).toBe(true);
    const at = showAt(show, 10_000 + show.beats[7].at);
    expect(told(at, "truth", "t")).toBe(true);
    expect(told(at, "totals")).toBe(false);
    // Never fewer than before, and the same object when nothing new is due.
    expect(showAt(at, 0)).toBe(at);
    expect(showPending(showAt(show, showEndsAt(show)))).toBe(false);
    expect(nextBeatAt(showAt(show, showEndsAt(show)))).toBeNull();
  });

  it("without a screen: everything is told at once", () => {
    const show = scheduleShow(answerShowSteps(options), 10_000, false);
    expect(show.shown).toBe(show.beats.length);
    expect(told(show, "totals")).toBe(true);
    expect(showPending(show)).toBe(false);
  });

  it("a skip tells everything and ends the show now, so a screen walking it lands on its last beat", () => {
    const show = scheduleShow(answerShowSteps(options), 10_000, true);
    const skipped = showSkipped(show, 12_000);
    expect(skipped.shown).toBe(show.beats.length);
    expect(showEndsAt(skipped)).toBeLessThanOrEqual(12_000);
    expect(beatAt(skipped.beats, 12_000 - skipped.startsAt)).toBe(show.beats.length - 1);
  });

  it("a screen that reloads mid-show finds the current beat from the schedule and the room's clock", () => {
    const show = scheduleShow(answerShowSteps(options), 50_000, true);
    const now = 50_000 + show.beats[4].at + 10;
    expect(beatAt(show.beats, now - show.startsAt)).toBe(4);
  });
});
