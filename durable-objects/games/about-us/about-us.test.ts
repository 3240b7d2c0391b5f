// Whole games of «عنّا» replayed from a seed: the rules alone, no room, no sockets.
import { describe, expect, it } from "vitest";
import { ABOUT_US, GAME_SETTING_LIMITS } from "../../../schema/limits";
import { showLength } from "../../../schema/show";
import { stepRandom } from "../../engine/random";
import type { EngineAction, EnginePlayer } from "../../engine/types";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable } from "../shared/test-table";
import type { AboutUsContent } from "./content";
import { aboutUsVoteOptions } from "./index";
import { ABOUT_US_TEXT, aboutUs, type AboutUsState } from "./rules";
import type { AboutUsView } from "./view";

function content(n = 40): AboutUsContent {
  return { questions: Array.from({ length: n }, (_, i) => ({ id: String(i + 1), content: `سؤال شخصي ${i + 1}؟`, freshness: FRESHNESS.fresh, seenBy: 0 })) };
}

/** Each player's true answer, far from every lie below. */
const truthOf = (id: string) => `حقيقة ${id} المعروفة`;
const lieOf = (author: string, subject: string) => `كذبة من ${author} عن ${subject}`;

class Table extends ReplayTable<AboutUsState, AboutUsContent, AboutUsView> {
  admin = "p1";
  constructor(roster: EnginePlayer[], settings: Record<string, number> = { rounds: 3 }, seed = 42, gameContent = content()) {
    super(aboutUs, roster, settings, [], gameContent, seed);
  }
  /** As the room applies it, with whoever hosts now (the host may change mid-game). */
  override apply(action: EngineAction, advanceMs = 1000) {
    this.now += advanceMs;
    this.last = this.game.apply(this.state, action, { random: stepRandom(this.seed, this.step++), now: this.now, adminId: this.admin, screen: this.screen });
    this.state = this.last.state;
    return this.last;
  }
  act(playerId: string, action: string, payload: Record<string, unknown> = {}) {
    return this.apply({ kind: "player", playerId, action, data: { action, payload } });
  }
  others() {
    return this.state.participants.filter((id) => id !== this.state.subject);
  }
  answerAll() {
    expect(this.state.phase).toBe("answering");
    for (const id of this.state.participants) this.act(id, "SUBMIT_TRUTH", { answer: truthOf(id) });
  }
  lieAll() {
    expect(this.state.phase).toBe("writing");
    for (const id of this.others()) this.act(id, "SUBMIT_ANSWER", { answer: lieOf(id, this.state.subject!) });
  }
  optionOf(type: "truth" | "lie", author?: string) {
    return this.state.options.find((o) => o.type === type && (author === undefined || o.authors.includes(author)))!;
  }
  /** Everyone but the subject votes: whom `finds` names picks the truth, the rest the next voter's lie. */
  voteAll(finds: (voter: string) => boolean) {
    expect(this.state.phase).toBe("voting");
    const voters = this.others();
    for (const [i, voter] of voters.entries()) {
      const next = voters[(i + 1) % voters.length];
      this.act(voter, "SUBMIT_VOTE", { optionId: (finds(voter) || next === voter ? this.optionOf("truth") : this.optionOf("lie", next)).id });
    }
  }
  /** One round: everyone answers, then each subject's lies, vote and reveal. The round's subjects in order. */
  playRound(finds: (voter: string, subject: string) => boolean = () => false) {
    const subjects: string[] = [];
    this.answerAll();
    while (this.state.phase === "writing") {
      const subject = this.state.subject!;
      subjects.push(subject);
      this.lieAll();
      this.voteAll((voter) => finds(voter, subject));
      expect(this.state.phase).toBe("reveal");
      this.timer();
    }
    expect(this.state.phase).toBe("round_results");
    this.act(this.admin, "next_round");
    return subjects;
  }
  playGame(finds?: (voter: string, subject: string) => boolean) {
    const rounds: string[][] = [];
    while (this.state.phase !== "final_ranking") rounds.push(this.playRound(finds));
    return rounds;
  }
}

describe("«عنّا»: whole games", () => {
  it("three players: a private question each, then the subject's question to the others, the lies, the vote", () => {
    const t = new Table(players(3));
    expect(t.state.phase).toBe("answering");
    expect(new Set(["p1", "p2", "p3"].map((id) => t.view(id).myQuestion)).size).toBe(3);
    expect(t.view("p2")).toMatchObject({ myQuestion: t.state.asked.p2.content, subjectId: null, options: [] });
    t.act("p2", "SUBMIT_TRUTH", { answer: truthOf("p2") });
    // Nobody else sees a question's truth while answering, nor whose question is whose.
    expect(t.view("p2").myTruth).toBe(truthOf("p2"));
    expect(JSON.stringify(t.view("p1"))).not.toContain(truthOf("p2"));
    expect(JSON.stringify(t.view(""))).not.toContain(truthOf("p2"));
    expect(t.view("p1").playerStatus!.p2).toMatchObject({ hasAnswered: true });
    t.answerAll();
    expect(t.state.phase).toBe("writing");
    const subject = t.state.subject!;
    const [a, b] = t.others();
    expect(t.last.shown?.map((s) => s.contentId)).toEqual([t.state.asked[subject].id]);
    expect(t.view(subject).truth).toBe(truthOf(subject)); // the subject sees their own truth
    expect(t.view(a)).toMatchObject({ subjectId: subject, subjectQuestion: t.state.asked[subject].content, truth: null, myQuestion: null });
    expect(t.act(subject, "SUBMIT_ANSWER", { answer: "أي شي" }).events[0].data).toMatchObject({ message: ABOUT_US_TEXT.isSubject });
    t.lieAll();
    expect(t.state.phase).toBe("voting");
    expect(t.state.options.map((o) => o.type).sort()).toEqual(["lie", "lie", "truth"]);
    // Before the reveal nobody learns which is true or who wrote what.
    expect(t.view(a).options.every((o) => o.type === undefined && o.authors === undefined)).toBe(true);
    expect(t.view(a).options.filter((o) => o.isMine)).toHaveLength(1);
    expect(t.act(subject, "SUBMIT_VOTE", { optionId: "1" }).events[0].data).toMatchObject({ message: ABOUT_US_TEXT.isSubjectVoting });
    expect(t.act(a, "SUBMIT_VOTE", { optionId: t.optionOf("lie", a).id }).events[0].data).toMatchObject({ code: "own_lie" });
    // The audience votes among the same options, seen from no seat (the public view).
    expect(aboutUsVoteOptions(t.view(""))).toEqual(t.state.options.map((o) => o.id));
    expect(t.view("")).toMatchObject({ truth: null, myLie: null, myQuestion: null });
    expect(t.view("").options.every((o) => !o.isMine && o.type === undefined)).toBe(true);
    // a finds the truth, b falls for a's lie.
    t.act(a, "SUBMIT_VOTE", { optionId: t.optionOf("truth").id });
    t.act(b, "SUBMIT_VOTE", { optionId: t.optionOf("lie", a).id });
    expect(t.state.phase).toBe("reveal");
    expect(t.state.turnPoints).toEqual({ [a]: ABOUT_US.truthPoints + ABOUT_US.pointsPerFooled });
    const view = t.view(b);
    expect(view.truth).toBe(truthOf(subject));
    expect(view.options.find((o) => o.type === "truth")).toMatchObject({ authors: [subject], voters: [a] });
    expect(view.options.find((o) => o.authors?.includes(a))).toMatchObject({ type: "lie", voters: [b] });
    // Issue 43: the reveal lasts as long as its show.
    expect(t.last.deadline).toEqual({ phaseSeq: t.state.phaseSeq, at: t.now + showLength(t.state.show!.beats) });
  });

  it("the subject scores when voters voted and none found their truth; nobody voting scores nothing", () => {
    const t = new Table(players(3));
    t.answerAll();
    const subject = t.state.subject!;
    t.lieAll();
    t.voteAll(() => false);
    expect(t.state.turnPoints).toEqual({ ...Object.fromEntries(t.others().map((id) => [id, ABOUT_US.pointsPerFooled])), [subject]: ABOUT_US.subjectUnfoundPoints });
    const u = new Table(players(3));
    u.answerAll();
    u.timer(); // nobody lied: nothing to vote among, straight to the reveal
    expect(u.state.phase).toBe("reveal");
    expect(u.state.turnPoints).toEqual({});
    u.timer();
    u.act("p1", "next_round"); // three players over three rounds: one subject a round
    u.answerAll();
    u.lieAll();
    u.timer(); // nobody voted
    expect(u.state.phase).toBe("reveal");
    expect(u.state.turnPoints).toEqual({});
  });

  for (const [n, perRound] of [
    [3, [1, 1, 1]],
    [5, [2, 2, 2]],
    [8, [3, 3, 3]],
  ] as const) {
    it(`${n} players, three rounds: every player is a subject at least once, the last round doubled`, () => {
      const t = new Table(players(n), { rounds: 3 }, 7);
      const rounds = t.playGame((voter, subject) => voter < subject); // a fixed, uneven pattern of finders
      expect(rounds.map((r) => r.length)).toEqual(perRound);
      expect(new Set(rounds.flat())).toEqual(new Set(players(n).map((p) => p.playerId)));
      expect(t.state.phase).toBe("final_ranking");
      const total = Object.values(t.state.scores).reduce((s, x) => s + x, 0);
      expect(total).toBeGreaterThan(0);
      const view = t.view("p1");
      expect(view.gameOver).toBe(true);
      expect(view.ranking.map((r) => r.score)).toEqual([...view.ranking.map((r) => r.score)].sort((x, y) => y - x));
      expect(view.awards.map((a) => a.kind)).toContain("most_fooling");
      expect(view.awards.map((a) => a.kind)).toContain("best_lie");
    });
  }

  it("every seat count up to the room's 10 and every rounds setting makes everyone a subject at least once", () => {
    for (let n = 2; n <= 10; n++)
      for (const rounds of [GAME_SETTING_LIMITS["about-us"].rounds.min, 5, GAME_SETTING_LIMITS["about-us"].rounds.max]) {
        const t = new Table(players(n), { rounds }, n * 100 + rounds);
        const subjects = t.playGame().flat();
        expect(new Set(subjects).size, `${n} players, ${rounds} rounds`).toBe(n);
      }
  });

  it("replays identically from the same seed, and reaches the end by timers alone with zero scores", () => {
    const run = () => {
      const t = new Table(players(4), { rounds: 3 }, 11);
      while (t.state.phase !== "final_ranking") t.state.phase === "round_results" ? t.act("p1", "next_round") : t.timer();
      return t.state;
    };
    expect(run()).toEqual(run());
    expect(Object.values(run().scores)).toEqual([0, 0, 0, 0]);
    expect(aboutUs.playerView(run(), "p1").awards).toEqual([]);
  });
});

describe("«عنّا»: lies", () => {
  it("refuses the subject's truth and one too close to it as hints, then accepts a real lie", () => {
    const t = new Table(players(3));
    for (const id of t.state.participants) t.act(id, "SUBMIT_TRUTH", { answer: "مندي لحم" });
    const liar = t.others()[0];
    expect(t.act(liar, "SUBMIT_ANSWER", { answer: "مندي لحم" }).events[0].data).toMatchObject({ message: ABOUT_US_TEXT.answerIsTruth, code: "answer_correct", hint: true });
    expect(t.act(liar, "SUBMIT_ANSWER", { answer: "مَنْدي لحم" }).events[0].data).toMatchObject({ code: "answer_correct" });
    expect(t.act(liar, "SUBMIT_ANSWER", { answer: "مندى لحمة" }).events[0].data).toMatchObject({ code: "answer_too_close", hint: true });
    expect(t.act(liar, "SUBMIT_ANSWER", { answer: "" }).events[0].data).toMatchObject({ code: "empty_answer" });
    expect(t.act(liar, "SUBMIT_ANSWER", { answer: "ش".repeat(51) }).events[0].data).toMatchObject({ code: "answer_too_long" });
    expect(t.state.lies).toEqual({});
    expect(t.act(liar, "SUBMIT_ANSWER", { answer: "كبسة دجاج" }).events).toEqual([]);
    expect(t.act(liar, "SUBMIT_ANSWER", { answer: "كبسة دجاج" }).events).toEqual([]); // a resend
    expect(t.act(liar, "SUBMIT_ANSWER", { answer: "برياني" }).events[0].data).toMatchObject({ message: ABOUT_US_TEXT.alreadyAnswered });
  });

  it("the same lie from two players is one option with both authors, and both score for it", () => {
    const t = new Table(players(4));
    t.answerAll();
    const [a, b, c] = t.others();
    t.act(a, "SUBMIT_ANSWER", { answer: "سمك" });
    t.act(b, "SUBMIT_ANSWER", { answer: "سَمك" });
    t.act(c, "SUBMIT_ANSWER", { answer: "دجاج" });
    const merged = t.optionOf("lie", a);
    expect(merged.authors).toEqual([a, b].sort());
    expect(t.state.options).toHaveLength(3);
    t.act(c, "SUBMIT_VOTE", { optionId: merged.id });
    t.act(a, "SUBMIT_VOTE", { optionId: t.optionOf("truth").id });
    t.act(b, "SUBMIT_VOTE", { optionId: t.optionOf("lie", c).id });
    expect(t.state.turnPoints).toEqual({ [a]: 1000 + 500, [b]: 500, [c]: 500 });
  });
});

describe("«عنّا»: the room's changes", () => {
  it("a subject who leaves before their turn is skipped; a liar who leaves is not waited for and their lie stays", () => {
    const t = new Table(players(5), { rounds: 3 }, 3);
    t.answerAll();
    expect(t.state.queue).toHaveLength(2);
    const [, second] = t.state.queue;
    const liar = t.others().find((id) => id !== second)!;
    t.act(liar, "SUBMIT_ANSWER", { answer: "كذبة قبل الخروج" });
    t.setRoster((p) => (p.playerId === second ? null : p));
    // The rest lie; the phase ends without waiting for the leaver.
    for (const id of t.others()) if (!(id in t.state.lies)) t.act(id, "SUBMIT_ANSWER", { answer: lieOf(id, t.state.subject!) });
    expect(t.state.phase).toBe("voting");
    const leaverOut = t.setRoster((p) => (p.playerId === liar ? null : p));
    expect(leaverOut.state.options.some((o) => o.authors.includes(liar))).toBe(true);
    t.voteAll(() => false);
    expect(t.state.phase).toBe("reveal");
    t.timer();
    // The second subject left: straight to the round's results.
    expect(t.state.phase).toBe("round_results");
    expect(t.view("p1").ranking.map((r) => r.playerId)).not.toContain(second);
    t.act("p1", "next_round");
    // The leaver, never a subject, is not waited for; the others all become subjects by the end.
    t.playGame();
    for (const { playerId } of t.roster) expect(t.state.subjectCount[playerId]).toBeGreaterThan(0);
    expect(t.view("p1").awards.flatMap((a) => a.playerIds)).not.toContain(liar);
  });

  it("a host change: the new host moves the game on, the old one no longer can", () => {
    const t = new Table(players(3));
    t.answerAll();
    while (t.state.phase !== "round_results") t.timer();
    t.setRoster((p) => (p.playerId === "p1" ? null : p));
    t.admin = "p2";
    expect(t.act("p3", "next_round").events[0].data).toMatchObject({ code: "not_admin" });
    t.act("p2", "next_round");
    expect(t.state).toMatchObject({ phase: "answering", round: 2, participants: ["p2", "p3"] });
    const rounds = t.playGame();
    expect(rounds.flat().every((id) => id !== "p1")).toBe(true);
    expect(t.state.phase).toBe("final_ranking");
  });

  it("pause holds the clock and the actions, +30 s extends it, skip drops the turn unscored, hide drops an option", () => {
    const t = new Table(players(4));
    t.answerAll();
    const first = t.state.subject!;
    const endsAt = t.state.phaseEndsAt!;
    t.apply({ kind: "clock", op: "extend", ms: 30_000 });
    expect(t.state.phaseEndsAt).toBe(endsAt + 30_000);
    t.apply({ kind: "clock", op: "pause" });
    expect(t.act(t.others()[0], "SUBMIT_ANSWER", { answer: "شي" }).events[0].data).toMatchObject({ code: "paused" });
    expect(t.timer().state.phase).toBe("writing"); // a paused clock has no deadline
    t.act("p1", "skip_question");
    // The skip clears the pause and goes on to the next subject (or the round's results).
    expect(t.state.paused ?? null).toBeNull();
    expect(t.state.scores).toEqual({ p1: 0, p2: 0, p3: 0, p4: 0 });
    if (t.state.phase === "writing") {
      expect(t.state.subject).not.toBe(first);
      t.lieAll();
      const hidden = t.optionOf("lie", t.others()[0]);
      t.apply({ kind: "player", playerId: "p1", action: "hide_submission", data: { action: "hide_submission", submissionId: hidden.id } });
      expect(t.state.options.some((o) => o.id === hidden.id)).toBe(false);
      expect(t.view(t.others()[0]).myTextHidden).toBe(true);
    } else {
      expect(t.state.phase).toBe("round_results");
    }
  });
});
