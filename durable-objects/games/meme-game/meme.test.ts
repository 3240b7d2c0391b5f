// Whole games of the meme caption game replayed from a seed: the rules alone, no room, no sockets.
import { describe, expect, it } from "vitest";
import type { MemeView } from "../../../schema/game-views";
import type { EngineAction, EnginePlayer, Step } from "../../engine/types";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable, T0 } from "../shared/test-table";
import { loadMemeContent, type MemeCandidate, type MemeContent } from "./content";
import { MEME_TEXT, memeGame, type MemeState } from "./rules";

function picture(id: number, overrides: Partial<MemeCandidate> = {}): MemeCandidate {
  return { id: String(id), imageUrl: `/seed/memes/meme-${id}.svg`, textBoxCount: 2, freshness: FRESHNESS.fresh, seenBy: 0, ...overrides };
}

/** `n` fresh pictures; odd ids have one box, even ids two. */
const content = (n = 12): MemeContent => ({
  pictures: Array.from({ length: n }, (_, i) => picture(i + 1, { textBoxCount: (i + 1) % 2 === 1 ? 1 : 2 })),
});

/** A game in progress: applies actions with the same per-step random the room actor uses. */
class Table extends ReplayTable<MemeState, MemeContent, MemeView> {
  constructor(roster: EnginePlayer[], settings: Record<string, number> = { rounds: 3 }, gameContent: MemeContent = content(), seed = 42) {
    super(memeGame, roster, settings, ["1"], gameContent, seed);
  }
  act(playerId: string, action: string, data: Record<string, unknown> = {}) {
    return this.apply({ kind: "player", playerId, action, data: { action, ...data } });
  }
  /** Captions as the page sends them: always at least two slots. */
  caption(playerId: string, ...texts: string[]) {
    const slots = [...texts, "", ""].slice(0, Math.max(2, texts.length));
    return this.act(playerId, "submit_caption", { captions: slots, submissionId: `${playerId}-${this.step}` });
  }
  /** Every listed player captions the current picture with words of their own. */
  captionAll(ids: string[]) {
    for (const id of ids) this.caption(id, ...Array.from({ length: this.state.meme!.textBoxCount }, (_, i) => `نكتة ${id} ${i + 1}`));
  }
  vote(voter: string, submissionId: string) {
    return this.act(voter, "vote_meme", { votedPlayerId: submissionId, submissionId: `${voter}-vote` });
  }
  /** The opaque id of an author's submission (the test may peek; players cannot). */
  idOf(authorId: string) {
    return this.state.submissions.find((s) => s.authorId === authorId)!.id;
  }
  errorOf(step: Step<MemeState>) {
    return step.events[0]?.data.message;
  }
}

describe("meme game: whole games", () => {
  it("three players play three rounds to the final ranking, the last round doubled", () => {
    const t = new Table(players(3));
    const shown: string[] = [];
    for (let round = 1; round <= 3; round++) {
      expect(t.state).toMatchObject({ phase: "captioning", round });
      expect(t.last.deadline).toEqual({ phaseSeq: t.state.phaseSeq, at: t.now + 60_000 });
      expect(t.last.shown).toEqual([{ contentId: t.state.meme!.id, userIds: ["user-1"] }]);
      shown.push(t.state.meme!.id);
      t.captionAll(["p1", "p2", "p3"]);
      expect(t.state.phase).toBe("voting");
      expect(t.last.deadline).toEqual({ phaseSeq: t.state.phaseSeq, at: t.now + 30_000 });
      // p2 and p3 like p1's caption; p1 likes p2's.
      t.vote("p2", t.idOf("p1"));
      t.vote("p3", t.idOf("p1"));
      t.vote("p1", t.idOf("p2"));
      expect(t.state.phase).toBe("round_results");
      expect(t.last.deadline).toBeNull();
      const m = round === 3 ? 2 : 1;
      expect(t.state.roundPoints).toEqual({ p1: (200 + 200) * m, p2: 100 * m, p3: 0 });
      expect(t.view("p3").isKillRound).toBe(round === 3);
      t.act("p1", "next_round");
    }
    expect(new Set(shown).size).toBe(3);
    expect(t.state.phase).toBe("final_ranking");
    expect(t.state.scores).toEqual({ p1: 1600, p2: 400, p3: 0 });
    const view = t.view("p2");
    expect(view.currentMeme).toBeNull();
    expect(view.ranking).toEqual([
      { playerId: "p1", score: 1600, rank: 1 },
      { playerId: "p2", score: 400, rank: 2 },
      { playerId: "p3", score: 0, rank: 3 },
    ]);
    expect(t.act("p1", "next_round").events[0].data.message).toBe(MEME_TEXT.notNow);
  });

  it("one player alone captions, has nothing to vote for, and the round ends at once", () => {
    const t = new Table(players(1));
    for (let round = 1; round <= 3; round++) {
      t.captionAll(["p1"]);
      expect(t.state.phase).toBe("round_results");
      expect(t.state.roundPoints).toEqual({ p1: 0 });
      expect(t.view("p1").submissions).toEqual([{ id: "1", captions: t.state.captions.p1, isMine: true, authorId: "p1", voters: [], voteCount: 0, rank: 1, isTop: false }]);
      t.act("p1", "next_round");
    }
    expect(t.state.phase).toBe("final_ranking");
    expect(t.view("p1").ranking).toEqual([{ playerId: "p1", score: 0, rank: 1 }]);
  });

  it("eight players: votes spread, ties share the top bonus and the ranks", () => {
    const t = new Table(players(8));
    const ids = t.state.participants;
    t.captionAll(ids);
    expect(t.state.submissions).toHaveLength(8);
    // p1 and p2 two votes each, p3 one, the rest none.
    t.vote("p3", t.idOf("p1"));
    t.vote("p4", t.idOf("p1"));
    t.vote("p5", t.idOf("p2"));
    t.vote("p6", t.idOf("p2"));
    t.vote("p7", t.idOf("p3"));
    t.vote("p8", t.idOf("p4"));
    t.vote("p1", t.idOf("p5"));
    expect(t.state.phase).toBe("voting");
    t.vote("p2", t.idOf("p5"));
    expect(t.state.phase).toBe("round_results");
    expect(t.state.roundPoints).toEqual({ p1: 400, p2: 400, p3: 100, p4: 100, p5: 400, p6: 0, p7: 0, p8: 0 });
    const view = t.view("p6");
    expect(view.submissions.map((s) => [s.authorId, s.voteCount, s.rank, s.isTop])).toEqual(
      expect.arrayContaining([
        ["p1", 2, 1, true],
        ["p2", 2, 1, true],
        ["p5", 2, 1, true],
        ["p3", 1, 4, false],
        ["p4", 1, 4, false],
        ["p6", 0, 6, false],
      ]),
    );
    expect(view.submissions.map((s) => s.voteCount)).toEqual([2, 2, 2, 1, 1, 0, 0, 0]);
    expect(view.submissions.find((s) => s.authorId === "p1")!.voters).toEqual(["p3", "p4"]);
    expect(view.playerCaptions.p2).toEqual({ captions: t.state.captions.p2, voteCount: 2 });
    expect(view.voteDetails).toHaveLength(8);
    expect(view.voteDetails).toEqual(expect.arrayContaining([{ voterId: "p8", votedForId: "p4" }]));
    expect(view.ranking.map((r) => r.rank)).toEqual([1, 1, 1, 4, 4, 6, 6, 6]);
  });

  it("the top bonus goes to no one when nobody voted", () => {
    const t = new Table(players(3));
    t.captionAll(["p1", "p2", "p3"]);
    t.timer();
    expect(t.state.phase).toBe("round_results");
    expect(t.state.roundPoints).toEqual({ p1: 0, p2: 0, p3: 0 });
    expect(t.view("p1").submissions.every((s) => s.rank === 1 && s.isTop === false)).toBe(true);
  });

  it("timeouts with nobody acting skip the vote and reach the final ranking with zero scores", () => {
    const t = new Table(players(3), { rounds: 3 });
    const phases: string[] = [];
    while (t.state.phase !== "final_ranking") {
      phases.push(t.state.phase);
      if (t.state.phase === "round_results") t.act("p1", "next_round");
      else t.timer();
    }
    // Nobody captioned, so there was nothing to vote on.
    expect(phases).toEqual(Array(3).fill(["captioning", "round_results"]).flat());
    expect(t.state.scores).toEqual({ p1: 0, p2: 0, p3: 0 });
    expect(t.view("p1").ranking.every((r) => r.rank === 1)).toBe(true);
  });

  it("replays identically from the same seed, and differently from another", () => {
    const run = (seed: number) => {
      const t = new Table(players(4), { rounds: 4 }, content(), seed);
      const trace: unknown[] = [];
      while (t.state.phase !== "final_ranking") {
        if (t.state.phase === "captioning") t.captionAll(["p1", "p2", "p3", "p4"]);
        else if (t.state.phase === "voting") {
          trace.push(t.state.submissions.map((s) => s.authorId));
          for (const voter of ["p1", "p2", "p3", "p4"]) t.vote(voter, t.state.submissions.find((s) => s.authorId !== voter)!.id);
        } else t.act("p1", "next_round");
      }
      return { state: t.state, trace };
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7).trace).not.toEqual(run(8).trace);
  });
});

describe("meme game: captions", () => {
  /** A table whose first picture has `boxes` boxes. */
  function tableWith(boxes: 1 | 2, n = 2) {
    return new Table(players(n), { rounds: 3 }, { pictures: [1, 2, 3].map((id) => picture(id, { textBoxCount: boxes })) }, 1);
  }

  it("a two-box picture needs both boxes", () => {
    const t = tableWith(2);
    expect(t.state.meme!.textBoxCount).toBe(2);
    const refusal = t.caption("p1", "فوق", "");
    expect(refusal.events).toEqual([
      { to: "p1", type: "submission-error", data: { message: MEME_TEXT.bothBoxesRequired, action: "submit_caption", code: "caption_missing", hint: true } },
    ]);
    expect(refusal.state).toBe(t.state);
    expect(t.errorOf(t.caption("p1", "", "تحت"))).toBe(MEME_TEXT.bothBoxesRequired);
    expect(t.errorOf(t.caption("p1", "  ", "تحت"))).toBe(MEME_TEXT.bothBoxesRequired);
    expect(t.errorOf(t.act("p1", "submit_caption", {}))).toBe(MEME_TEXT.bothBoxesRequired);
    expect(t.errorOf(t.act("p1", "submit_caption", { captions: "فوق" }))).toBe(MEME_TEXT.bothBoxesRequired);
    expect(t.state.captions).toEqual({});
    expect(t.caption("p1", "فوق", "تحت").events).toEqual([]);
    expect(t.state.captions).toEqual({ p1: ["فوق", "تحت"] });
  });

  it("a one-box picture needs its box, ignores an empty second slot and refuses a filled one", () => {
    const t = tableWith(1);
    expect(t.state.meme!.textBoxCount).toBe(1);
    expect(t.errorOf(t.caption("p1", "", ""))).toBe(MEME_TEXT.captionRequired);
    expect(t.errorOf(t.caption("p1", "", "تحت"))).toBe(MEME_TEXT.captionRequired);
    expect(t.errorOf(t.caption("p1", "فوق", "تحت"))).toBe(MEME_TEXT.tooManyCaptions);
    expect(t.caption("p1", "فوق", "").events).toEqual([]);
    expect(t.state.captions).toEqual({ p1: ["فوق"] });
    expect(t.view("p1").myCaptions).toEqual(["فوق"]);
  });

  it("refuses too long and uncleaned captions, then a second submission", () => {
    const t = tableWith(2, 3);
    const max = "ن".repeat(100);
    expect(t.errorOf(t.caption("p1", max + "ن", "تحت"))).toBe(MEME_TEXT.captionTooLong);
    expect(t.errorOf(t.caption("p1", "فوق", " تحت"))).toBe(MEME_TEXT.captionNotClean);
    expect(t.errorOf(t.caption("p1", "فوق  فوق", "تحت"))).toBe(MEME_TEXT.captionNotClean);
    expect(t.errorOf(t.caption("p1", "فوق\u200f", "تحت"))).toBe(MEME_TEXT.captionNotClean);
    expect(t.caption("p1", max, "تحت").events).toEqual([]);
    expect(t.errorOf(t.caption("p1", "ثاني", "مرة"))).toBe(MEME_TEXT.alreadySubmitted);
    expect(t.state.captions.p1).toEqual([max, "تحت"]);
  });

  it("refuses captions outside captioning and votes outside voting", () => {
    const t = tableWith(2);
    expect(t.errorOf(t.vote("p1", "1"))).toBe(MEME_TEXT.notVoting);
    t.captionAll(["p1", "p2"]);
    expect(t.state.phase).toBe("voting");
    expect(t.errorOf(t.caption("p1", "متأخر", "جداً"))).toBe(MEME_TEXT.notCaptioning);
    expect(t.errorOf(t.act("p2", "SUBMIT_ANSWER", { payload: { answer: "x" } }))).toBe(MEME_TEXT.notNow);
    expect(t.errorOf(t.act("p2", "next_round"))).toBe(MEME_TEXT.notNow);
  });

  it("keeps every caption secret until the results", () => {
    const t = new Table(players(3));
    t.caption("p1", ...Array(t.state.meme!.textBoxCount).fill("سر الأول"));
    const captioning = t.view("p2");
    expect(captioning.myCaptions).toBeNull();
    expect(captioning.submissions).toEqual([]);
    expect(JSON.stringify(captioning)).not.toContain("سر الأول");
    expect(captioning.playerStatus).toEqual({ p1: { hasSubmitted: true, hasVoted: false }, p2: { hasSubmitted: false, hasVoted: false }, p3: { hasSubmitted: false, hasVoted: false } });
    t.caption("p2", ...Array(t.state.meme!.textBoxCount).fill("سر الثاني"));
    t.caption("p3", ...Array(t.state.meme!.textBoxCount).fill("سر الثالث"));
    expect(t.state.phase).toBe("voting");
    const voting = t.view("p2");
    for (const s of voting.submissions) expect(Object.keys(s).sort()).toEqual(["captions", "id", "isMine"]);
    expect(voting.submissions.map((s) => s.id).sort()).toEqual(["1", "2", "3"]);
    expect(voting.submissions.filter((s) => s.isMine).map((s) => s.captions[0])).toEqual(["سر الثاني"]);
    expect(voting.playerCaptions).toEqual({});
    expect(voting.voteDetails).toEqual([]);
    expect(voting.roundPoints).toEqual({});
    expect(JSON.stringify(voting)).not.toMatch(/authorId|voters|"p1":\{"captions/);
    t.vote("p1", t.idOf("p2"));
    expect(t.view("p1").myVote).toBe(t.idOf("p2"));
    expect(t.view("p3").myVote).toBeNull();
    expect(t.view("p3").submissions.every((s) => s.voteCount === undefined)).toBe(true);
  });

  it("submission ids come from the shuffle, not from the authors", () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = new Table(players(4), { rounds: 3 }, content(), seed);
      t.captionAll(["p1", "p2", "p3", "p4"]);
      orders.add(t.state.submissions.map((s) => s.authorId).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe("meme game: votes and timers", () => {
  function toVoting(n = 3) {
    const t = new Table(players(n));
    t.captionAll(t.state.participants);
    expect(t.state.phase).toBe("voting");
    return t;
  }

  it("refuses a vote for one's own caption, with no choice or an unknown one", () => {
    const t = toVoting();
    const own = t.vote("p1", t.idOf("p1"));
    expect(own.events).toEqual([{ to: "p1", type: "submission-error", data: { message: MEME_TEXT.ownCaption, action: "vote_meme", code: "own_caption" } }]);
    expect(own.state).toBe(t.state);
    expect(t.errorOf(t.act("p1", "vote_meme", {}))).toBe(MEME_TEXT.noChoice);
    expect(t.errorOf(t.act("p1", "vote_meme", { votedPlayerId: "" }))).toBe(MEME_TEXT.noChoice);
    // The author's id is not a submission id.
    expect(t.errorOf(t.vote("p1", "p2"))).toBe(MEME_TEXT.unknownSubmission);
    expect(t.errorOf(t.act("p1", "vote_meme", { submissionId: t.idOf("p2") }))).toBe(MEME_TEXT.noChoice);
    expect(t.state.votes).toEqual({});
  });

  it("counts one vote per player", () => {
    const t = toVoting();
    t.vote("p1", t.idOf("p2"));
    expect(t.errorOf(t.vote("p1", t.idOf("p3")))).toBe(MEME_TEXT.alreadyVoted);
    const before = t.state;
    expect(t.vote("p1", t.idOf("p2")).events).toEqual([]); // the same vote resent: silently already in
    expect(t.state).toBe(before);
    expect(t.state.votes).toEqual({ p1: t.idOf("p2") });
    expect(t.view("p2").playerStatus!.p1).toEqual({ hasSubmitted: true, hasVoted: true });
  });

  it("ignores stale and repeated timers", () => {
    const t = new Table(players(3));
    const captioningSeq = t.state.phaseSeq;
    t.captionAll(["p1", "p2", "p3"]);
    const voting = t.state;
    expect(t.timer(captioningSeq).state).toBe(voting); // the captioning alarm, delivered late
    expect(t.timer(captioningSeq).state).toBe(voting);
    expect(t.timer(voting.phaseSeq + 1).state).toBe(voting); // a deadline that was never set
    t.timer();
    expect(t.state.phase).toBe("round_results");
    const results = t.state;
    expect(t.timer().state).toBe(results); // results wait for the admin
    expect(t.timer(voting.phaseSeq).state).toBe(results);
    t.act("p1", "next_round");
    const next = t.state;
    expect(t.timer(voting.phaseSeq).state).toBe(next);
    expect(t.state).toMatchObject({ phase: "captioning", round: 2 });
  });

  it("a player leaving mid-round is not waited for, and their caption leaves with them", () => {
    const t = new Table(players(3));
    t.captionAll(["p2", "p3"]);
    t.setRoster((p) => (p.playerId === "p1" ? null : p));
    expect(t.state.phase).toBe("voting");
    expect(t.state.participants).toEqual(["p2", "p3"]);
    t.vote("p2", t.idOf("p3"));
    t.setRoster((p) => (p.playerId === "p3" ? null : p));
    expect(t.state.phase).toBe("round_results");
    // p3 left during the vote: their caption stayed in it and earned its points.
    expect(t.state.scores.p3).toBe(300);
    expect(t.view("p2").ranking.map((r) => r.playerId)).toEqual(["p2"]);

    const u = new Table(players(3));
    u.captionAll(["p1"]);
    u.setRoster((p) => (p.playerId === "p1" ? null : p));
    u.captionAll(["p2", "p3"]);
    expect(u.state.submissions.map((s) => s.authorId).sort()).toEqual(["p2", "p3"]);
  });

  it("offline players are not waited for, but an empty room keeps its timer", () => {
    const t = new Table(players(3));
    t.setRoster((p) => (p.playerId === "p3" ? { ...p, isOnline: false } : p));
    t.captionAll(["p1", "p2"]);
    expect(t.state.phase).toBe("voting");
    t.setRoster((p) => ({ ...p, isOnline: false }));
    expect(t.state.phase).toBe("voting");
    expect(t.last.deadline).toBeUndefined(); // the actor keeps the deadline it has
    t.setRoster((p) => (p.playerId === "p1" ? { ...p, isOnline: true } : p));
    expect(t.state.phase).toBe("voting");
    t.vote("p1", t.idOf("p2"));
    expect(t.state.phase).toBe("round_results");
  });

  it("a player arriving mid-phase watches, then takes part from the next phase", () => {
    const t = new Table(players(2));
    t.roster = [...t.roster, { playerId: "late", nickname: "متأخر", isOnline: true, joinedAt: T0 + 99, userId: "user-late" }];
    t.apply({ kind: "roster", players: t.roster });
    expect(t.view("late").participants).not.toContain("late");
    expect(t.errorOf(t.caption("late", "أنا", "هنا"))).toBe(MEME_TEXT.notPlaying);
    t.captionAll(["p1", "p2"]);
    // The newcomer votes, though they wrote nothing.
    expect(t.state.phase).toBe("voting");
    expect(t.state.participants).toContain("late");
    expect(t.state.scores.late).toBe(0);
    t.vote("p1", t.idOf("p2"));
    t.vote("p2", t.idOf("p1"));
    expect(t.state.phase).toBe("voting");
    t.vote("late", t.idOf("p1"));
    expect(t.state.roundPoints).toEqual({ p1: 400, p2: 100, late: 0 });
    t.act("p1", "next_round");
    expect(t.last.shown).toEqual([{ contentId: t.state.meme!.id, userIds: ["user-1", "user-late"] }]);
  });

  it("a voter whose only choice is their own caption is done at once", () => {
    const t = new Table(players(3));
    t.captionAll(["p1"]);
    t.timer(); // p2 and p3 wrote nothing: one submission, p1's
    expect(t.state.phase).toBe("voting");
    expect(t.view("p1").playerStatus!.p1).toEqual({ hasSubmitted: true, hasVoted: true });
    t.vote("p2", t.idOf("p1"));
    expect(t.state.phase).toBe("voting");
    t.vote("p3", t.idOf("p1"));
    expect(t.state.phase).toBe("round_results");
    expect(t.state.roundPoints).toEqual({ p1: 400, p2: 0, p3: 0 });
  });
});

describe("meme game: drawing pictures", () => {
  const drawAll = (t: Table) => {
    const drawn: [string, string | null][] = [];
    while (t.state.phase !== "final_ranking") {
      if (t.state.phase === "captioning") drawn.push([t.state.meme!.id, t.state.notice]);
      t.state.phase === "round_results" ? t.act("p1", "next_round") : t.timer();
    }
    return drawn;
  };

  it("prefers pictures new to the room and its players, and says so when they run out", () => {
    const t = new Table(players(1), { rounds: 3 }, {
      pictures: [picture(3, { freshness: FRESHNESS.playedHere }), picture(2, { freshness: FRESHNESS.seenElsewhere, seenBy: 1 }), picture(1)],
    });
    expect(drawAll(t)).toEqual([
      ["1", null],
      ["2", MEME_TEXT.seenElsewhere],
      ["3", MEME_TEXT.playedHere],
    ]);
  });

  it("among seen pictures, the one fewer players saw comes first", () => {
    const t = new Table(players(1), { rounds: 3 }, {
      pictures: [picture(1, { freshness: FRESHNESS.seenElsewhere, seenBy: 3 }), picture(2, { freshness: FRESHNESS.seenElsewhere, seenBy: 1 })],
    });
    expect(drawAll(t).map(([id]) => id)).toEqual(["2", "1", "2"]);
  });

  it("reuses this game's pictures only when the category runs dry, oldest first", () => {
    const t = new Table(players(1), { rounds: 5 }, content(2));
    const drawn = drawAll(t);
    expect(drawn.slice(0, 2).map(([, notice]) => notice)).toEqual([null, null]);
    expect(drawn.slice(2).every(([, notice]) => notice === MEME_TEXT.reused)).toBe(true);
    const ids = drawn.map(([id]) => id);
    expect(ids.slice(2)).toEqual([ids[0], ids[1], ids[0]]);
  });

  it("never shows the same picture twice in a game while others remain", () => {
    const t = new Table(players(2), { rounds: 10 }, content(12), 3);
    const drawn = drawAll(t);
    expect(new Set(drawn.map(([id]) => id)).size).toBe(10);
    expect(drawn.every(([, notice]) => notice === null)).toBe(true);
  });

  it("takes the round count and times from the settings, with the limits' defaults", () => {
    const t = new Table(players(1), {});
    expect(t.state).toMatchObject({ totalRounds: 5, times: { captioning: 60, voting: 30 } });
    const u = new Table(players(1), { rounds: 4, captioningTime: 20, votingTime: 15 });
    expect(u.state).toMatchObject({ totalRounds: 4, phaseSeconds: 20, phaseEndsAt: T0 + 20_000 });
    expect(u.view("p1")).toMatchObject({ phaseDuration: 20, totalRounds: 4, currentPhase: "captioning", roundNumber: 1 });
  });
});

describe("meme game: loading pictures", () => {
  const rows = [
    { id: 1, image_url: "/a.svg", text_box_count: 1, caption_layout: "bottom", seen_by: 0 },
    { id: 2, image_url: "/b.svg", text_box_count: 2, caption_layout: "right", seen_by: 2 },
    { id: 3, image_url: "/c.svg", text_box_count: 3, caption_layout: null, seen_by: 0 },
  ];
  const source = (answer: unknown[]) => {
    const calls: { sql: string; params: unknown[] }[] = [];
    return { calls, query: async <T>(sql: string, ...params: unknown[]) => (calls.push({ sql, params }), answer as T[]) };
  };
  const selection = (categories: string[], played: string[] = []) => ({ categories, settings: {}, players: players(3), played });

  // A stored placement is kept when it fits the box count; a one-box placement on a two-box
  // picture (an admin changed the count) or none at all gives the default, top and bottom.
  it("marks each picture's freshness and caption placement for the room and asks about its signed-in players only", async () => {
    const db = source(rows);
    const content = await loadMemeContent(db, selection(["7"], ["3"]));
    expect(content!.pictures).toEqual([
      { id: "1", imageUrl: "/a.svg", textBoxCount: 1, captionLayout: "bottom", freshness: FRESHNESS.fresh, seenBy: 0 },
      { id: "2", imageUrl: "/b.svg", textBoxCount: 2, captionLayout: "top-bottom", freshness: FRESHNESS.seenElsewhere, seenBy: 2 },
      { id: "3", imageUrl: "/c.svg", textBoxCount: 2, captionLayout: "top-bottom", freshness: FRESHNESS.playedHere, seenBy: 0 },
    ]);
    expect(db.calls).toHaveLength(1);
    expect(db.calls[0].params).toEqual([2, "user-1", 2, 7]);
  });

  it("has nothing to play without a category or without pictures", async () => {
    expect(await loadMemeContent(source(rows), selection([]))).toBeNull();
    expect(await loadMemeContent(source(rows), selection(["كل"]))).toBeNull();
    expect(await loadMemeContent(source([]), selection(["7"]))).toBeNull();
  });
});
