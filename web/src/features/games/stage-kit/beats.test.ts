import { describe, expect, it } from "vitest";
import type { MemeView, MostLikelyView, TriviaView } from "../../../../../schema/game-views";
import { SCREEN_SHOW } from "../../../../../schema/limits";
import { beatAt, beatOnScreen, nextDrawIn, reached, revealBeats, showLength } from "./beats";
import { scheduleShow } from "../../../../../schema/show";
import { lieEarnings } from "../trivia/reveal";

const shared = { phaseSeq: 9, phaseEndsAt: null, phaseDuration: null, roundNumber: 2, totalRounds: 5, isKillRound: false, scores: {}, participants: ["a", "b", "c"], roundPoints: {}, ranking: [], notice: null };

function trivia(options: TriviaView["displayOptions"], over: Partial<TriviaView> = {}): TriviaView {
  return { ...shared, gameType: "trivia-deception", currentPhase: "round_results", subcategorySelector: null, availableSubcategories: [], currentQuestion: null, myAnswer: null, displayOptions: options, myVote: null, votes: {}, deceptionStats: null, awards: [], ...over };
}

const round = trivia([
  { id: "truth", answer: "باريس", isMine: false, type: "correct", authors: [], voters: ["c"] },
  { id: "big", answer: "روما", isMine: false, type: "fake", authors: ["a"], voters: ["b", "c2"] },
  { id: "none", answer: "مدريد", isMine: false, type: "fake", authors: ["b"], voters: [] },
  { id: "small", answer: "لندن", isMine: false, type: "fake", authors: ["c"], voters: ["a"] },
  { id: "decoy", answer: "برلين", isMine: false, type: "other", authors: [], voters: [] },
]);

const sequence = (beats: ReturnType<typeof revealBeats>) => beats.map((b) => `${b.kind}${b.subject ? `:${b.subject}` : ""}`);

describe("the staged reveal's beats", () => {
  it("trivia: each picked lie in three beats, least-believed first; the unpicked together; the truth; the totals last", () => {
    expect(sequence(revealBeats(round))).toEqual([
      "lie:small",
      "fooled:small",
      "author:small",
      "lie:big",
      "fooled:big",
      "author:big",
      "unpicked",
      "truth:truth",
      "finders:truth",
      "totals",
    ]);
  });

  it("trivia: no unpicked beat when every lie drew a vote, and no lie beats when nobody was fooled", () => {
    const allPicked = trivia([
      { id: "t", answer: "x", isMine: false, type: "correct", authors: [], voters: ["a", "b"] },
      { id: "l", answer: "y", isMine: false, type: "fake", authors: ["a"], voters: ["c"] },
    ]);
    expect(sequence(revealBeats(allPicked))).toEqual(["lie:l", "fooled:l", "author:l", "truth:t", "finders:t", "totals"]);
    const nobodyFooled = trivia([
      { id: "t", answer: "x", isMine: false, type: "correct", authors: [], voters: ["a", "b", "c"] },
      { id: "l", answer: "y", isMine: false, type: "fake", authors: ["a"], voters: [] },
    ]);
    expect(sequence(revealBeats(nobodyFooled))).toEqual(["unpicked", "truth:t", "finders:t", "totals"]);
  });

  it("the truth always comes after every lie, and the totals after the truth", () => {
    const kinds = revealBeats(round).map((b) => b.kind);
    expect(kinds.lastIndexOf("author")).toBeLessThan(kinds.indexOf("truth"));
    expect(kinds.indexOf("truth")).toBeLessThan(kinds.indexOf("totals"));
    expect(kinds.at(-1)).toBe("totals");
  });

  it("beats follow each other without gaps, with the durations of SCREEN_SHOW", () => {
    const beats = revealBeats(round);
    expect(beats[0].at).toBe(0);
    for (let i = 1; i < beats.length; i++) expect(beats[i].at).toBe(beats[i - 1].at + beats[i - 1].ms);
    expect(beats.map((b) => b.ms)).toEqual(beats.map((b) => SCREEN_SHOW[b.kind]));
    expect(showLength(beats)).toBe(beats.reduce((sum, b) => sum + b.ms, 0));
  });

  it("beatAt walks the list over elapsed time and stays on the last beat", () => {
    const beats = revealBeats(round);
    expect(beatAt(beats, 0)).toBe(0);
    expect(beatAt(beats, beats[3].at)).toBe(3);
    expect(beatAt(beats, beats[3].at - 1)).toBe(2);
    expect(beatAt(beats, showLength(beats) + 60_000)).toBe(beats.length - 1);
    expect(reached(beats, 2, "author", "small")).toBe(true);
    expect(reached(beats, 2, "author", "big")).toBe(false);
    expect(reached(beats, beats.length - 2, "totals")).toBe(false);
  });

  it("the big screen walks the room's clock even when the room tells the phones a beat late; a phone stays at what it was told", () => {
    const beats = revealBeats(round);
    // The room's beat came late (a busy machine): its clock is in beat 4, the phones have been told three.
    const show = { ...scheduleShow(beats, 0, true), shown: 3 };
    const elapsed = beats[4].at + 100;
    expect(beatOnScreen(beats, show, elapsed, "leads")).toBe(4);
    expect(beatOnScreen(beats, show, elapsed, "follows")).toBe(2);
    // Once told, the phone is where the screen is; neither runs past the last beat.
    expect(beatOnScreen(beats, { ...show, shown: 5 }, elapsed, "follows")).toBe(4);
    expect(beatOnScreen(beats, show, showLength(beats) + 1, "leads")).toBe(beats.length - 1);
    // A show nobody follows (no screen was watching) is told at once, so a phone walks it on its clock too.
    expect(beatOnScreen(beats, scheduleShow(beats, 0, false), elapsed, "follows")).toBe(4);
  });

  it("a lie earns its authors per fooled voter, never for its own author's vote, doubled in the kill round; decoys earn nothing", () => {
    const lie = { id: "l", answer: "y", isMine: false, type: "fake" as const, authors: ["a"], voters: ["a", "b", "c"] };
    expect(lieEarnings(lie, false)).toBe(1000);
    expect(lieEarnings(lie, true)).toBe(2000);
    expect(lieEarnings({ ...lie, type: "other", authors: [] }, false)).toBe(0);
  });

  it("meme: captions one by one, fewest votes first, the winners last", () => {
    const meme = {
      ...shared,
      gameType: "meme-game",
      currentPhase: "round_results",
      currentMeme: null,
      myCaptions: null,
      myVote: null,
      playerCaptions: {},
      voteDetails: [],
      submissions: [
        { id: "w", captions: ["1"], isMine: false, voteCount: 2, isTop: true },
        { id: "m", captions: ["2"], isMine: false, voteCount: 1, isTop: false },
        { id: "z", captions: ["3"], isMine: false, voteCount: 0, isTop: false },
      ],
    } as MemeView;
    expect(sequence(revealBeats(meme))).toEqual(["caption:z", "caption:m", "winner:w", "totals"]);
  });

  it("most likely: each name's votes land one by one, the most-accused last (every tied one)", () => {
    const ml = {
      ...shared,
      gameType: "most-likely",
      currentPhase: "round_results",
      currentQuestion: null,
      myVote: null,
      voteDetails: [],
      roundWins: {},
      groups: null,
      accusations: [
        { playerId: "a", count: 2, voters: ["b", "c"] },
        { playerId: "b", count: 2, voters: ["a", "x"] },
        { playerId: "c", count: 1, voters: ["y"] },
      ],
      accused: ["a", "b"],
    } as MostLikelyView;
    expect(sequence(revealBeats(ml))).toEqual(["votes:c", "accused:a", "accused:b", "totals"]);
  });

  it("outside round results there is no show", () => {
    expect(revealBeats(trivia([], { currentPhase: "voting" }))).toEqual([]);
    expect(revealBeats(null)).toEqual([]);
  });
});

describe("when the stage draws again", () => {
  const beats = revealBeats(round);
  const [lie, fooled, author] = beats;

  it("waits for the next beat from what was drawn", () => {
    expect(nextDrawIn(beats, 0, 0)).toBe(fooled.at);
    expect(nextDrawIn(beats, fooled.at, fooled.at + 100)).toBe(author.at - fooled.at - 100);
    expect(lie.at).toBe(0);
  });

  it("draws at once when the beat after the drawn one has come before the wait was set (a render just before a beat, its effect after paint)", () => {
    // The CI failure: drawn 25 ms before «fooled», the effect ran 10 ms after it, and the TV waited for «author».
    expect(nextDrawIn(beats, fooled.at - 25, fooled.at + 10)).toBe(0);
  });

  it("draws once more at the show's end, then never again", () => {
    const length = showLength(beats);
    const last = beats.at(-1)!;
    expect(nextDrawIn(beats, last.at + 1, last.at + 1)).toBe(length - last.at - 1);
    // The show's end passed before the wait was set: the page still draws it (its «played» mark).
    expect(nextDrawIn(beats, length - 5, length + 50)).toBe(0);
    expect(nextDrawIn(beats, length, length + 50)).toBeNull();
  });
});
