// Whole games of most likely replayed from a seed: the rules alone, no room, no sockets.
import { describe, expect, it } from "vitest";
import type { MostLikelyView } from "../../../schema/game-views";
import { GAME_IDS } from "../../../schema/limits";
import type { ContentSource, EngineAction, EnginePlayer, Step } from "../../engine/types";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable, T0 } from "../shared/test-table";
import { loadMostLikelyContent, type MostLikelyCandidate, type MostLikelyContent } from "./content";
import { MOST_LIKELY_TEXT, mostLikely, type MostLikelyState } from "./rules";

const newcomer = (id: string, joinedAt = T0 + 99): EnginePlayer => ({ playerId: id, nickname: "متأخر", isOnline: true, joinedAt, userId: null });

function prompt(id: number, overrides: Partial<MostLikelyCandidate> = {}): MostLikelyCandidate {
  return { id: String(id), content: `مين أكثر واحد رقم ${id}؟`, feminine: null, imageUrl: null, freshness: FRESHNESS.fresh, seenBy: 0, ...overrides };
}

const content = (n = 10): MostLikelyContent => ({ prompts: Array.from({ length: n }, (_, i) => prompt(i + 1)) });

/** A game in progress: applies actions with the same per-step random the room actor uses. */
class Table extends ReplayTable<MostLikelyState, MostLikelyContent, MostLikelyView> {
  constructor(roster: EnginePlayer[], settings: Record<string, number> = { rounds: 3 }, gameContent: MostLikelyContent = content(), seed = 42) {
    super(mostLikely, roster, settings, ["7"], gameContent, seed);
  }
  vote(playerId: string, votedPlayerId?: unknown, submissionId?: string) {
    return this.apply({ kind: "player", playerId, action: "SUBMIT_VOTE", data: { action: "SUBMIT_VOTE", payload: { votedPlayerId, submissionId } } });
  }
  next() {
    return this.apply({ kind: "player", playerId: "p1", action: "next_round", data: { action: "next_round" } });
  }
  arrive(player: EnginePlayer) {
    this.roster = [...this.roster, player];
    return this.apply({ kind: "roster", players: this.roster });
  }
  /** Plays to the end by timers and next_round, with nobody voting. */
  runOut() {
    while (this.state.phase !== "game_end") this.state.phase === "round_results" ? this.next() : this.timer();
  }
}

const errorOf = (step: Step<MostLikelyState>) => step.events[0]?.data.message;

describe("most likely: whole games", () => {
  it("three players play three rounds to the game end, grouped by rounds won", () => {
    const t = new Table(players(3));
    expect(t.state.phase).toBe("voting");
    expect(t.last.deadline).toEqual({ phaseSeq: t.state.phaseSeq, at: T0 + 30_000 });
    const rounds: [string[], Record<string, number>][] = [];
    // Round 1: p2 by two votes. Round 2: p2 again. Round 3: p3.
    const ballots = [
      { p1: "p2", p2: "p3", p3: "p2" },
      { p1: "p2", p2: "p1", p3: "p2" },
      { p1: "p3", p2: "p3", p3: "p1" },
    ];
    for (const [i, ballot] of ballots.entries()) {
      expect(t.state).toMatchObject({ phase: "voting", round: i + 1 });
      expect(t.last.shown).toEqual([{ contentId: t.state.prompt!.id, userIds: ["user-1"] }]);
      for (const [voter, voted] of Object.entries(ballot)) t.vote(voter, voted);
      expect(t.state.phase).toBe("round_results");
      expect(t.last.deadline).toBeNull();
      rounds.push([t.view("p1").accused, t.view("p1").roundPoints]);
      t.next();
    }
    expect(rounds).toEqual([
      [["p2"], { p1: 0, p2: 1, p3: 0 }],
      [["p2"], { p1: 0, p2: 1, p3: 0 }],
      [["p3"], { p1: 0, p2: 0, p3: 1 }],
    ]);
    expect(t.state.phase).toBe("game_end");
    const view = t.view("p3");
    expect(view.roundWins).toEqual({ p1: 0, p2: 2, p3: 1 });
    expect(view.scores).toEqual(view.roundWins);
    expect(view.groups).toEqual({ biggestAccused: ["p2"], accused: ["p3"], innocents: ["p1"] });
    expect(view.ranking).toEqual([
      { playerId: "p2", score: 2, rank: 1 },
      { playerId: "p3", score: 1, rank: 2 },
      { playerId: "p1", score: 0, rank: 3 },
    ]);
    expect(view.currentQuestion).toBeNull();
    expect(view.phaseEndsAt).toBeNull();
  });

  it("one player alone votes for themselves every round and is the biggest accused", () => {
    const t = new Table(players(1));
    for (let round = 1; round <= 3; round++) {
      t.vote("p1", "p1");
      expect(t.state.phase).toBe("round_results");
      expect(t.view("p1").accusations).toEqual([{ playerId: "p1", count: 1, voters: ["p1"] }]);
      t.next();
    }
    expect(t.view("p1").groups).toEqual({ biggestAccused: ["p1"], accused: [], innocents: [] });
  });

  it("eight players: the accusation list by count with voters, and who voted for whom", () => {
    const t = new Table(players(8), { rounds: 3 });
    const ballot: Record<string, string> = { p1: "p5", p2: "p5", p3: "p5", p4: "p2", p5: "p2", p6: "p8", p7: "p5", p8: "p6" };
    for (const [voter, voted] of Object.entries(ballot)) t.vote(voter, voted);
    expect(t.state.phase).toBe("round_results");
    const view = t.view("p4");
    expect(view.accusations).toEqual([
      { playerId: "p5", count: 4, voters: ["p1", "p2", "p3", "p7"] },
      { playerId: "p2", count: 2, voters: ["p4", "p5"] },
      { playerId: "p6", count: 1, voters: ["p8"] },
      { playerId: "p8", count: 1, voters: ["p6"] },
    ]);
    expect(view.accused).toEqual(["p5"]);
    expect(view.voteDetails).toEqual(Object.entries(ballot).map(([voterId, votedForId]) => ({ voterId, votedForId })));
    expect(view.roundWins.p5).toBe(1);
    expect(Object.keys(view.playerStatus!)).toHaveLength(8);
    expect(view.ranking.filter((r) => r.rank === 2)).toHaveLength(7);
  });

  it("a tie accuses every tied player, and the game end shares the biggest accused", () => {
    const t = new Table(players(4), { rounds: 3 });
    // Round 1: p1 and p2 tie at two votes each.
    t.vote("p1", "p2");
    t.vote("p2", "p1");
    t.vote("p3", "p1");
    t.vote("p4", "p2");
    expect(t.view("p3").accused).toEqual(["p1", "p2"]);
    expect(t.view("p3").accusations.map((a) => [a.playerId, a.count])).toEqual([["p1", 2], ["p2", 2]]);
    t.next();
    // Round 2: four-way tie, one vote each: everyone is accused.
    t.vote("p1", "p2");
    t.vote("p2", "p3");
    t.vote("p3", "p4");
    t.vote("p4", "p1");
    expect(t.view("p1").accused).toEqual(["p1", "p2", "p3", "p4"]);
    t.next();
    // Round 3: p3 alone.
    for (const voter of ["p1", "p2", "p3", "p4"]) t.vote(voter, "p3");
    t.next();
    expect(t.state.roundWins).toEqual({ p1: 2, p2: 2, p3: 2, p4: 1 });
    expect(t.view("p4").groups).toEqual({ biggestAccused: ["p1", "p2", "p3"], accused: ["p4"], innocents: [] });
    expect(t.view("p4").ranking.map((r) => r.rank)).toEqual([1, 1, 1, 4]);
  });

  it("timeouts with nobody voting accuse nobody, and everyone ends innocent", () => {
    const t = new Table(players(3), { rounds: 3 });
    const phases: string[] = [];
    while (t.state.phase !== "game_end") {
      phases.push(t.state.phase);
      if (t.state.phase === "round_results") {
        expect(t.view("p2")).toMatchObject({ accused: [], accusations: [], voteDetails: [], roundPoints: { p1: 0, p2: 0, p3: 0 } });
        t.next();
      } else {
        expect(t.last.deadline).toEqual({ phaseSeq: t.state.phaseSeq, at: t.state.phaseEndsAt });
        t.timer();
      }
    }
    expect(phases).toEqual(Array(3).fill(["voting", "round_results"]).flat());
    expect(t.view("p1").groups).toEqual({ biggestAccused: [], accused: [], innocents: ["p1", "p2", "p3"] });
  });

  it("the phase uses the votingTime setting, and the default rounds come from the limits", () => {
    const t = new Table(players(2), { votingTime: 45 });
    expect(t.view("p1")).toMatchObject({ phaseDuration: 45, phaseEndsAt: T0 + 45_000, totalRounds: 7, isKillRound: false });
    t.runOut();
    expect(t.state.round).toBe(7);
  });

  it("the last round is flagged for the shared chrome and counts like any other", () => {
    const t = new Table(players(2), { rounds: 3 });
    t.timer();
    t.next();
    t.timer();
    t.next();
    expect(t.view("p1").isKillRound).toBe(true);
    t.vote("p1", "p2");
    t.vote("p2", "p2");
    expect(t.view("p1").roundPoints).toEqual({ p1: 0, p2: 1 });
  });

  it("replays identically from the same seed", () => {
    const run = (seed: number) => {
      const t = new Table(players(3), { rounds: 5 }, content(12), seed);
      const prompts: string[] = [];
      while (t.state.phase !== "game_end") {
        if (t.state.phase === "voting") prompts.push(t.state.prompt!.id);
        t.state.phase === "round_results" ? t.next() : t.timer();
      }
      return { state: t.state, prompts };
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7).prompts).not.toEqual(run(8).prompts);
  });
});

describe("most likely: votes", () => {
  it("lets a player vote for themselves", () => {
    const t = new Table(players(3));
    t.vote("p2", "p2");
    expect(t.state.votes).toEqual({ p2: "p2" });
    expect(t.view("p2").myVote).toBe("p2");
  });

  it("refuses a vote without a player, for someone not seated, and a second vote", () => {
    const t = new Table(players(3));
    const before = t.state;
    const refusal = t.vote("p1");
    expect(refusal.state).toBe(before);
    expect(refusal.events).toEqual([
      { to: "p1", type: "submission-error", data: { message: MOST_LIKELY_TEXT.noPlayer, action: "SUBMIT_VOTE" } },
    ]);
    expect(errorOf(t.vote("p1", ""))).toBe(MOST_LIKELY_TEXT.noPlayer);
    expect(errorOf(t.vote("p1", 2))).toBe(MOST_LIKELY_TEXT.noPlayer);
    expect(errorOf(t.vote("p1", "ghost"))).toBe(MOST_LIKELY_TEXT.unknownPlayer);
    expect(t.state).toBe(before);
    expect(t.vote("p1", "p2", "s1").events).toEqual([]);
    expect(errorOf(t.vote("p1", "p3", "s2"))).toBe(MOST_LIKELY_TEXT.alreadyVoted);
    expect(errorOf(t.vote("p1", "p2"))).toBe(MOST_LIKELY_TEXT.alreadyVoted);
    expect(t.state.votes).toEqual({ p1: "p2" });
  });

  it("a resent vote with the same submissionId is already counted: no error, no change", () => {
    const t = new Table(players(3));
    t.vote("p1", "p2", "sub-1");
    const counted = t.state;
    const resent = t.vote("p1", "p2", "sub-1");
    expect(resent.state).toBe(counted);
    expect(resent.events).toEqual([]);
  });

  it("refuses votes outside the vote and other actions", () => {
    const t = new Table(players(2));
    expect(t.next().events[0].data).toMatchObject({ message: MOST_LIKELY_TEXT.notNow, action: "next_round" });
    expect(errorOf(t.apply({ kind: "player", playerId: "p1", action: "SUBMIT_ANSWER", data: {} }))).toBe(MOST_LIKELY_TEXT.notNow);
    t.timer();
    expect(t.state.phase).toBe("round_results");
    expect(errorOf(t.vote("p1", "p2"))).toBe(MOST_LIKELY_TEXT.notVoting);
    t.runOut();
    expect(errorOf(t.vote("p1", "p2"))).toBe(MOST_LIKELY_TEXT.notVoting);
    expect(errorOf(t.next())).toBe(MOST_LIKELY_TEXT.notNow);
  });

  it("hides others' votes until the results, showing only who has voted", () => {
    const t = new Table(players(3));
    t.vote("p1", "p3");
    const watching = t.view("p2");
    expect(watching.myVote).toBeNull();
    expect(watching.playerStatus).toEqual({ p1: { hasVoted: true }, p2: { hasVoted: false }, p3: { hasVoted: false } });
    expect(watching).toMatchObject({ voteDetails: [], accusations: [], accused: [], roundPoints: {}, groups: null });
    expect(JSON.stringify(watching)).not.toContain('"p3":{"hasVoted":true');
    // p3 is named only as a seat, never as p1's choice.
    expect(JSON.stringify({ ...watching, playerStatus: null, participants: null, ranking: null, scores: null, roundWins: null })).not.toContain("p3");
    expect(t.view("p1").myVote).toBe("p3");
    t.vote("p2", "p1");
    t.vote("p3", "p3");
    expect(t.view("p2").voteDetails).toContainEqual({ voterId: "p1", votedForId: "p3" });
  });

  it("ignores stale and repeated timers", () => {
    const t = new Table(players(3));
    const firstVote = t.state.phaseSeq;
    t.timer();
    const results = t.state;
    expect(results.phase).toBe("round_results");
    expect(t.timer(firstVote).state).toBe(results); // the same alarm delivered again
    expect(t.timer().state).toBe(results); // results wait for the admin
    t.next();
    const voting = t.state;
    expect(t.timer(firstVote).state).toBe(voting); // last round's alarm, late
    expect(t.timer(voting.phaseSeq + 1).state).toBe(voting); // an alarm from nowhere
    t.vote("p1", "p2");
    t.vote("p2", "p2");
    t.vote("p3", "p2");
    const early = t.state;
    expect(early.phase).toBe("round_results");
    expect(t.timer(voting.phaseSeq).state).toBe(early); // the vote ended early; its deadline still fires
    expect(early.roundWins.p2).toBe(1);
  });
});

describe("most likely: comings and goings", () => {
  it("a player leaving mid-round is not waited for, and votes for them count for nobody", () => {
    const t = new Table(players(4));
    t.vote("p1", "p4");
    t.vote("p2", "p4");
    t.vote("p4", "p3"); // the leaver's own vote was cast in time and stands
    t.setRoster((p) => (p.playerId === "p4" ? null : p));
    expect(t.state.phase).toBe("voting"); // p3 has not voted yet
    expect(errorOf(t.vote("p3", "p4"))).toBe(MOST_LIKELY_TEXT.unknownPlayer);
    t.vote("p3", "p1");
    expect(t.state.phase).toBe("round_results");
    const view = t.view("p1");
    expect(view.accusations).toEqual([
      { playerId: "p1", count: 1, voters: ["p3"] },
      { playerId: "p3", count: 1, voters: ["p4"] },
    ]);
    expect(view.accused).toEqual(["p1", "p3"]);
    expect(view.voteDetails).toEqual([
      { voterId: "p3", votedForId: "p1" },
      { voterId: "p4", votedForId: "p3" },
    ]);
    expect(view.ranking.map((r) => r.playerId)).not.toContain("p4");
  });

  it("the vote ends when the last player still to vote leaves", () => {
    const t = new Table(players(3));
    t.vote("p1", "p2");
    t.vote("p2", "p1");
    t.setRoster((p) => (p.playerId === "p3" ? null : p));
    expect(t.state.phase).toBe("round_results");
    expect(t.state.participants).toEqual(["p1", "p2"]);
    expect(t.view("p1").accused).toEqual(["p1", "p2"]);
  });

  it("the accused who leaves during the results drops from the list and the groups", () => {
    const t = new Table(players(3), { rounds: 3 });
    for (const voter of ["p1", "p2", "p3"]) t.vote(voter, "p3");
    t.setRoster((p) => (p.playerId === "p3" ? null : p));
    expect(t.view("p1")).toMatchObject({ accused: [], accusations: [], voteDetails: [] });
    t.runOut();
    expect(t.view("p1").groups).toEqual({ biggestAccused: [], accused: [], innocents: ["p1", "p2"] });
  });

  it("offline players are not waited for, but a room with nobody online keeps its timer", () => {
    const t = new Table(players(3));
    t.setRoster((p) => (p.playerId === "p3" ? { ...p, isOnline: false } : p));
    t.vote("p1", "p3");
    t.vote("p2", "p3");
    expect(t.state.phase).toBe("round_results");
    expect(t.view("p1").accused).toEqual(["p3"]); // offline players can still be voted for
    t.next();
    t.setRoster((p) => ({ ...p, isOnline: false }));
    expect(t.state.phase).toBe("voting");
    t.timer();
    expect(t.state.phase).toBe("round_results");
  });

  it("a player arriving mid-vote can be voted for at once and votes from the next round", () => {
    const t = new Table(players(2), { rounds: 3 });
    t.vote("p1", "p2");
    t.arrive(newcomer("late"));
    expect(t.view("late").participants).toEqual(["p1", "p2"]);
    expect(t.view("late").playerStatus).not.toHaveProperty("late");
    expect(errorOf(t.vote("late", "p1"))).toBe(MOST_LIKELY_TEXT.notPlaying);
    t.vote("p2", "late");
    expect(t.state.phase).toBe("round_results"); // the newcomer is not waited for
    expect(t.view("late").accused).toEqual(["p2", "late"]);
    expect(t.state.roundWins).toEqual({ p1: 0, p2: 1, late: 1 });
    expect(t.view("p1").roundPoints).toEqual({ p1: 0, p2: 1, late: 1 });
    t.next();
    expect(t.state.participants).toEqual(["p1", "p2", "late"]);
    t.vote("late", "p1");
    expect(t.state.votes).toEqual({ late: "p1" });
  });

  it("a player arriving during the results votes in the next round and is innocent until accused", () => {
    const t = new Table(players(2), { rounds: 3 });
    t.timer();
    t.arrive(newcomer("late"));
    t.runOut();
    expect(t.view("late").groups).toEqual({ biggestAccused: [], accused: [], innocents: ["p1", "p2", "late"] });
  });
});

describe("most likely: prompts", () => {
  it("never repeats a prompt in a game while others remain, and shows each to the signed-in voters", () => {
    const t = new Table(players(2), { rounds: 10 }, content(10), 3);
    const ids: string[] = [];
    while (t.state.phase !== "game_end") {
      if (t.state.phase === "voting") {
        ids.push(t.state.prompt!.id);
        expect(t.last.shown).toEqual([{ contentId: t.state.prompt!.id, userIds: ["user-1"] }]);
        expect(t.state.notice).toBeNull();
      }
      t.state.phase === "round_results" ? t.next() : t.timer();
    }
    expect(new Set(ids).size).toBe(10);
  });

  it("prefers prompts new to the room and its players, and says so when they run out", () => {
    const fresh = prompt(1);
    const seen = prompt(2, { freshness: FRESHNESS.seenElsewhere, seenBy: 1 });
    const seenMore = prompt(3, { freshness: FRESHNESS.seenElsewhere, seenBy: 2 });
    const played = prompt(4, { freshness: FRESHNESS.playedHere });
    const t = new Table(players(1), { rounds: 6 }, { prompts: [played, seenMore, seen, fresh] });
    const drawn: [string, string | null][] = [];
    while (t.state.phase !== "game_end") {
      if (t.state.phase === "voting") drawn.push([t.state.prompt!.id, t.view("p1").notice]);
      t.state.phase === "round_results" ? t.next() : t.timer();
    }
    expect(drawn).toEqual([
      ["1", null],
      ["2", MOST_LIKELY_TEXT.seenElsewhere],
      ["3", MOST_LIKELY_TEXT.seenElsewhere],
      ["4", MOST_LIKELY_TEXT.playedHere],
      ["1", MOST_LIKELY_TEXT.reused],
      ["2", MOST_LIKELY_TEXT.reused],
    ]);
    expect(t.view("p1").notice).toBeNull();
  });

  it("names no player in the prompt", () => {
    const t = new Table(players(3), { rounds: 3 }, { prompts: [prompt(1, { content: "مين أكثر واحد ينام بدري؟" })] });
    expect(t.view("p2").currentQuestion).toEqual({ id: "1", content: "مين أكثر واحد ينام بدري؟", imageUrl: null });
  });
});

describe("most likely: content loader", () => {
  /** A content source answering from rows, recording the SQL it was asked. */
  function source(rows: Record<string, unknown>[]) {
    const calls: { sql: string; params: unknown[] }[] = [];
    const src: ContentSource = {
      async query<T>(sql: string, ...params: unknown[]) {
        calls.push({ sql, params });
        return rows as T[];
      },
    };
    return { src, calls };
  }

  it("reads the one category's active prompts and marks how fresh each is for the room", async () => {
    const { src, calls } = source([
      { id: 11, content: "أ", image_url: null, seen_by: 0 },
      { id: 12, content: "ب", image_url: "/uploads/x.png", seen_by: 2 },
      { id: 13, content: "ج", image_url: null, seen_by: 1 },
    ]);
    const roster = [...players(2), { ...newcomer("p3"), userId: "user-3" }, { ...newcomer("p4"), userId: "user-1" }];
    const loaded = await loadMostLikelyContent(src, { categories: ["7"], settings: {}, players: roster, played: ["13"] });
    expect(loaded!.prompts).toEqual([
      { id: "11", content: "أ", imageUrl: null, freshness: FRESHNESS.fresh, seenBy: 0 },
      { id: "12", content: "ب", imageUrl: "/uploads/x.png", freshness: FRESHNESS.seenElsewhere, seenBy: 2 },
      { id: "13", content: "ج", imageUrl: null, freshness: FRESHNESS.playedHere, seenBy: 1 },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0].params).toEqual([GAME_IDS["most-likely"], "user-1", "user-3", GAME_IDS["most-likely"], 7]);
  });

  it("asks nothing about seen prompts for a room of guests", async () => {
    const { src, calls } = source([{ id: 1, content: "أ", image_url: null, seen_by: 0 }]);
    const guests = players(2).map((p) => ({ ...p, userId: null }));
    await loadMostLikelyContent(src, { categories: ["7"], settings: {}, players: guests, played: [] });
    expect(calls[0].params).toEqual([GAME_IDS["most-likely"], 7]);
    expect(calls[0].sql).not.toContain("seen_content");
  });

  it("has nothing to play without a category or without prompts", async () => {
    const selection = { settings: {}, players: players(1), played: [] };
    expect(await loadMostLikelyContent(source([]).src, { ...selection, categories: ["7"] })).toBeNull();
    expect(await loadMostLikelyContent(source([{ id: 1 }]).src, { ...selection, categories: [] })).toBeNull();
    expect(await loadMostLikelyContent(source([{ id: 1 }]).src, { ...selection, categories: ["x"] })).toBeNull();
  });
});
