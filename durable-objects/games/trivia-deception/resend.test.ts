// A phone that reconnects may send its answer or vote again: the same one is
// already in and needs no error; a different one is still refused.
import { describe, expect, it } from "vitest";
import { stepRandom } from "../../engine/random";
import type { EngineAction } from "../../engine/types";
import { FRESHNESS } from "../shared/content";
import { TRIVIA_TEXT, triviaDeception, type TriviaState } from "./rules";

const players = ["p1", "p2"].map((playerId, i) => ({ playerId, nickname: playerId, isOnline: true, joinedAt: i, userId: null }));
const content = {
  subcategories: [{ id: "1", nameAr: "عواصم" }],
  questions: [
    { id: "7", subcategoryId: "1", content: "ما عاصمة أستراليا؟", imageUrl: null, correctAnswer: "كانبرا", alternatives: [], fakes: ["سيدني", "ملبورن", "بيرث"], freshness: FRESHNESS.fresh, seenBy: 0 },
  ],
};

describe("bluff trivia: resent answers and votes", () => {
  it("accepts the same answer or vote again silently and refuses a different one", () => {
    let state: TriviaState = triviaDeception.setup({ players, settings: { rounds: 3 }, categories: ["1"], content, random: stepRandom(1, 0), now: 0 }).state;
    let step = 1;
    const act = (playerId: string, action: string, payload: Record<string, unknown>) => {
      const a: EngineAction = { kind: "player", playerId, action, data: { action, payload } };
      const result = triviaDeception.apply(state, a, { random: stepRandom(1, step++), now: step * 1000, adminId: "p1" });
      const changed = result.state !== state;
      state = result.state;
      return { events: result.events, changed };
    };
    expect(state.phase).toBe("writing");
    act("p1", "SUBMIT_ANSWER", { answer: "سيدني" });
    expect(act("p1", "SUBMIT_ANSWER", { answer: "سيدني" })).toEqual({ events: [], changed: false });
    expect(act("p1", "SUBMIT_ANSWER", { answer: "بيرث" }).events[0].data.message).toBe(TRIVIA_TEXT.alreadyAnswered);
    act("p2", "SUBMIT_ANSWER", { answer: "ملبورن" });
    expect(state.phase).toBe("voting");
    const [first, second] = state.options;
    act("p1", "SUBMIT_VOTE", { optionId: first.id });
    expect(act("p1", "SUBMIT_VOTE", { optionId: first.id })).toEqual({ events: [], changed: false });
    expect(act("p1", "SUBMIT_VOTE", { optionId: second.id }).events[0].data.message).toBe(TRIVIA_TEXT.alreadyVoted);
    expect(state.votes).toEqual({ p1: first.id });
  });
});
