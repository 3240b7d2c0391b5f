// A moderated game of bluff trivia: players' lies wait for a moderator's verdict, and the vote
// shows only those approved; one rejected or not judged before the writing phase ends is left out.
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../../schema/game-views";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable } from "../shared/test-table";
import type { TriviaContent } from "./content";
import { lieKey, pendingLies } from "./moderation";
import { triviaDeception, type TriviaState } from "./rules";

const content: TriviaContent = {
  subcategories: [{ id: "1", nameAr: "فئة 1" }],
  questions: Array.from({ length: 4 }, (_, i) => ({
    id: String(i + 1),
    subcategoryId: "1",
    content: `سؤال رقم ${i + 1}؟`,
    imageUrl: null,
    correctAnswer: "كانبرا",
    alternatives: [],
    fakes: ["سيدني", "ملبورن", "بيرث"],
    freshness: FRESHNESS.fresh,
    seenBy: 0,
  })),
};

class Table extends ReplayTable<TriviaState, TriviaContent, TriviaView> {
  constructor(moderated: boolean) {
    super(triviaDeception, players(3), { rounds: 3 }, ["1"], content, 42, moderated ? { moderated: true } : {});
  }
  write(playerId: string, answer: string) {
    return this.apply({ kind: "player", playerId, action: "SUBMIT_ANSWER", data: { action: "SUBMIT_ANSWER", payload: { answer } } });
  }
  judge(authorId: string, approve: boolean) {
    return this.apply({ kind: "moderate", key: lieKey(this.state.question!.id, authorId), approve });
  }
  answers() {
    return this.state.options.map((o) => o.answer).sort();
  }
}

describe("bluff trivia with moderation", () => {
  it("the vote shows the approved lie only: the rejected one and the one not judged in time are left out", () => {
    const t = new Table(true);
    expect(t.state.phase).toBe("writing");
    t.write("p1", "أديلايد");
    t.write("p2", "كلام بذيء");
    t.write("p3", "دارون");
    expect(pendingLies(t.state).map((p) => [p.authorId, p.text])).toEqual([
      ["p1", "أديلايد"],
      ["p2", "كلام بذيء"],
      ["p3", "دارون"],
    ]);
    // Everyone wrote, but the texts wait for their verdicts: the phase does not end early.
    expect(t.state.phase).toBe("writing");
    t.judge("p1", true);
    t.judge("p2", false);
    expect(pendingLies(t.state).map((p) => p.authorId)).toEqual(["p3"]);
    expect(t.state.phase).toBe("writing");
    // The deadline comes with p3's lie never judged.
    t.timer();
    expect(t.state.phase).toBe("voting");
    expect(t.answers()).toContain("أديلايد");
    expect(t.answers()).not.toContain("كلام بذيء");
    expect(t.answers()).not.toContain("دارون");
    expect(t.answers()).toContain("كانبرا");
    // No verdict reaches a text no longer waiting.
    const voting = t.state;
    t.judge("p3", true);
    expect(t.state).toBe(voting);
  });

  it("a player whose lie is refused is told at once, one whose lie was not judged in time once the vote starts, and nobody else", () => {
    const t = new Table(true);
    t.write("p1", "أديلايد");
    t.write("p2", "كلام بذيء");
    t.write("p3", "دارون");
    t.judge("p1", true);
    t.judge("p2", false);
    expect(t.view("p2").myTextRefused).toBe(true);
    expect(t.view("p1").myTextRefused).toBeFalsy();
    // Still waiting for its verdict: nothing to tell yet.
    expect(t.view("p3").myTextRefused).toBeFalsy();
    t.timer();
    expect(t.state.phase).toBe("voting");
    expect(t.view("p2").myTextRefused).toBe(true);
    expect(t.view("p3").myTextRefused).toBe(true);
    expect(t.view("p1").myTextRefused).toBeFalsy();
    // The next question starts with a clean slate.
    while (t.state.phase !== "writing") t.timer();
    expect(t.view("p2").myTextRefused).toBeFalsy();
    expect(t.view("p3").myTextRefused).toBeFalsy();
  });

  it("every lie judged ends the writing early, as everyone writing does without moderation", () => {
    const t = new Table(true);
    t.write("p1", "أديلايد");
    t.write("p2", "دارون");
    t.write("p3", "هوبارت");
    t.judge("p1", true);
    t.judge("p2", true);
    expect(t.state.phase).toBe("writing");
    t.judge("p3", false);
    expect(t.state.phase).toBe("voting");
    expect(t.answers()).toEqual(expect.arrayContaining(["أديلايد", "دارون"]));
    expect(t.answers()).not.toContain("هوبارت");
  });

  it("without moderation nothing waits, verdicts change nothing, and every lie enters the vote", () => {
    const t = new Table(false);
    t.write("p1", "أديلايد");
    expect(pendingLies(t.state)).toEqual([]);
    const before = t.state;
    t.judge("p1", false);
    expect(t.state).toBe(before);
    t.write("p2", "دارون");
    t.write("p3", "هوبارت");
    expect(t.state.phase).toBe("voting");
    expect(t.answers()).toEqual(expect.arrayContaining(["أديلايد", "دارون", "هوبارت"]));
  });
});
