// A moderated game of «عنّا»: the true answers and the lies wait for a moderator's verdict. A
// player whose answer is not approved is no subject this round; the vote shows only approved lies.
import { describe, expect, it } from "vitest";
import type { AboutUsView } from "../../../schema/game-views";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable } from "../shared/test-table";
import type { AboutUsContent } from "./content";
import { lieKey, pendingAboutUsTexts, truthKey } from "./moderation";
import { aboutUs, type AboutUsState } from "./rules";

const content: AboutUsContent = {
  questions: Array.from({ length: 20 }, (_, i) => ({ id: String(i + 1), content: `سؤال شخصي ${i + 1}؟`, freshness: FRESHNESS.fresh, seenBy: 0 })),
};

class Table extends ReplayTable<AboutUsState, AboutUsContent, AboutUsView> {
  constructor(moderated: boolean, roster = players(4)) {
    super(aboutUs, roster, { rounds: 3 }, [], content, 42, moderated ? { moderated: true } : {});
  }
  act(playerId: string, action: string, answer: string) {
    return this.apply({ kind: "player", playerId, action, data: { action, payload: { answer } } });
  }
  judge(key: string, approve: boolean) {
    return this.apply({ kind: "moderate", key, approve });
  }
  answers() {
    return this.state.options.map((o) => o.answer).sort();
  }
}

describe("«عنّا» with moderation", () => {
  it("a true answer rejected or not judged in time makes no subject; only the approved ones are drawn", () => {
    const t = new Table(true);
    expect(t.state.phase).toBe("answering");
    for (const id of ["p1", "p2", "p3", "p4"]) t.act(id, "SUBMIT_TRUTH", `حقيقة ${id}`);
    expect(pendingAboutUsTexts(t.state).map((p) => [p.authorId, p.text])).toEqual([
      ["p1", "حقيقة p1"],
      ["p2", "حقيقة p2"],
      ["p3", "حقيقة p3"],
      ["p4", "حقيقة p4"],
    ]);
    // Everyone answered, but the answers wait for their verdicts.
    expect(t.state.phase).toBe("answering");
    t.judge(truthKey(1, "p1"), false);
    t.judge(truthKey(1, "p2"), false);
    t.judge(truthKey(1, "p3"), true);
    expect(pendingAboutUsTexts(t.state).map((p) => p.authorId)).toEqual(["p4"]);
    t.timer();
    expect(t.state.phase).toBe("writing");
    // Four answers would make two subjects this round; only p3's was approved.
    expect(t.state.queue).toEqual(["p3"]);
  });

  it("a player whose answer or lie is refused is told; one whose lie was approved, and the subject, are not", () => {
    const t = new Table(true);
    for (const id of ["p1", "p2", "p3", "p4"]) t.act(id, "SUBMIT_TRUTH", `حقيقة ${id}`);
    t.judge(truthKey(1, "p1"), false);
    expect(t.view("p1").myTextRefused).toBe(true);
    expect(t.view("p2").myTextRefused).toBeFalsy();
    for (const id of ["p2", "p3", "p4"]) t.judge(truthKey(1, id), true);
    expect(t.state.phase).toBe("writing");
    const subject = t.state.subject!;
    const [a, b] = t.state.participants.filter((id) => id !== subject && id !== "p1");
    t.act(a, "SUBMIT_ANSWER", "كذبة مقبولة");
    t.act(b, "SUBMIT_ANSWER", "كلام بذيء");
    t.judge(lieKey(1, subject, a), true);
    t.judge(lieKey(1, subject, b), false);
    expect(t.view(b).myTextRefused).toBe(true);
    expect(t.view(a).myTextRefused).toBeFalsy();
    expect(t.view(subject).myTextRefused).toBeFalsy();
  });

  it("every answer judged ends the answering early; with none approved the round has no subject", () => {
    const t = new Table(true);
    for (const id of ["p1", "p2", "p3", "p4"]) t.act(id, "SUBMIT_TRUTH", `حقيقة ${id}`);
    for (const id of ["p1", "p2", "p3"]) t.judge(truthKey(1, id), false);
    expect(t.state.phase).toBe("answering");
    t.judge(truthKey(1, "p4"), false);
    expect(t.state.phase).toBe("round_results");
  });

  it("the vote shows the truth and the approved lie only: the rejected one and the one not judged in time are left out", () => {
    const t = new Table(true);
    for (const id of ["p1", "p2", "p3", "p4"]) t.act(id, "SUBMIT_TRUTH", `حقيقة ${id}`);
    for (const id of ["p1", "p2", "p3", "p4"]) t.judge(truthKey(1, id), true);
    expect(t.state.phase).toBe("writing");
    const subject = t.state.subject!;
    const [a, b, c] = t.state.participants.filter((id) => id !== subject);
    t.act(a, "SUBMIT_ANSWER", "كذبة مقبولة");
    t.act(b, "SUBMIT_ANSWER", "كلام بذيء");
    t.act(c, "SUBMIT_ANSWER", "كذبة لم يحكم عليها");
    expect(pendingAboutUsTexts(t.state).map((p) => p.key)).toEqual([lieKey(1, subject, a), lieKey(1, subject, b), lieKey(1, subject, c)]);
    t.judge(lieKey(1, subject, a), true);
    t.judge(lieKey(1, subject, b), false);
    expect(t.state.phase).toBe("writing");
    t.timer();
    expect(t.state.phase).toBe("voting");
    expect(t.answers()).toEqual([`حقيقة ${subject}`, "كذبة مقبولة"].sort());
    // No verdict reaches a text no longer waiting.
    const voting = t.state;
    t.judge(lieKey(1, subject, c), true);
    expect(t.state).toBe(voting);
  });

  it("in teams the team's lie is what is judged: its last proposal, or the proposal it picked", () => {
    const roster = players(4).map((p, i) => ({ ...p, teamId: i < 2 ? "team-a" : "team-b" }));
    const t = new Table(true, roster);
    for (const id of ["p1", "p2", "p3", "p4"]) t.act(id, "SUBMIT_TRUTH", `حقيقة ${id}`);
    for (const id of ["p1", "p2", "p3", "p4"]) t.judge(truthKey(1, id), true);
    expect(t.state.phase).toBe("writing");
    const subject = t.state.subject!;
    const team = (id: string) => roster.find((p) => p.playerId === id)!.teamId;
    const mate = roster.find((p) => p.playerId !== subject && team(p.playerId) === team(subject))!.playerId;
    const [first, second] = roster.filter((p) => team(p.playerId) !== team(subject)).map((p) => p.playerId);
    t.act(first, "SUBMIT_ANSWER", "اقتراح أول");
    t.act(second, "SUBMIT_ANSWER", "اقتراح ثان");
    t.act(mate, "SUBMIT_ANSWER", "كذبة الزميل");
    // One lie per team waits: the other team's last proposal, not both.
    expect(pendingAboutUsTexts(t.state).map((p) => p.text).sort()).toEqual(["اقتراح ثان", "كذبة الزميل"].sort());
    t.apply({ kind: "player", playerId: second, action: "PICK_LIE", data: { action: "PICK_LIE", payload: { authorId: first } } });
    expect(pendingAboutUsTexts(t.state).map((p) => p.text).sort()).toEqual(["اقتراح أول", "كذبة الزميل"].sort());
    t.judge(lieKey(1, subject, mate), false);
    expect(t.state.phase).toBe("writing");
    t.judge(lieKey(1, subject, first), true);
    expect(t.state.phase).toBe("voting");
    expect(t.answers()).toEqual([`حقيقة ${subject}`, "اقتراح أول"].sort());
  });

  it("without moderation nothing waits and verdicts change nothing", () => {
    const t = new Table(false);
    t.act("p1", "SUBMIT_TRUTH", "حقيقة p1");
    expect(pendingAboutUsTexts(t.state)).toEqual([]);
    const before = t.state;
    t.judge(truthKey(1, "p1"), false);
    expect(t.state).toBe(before);
    for (const id of ["p2", "p3", "p4"]) t.act(id, "SUBMIT_TRUTH", `حقيقة ${id}`);
    expect(t.state.phase).toBe("writing");
  });
});
