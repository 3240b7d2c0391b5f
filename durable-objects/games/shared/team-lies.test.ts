// Bluff trivia and «عنّا» played in teams, from a seed: one lie per team in the vote (its pick,
// or its last proposal), a member done once the team picked, points to the lie's proposer, and
// in «عنّا» one subject from each team over the game.
import { describe, expect, it } from "vitest";
import type { AboutUsView, TriviaView } from "../../../schema/game-views";
import type { EnginePlayer } from "../../engine/types";
import { FRESHNESS } from "./content";
import { players, ReplayTable } from "./test-table";
import { aboutUs, type AboutUsState } from "../about-us/rules";
import type { AboutUsContent } from "../about-us/content";
import { triviaDeception, type TriviaState } from "../trivia-deception/rules";
import type { TriviaContent } from "../trivia-deception/content";
import { GAME_RULES } from "../../../schema/limits";

/** `n` players in `teams` teams dealt in turn, as the room deals them. */
const inTeams = (n: number, teams: number): EnginePlayer[] => players(n).map((p, i) => ({ ...p, teamId: `t${(i % teams) + 1}` }));

const triviaContent: TriviaContent = {
  subcategories: [{ id: "1", nameAr: "فئة" }],
  questions: Array.from({ length: 6 }, (_, i) => ({
    id: String(i + 1),
    subcategoryId: "1",
    content: `سؤال ${i + 1}؟`,
    imageUrl: null,
    correctAnswer: "كانبرا",
    alternatives: [],
    fakes: ["سيدني", "ملبورن", "بيرث"],
    freshness: FRESHNESS.fresh,
    seenBy: 0,
  })),
};

class Trivia extends ReplayTable<TriviaState, TriviaContent, TriviaView> {
  act(playerId: string, action: string, payload: Record<string, unknown> = {}) {
    return this.apply({ kind: "player", playerId, action, data: { action, payload } });
  }
}

describe("bluff trivia in teams", () => {
  it("puts one lie per team in the vote, ends the writing once every team picked, and scores the proposer", () => {
    const roster = inTeams(6, 2); // t1: p1 p3 p5, t2: p2 p4 p6
    const t = new Trivia(triviaDeception, roster, { rounds: 3 }, ["1"], triviaContent);
    t.act(t.state.selector!, "SELECT_SUBCATEGORY", { subcategoryId: "1" });
    expect(t.state.phase).toBe("writing");

    t.act("p1", "SUBMIT_ANSWER", { answer: "أديلايد" });
    t.act("p3", "SUBMIT_ANSWER", { answer: "دارون" });
    // A member sees the team's proposals; the other team sees none of them.
    expect(t.view("p5").teamLie).toEqual({ teamId: "t1", proposals: [{ playerId: "p1", answer: "أديلايد" }, { playerId: "p3", answer: "دارون" }], pick: null });
    expect(t.view("p2").teamLie).toEqual({ teamId: "t2", proposals: [], pick: null });
    expect(JSON.stringify(t.view("p2"))).not.toContain("أديلايد");
    // Only a proposal of one's own team may be picked.
    expect(t.act("p2", "PICK_LIE", { authorId: "p1" }).events[0].data.message).toBe("هذه الكذبة ليست من اقتراحات فريقك");
    t.act("p5", "PICK_LIE", { authorId: "p1" });
    // Team 1 is done (p5 never proposed); the writing waits for team 2 only.
    expect(t.view("p5").playerStatus!.p5.hasAnswered).toBe(true);
    expect(t.state.phase).toBe("writing");
    t.act("p2", "SUBMIT_ANSWER", { answer: "هوبارت" });
    t.act("p4", "SUBMIT_ANSWER", { answer: "بريزبن" });
    t.act("p6", "SUBMIT_ANSWER", { answer: "كيرنز" });
    expect(t.state.phase).toBe("voting");

    // Team 1's pick (not its last proposal) and team 2's last proposal stand, with decoys to the minimum.
    const lies = t.state.options.filter((o) => o.type === "fake");
    expect(lies.map((o) => [o.answer, o.authors, o.teamId]).sort()).toEqual([
      ["أديلايد", ["p1"], "t1"],
      ["كيرنز", ["p6"], "t2"],
    ]);
    expect(t.state.options.length).toBeGreaterThanOrEqual(GAME_RULES.trivia.minOptions);
    const option = (answer: string) => t.state.options.find((o) => o.answer === answer)!.id;
    expect(t.view("p3").displayOptions.find((o) => o.answer === "أديلايد")!.isMine).toBe(true);

    // p2 and p4 are fooled by team 1's lie; p3 votes its own team's lie (nothing); the rest find the truth.
    for (const [voter, answer] of [["p1", "كانبرا"], ["p2", "أديلايد"], ["p3", "أديلايد"], ["p4", "أديلايد"], ["p5", "كانبرا"], ["p6", "كانبرا"]])
      t.act(voter, "SUBMIT_VOTE", { optionId: option(answer) });
    expect(t.state.phase).toBe("round_results");
    const { pointsPerFooled, correctAnswerPoints } = GAME_RULES.trivia;
    expect(t.state.roundPoints).toMatchObject({ p1: correctAnswerPoints + 2 * pointsPerFooled, p3: 0, p5: correctAnswerPoints, p6: correctAnswerPoints, p2: 0, p4: 0 });
    expect(t.state.stats.selfVoters).toEqual({ p3: 1 });
    expect(t.view("p2").displayOptions.find((o) => o.answer === "أديلايد")!.teamId).toBe("t1");
  });

  it("takes each team's last proposal when the writing runs out", () => {
    const t = new Trivia(triviaDeception, inTeams(4, 2), { rounds: 3 }, ["1"], triviaContent);
    t.act(t.state.selector!, "SELECT_SUBCATEGORY", { subcategoryId: "1" });
    t.act("p1", "SUBMIT_ANSWER", { answer: "أديلايد" });
    t.act("p3", "SUBMIT_ANSWER", { answer: "دارون" });
    t.timer();
    expect(t.state.options.filter((o) => o.type === "fake").map((o) => o.answer)).toEqual(["دارون"]);
  });
});

const aboutContent: AboutUsContent = {
  questions: Array.from({ length: 60 }, (_, i) => ({ id: String(i + 1), content: `سؤال شخصي ${i + 1}؟`, freshness: FRESHNESS.fresh, seenBy: 0 })),
};

class About extends ReplayTable<AboutUsState, AboutUsContent, AboutUsView> {
  act(playerId: string, action: string, payload: Record<string, unknown> = {}) {
    return this.apply({ kind: "player", playerId, action, data: { action, payload } });
  }
}

describe("«عنّا» in teams", () => {
  it("has one subject from each team over the game, one lie per team, and no vote for one's own team's lie", () => {
    const t = new About(aboutUs, inTeams(8, 4), { rounds: 3 }, [], aboutContent);
    const teamOf = (id: string) => t.roster.find((p) => p.playerId === id)!.teamId!;
    const subjects: string[] = [];
    while (t.state.phase !== "final_ranking") {
      for (const id of t.state.participants) t.act(id, "SUBMIT_TRUTH", { answer: `حقيقة ${id} الوحيدة` });
      while (t.state.phase === "writing") {
        const subject = t.state.subject!;
        subjects.push(subject);
        // Each member but the subject proposes; every team's last proposal stands.
        for (const id of t.state.participants.filter((p) => p !== subject)) t.act(id, "SUBMIT_ANSWER", { answer: `كذبة ${id} عن ${subject}` });
        expect(t.state.phase).toBe("voting");
        const lies = t.state.options.filter((o) => o.type === "lie");
        expect(lies.map((o) => o.teamId).sort()).toEqual(["t1", "t2", "t3", "t4"]);
        const voter = t.state.participants.find((p) => p !== subject)!;
        const own = lies.find((o) => o.teamId === teamOf(voter))!;
        expect(t.act(voter, "SUBMIT_VOTE", { optionId: own.id }).events[0].data).toMatchObject({ code: "own_lie" });
        t.timer();
        expect(t.state.phase).toBe("reveal");
        t.timer();
      }
      expect(t.state.phase).toBe("round_results");
      t.act("p1", "next_round");
    }
    expect(new Set(subjects.map(teamOf))).toEqual(new Set(["t1", "t2", "t3", "t4"]));
    expect(subjects).toHaveLength(4);
  });
});
