// Guests are remembered like signed-in players (issue 34): the phase driver names the guests
// who saw an item, and the loaders' seen-by count reads both memories.
import { describe, expect, it } from "vitest";
import { stepRandom } from "../../engine/random";
import type { EnginePlayer } from "../../engine/types";
import { triviaDeception } from "../trivia-deception/rules";
import { freshestFirst, FRESHNESS, seenByColumn, type Freshness } from "./content";
import { T0 } from "./test-table";

const seat = (playerId: string, userId: string | null, i: number): EnginePlayer => ({ playerId, nickname: `لاعب ${i}`, isOnline: true, joinedAt: T0 + i, userId });
const host = seat("user-1", "user-1", 0);
const guestA = seat("anonymous_1700000000000_abc", null, 1);
const guestB = seat("anonymous_1700000000001_def", null, 2);
/** An id that is neither an account nor a signed guest id: nothing to remember it by. */
const stranger = seat("p4", null, 3);

describe("what guests have seen", () => {
  it("counts guests from guest_seen_content and users from seen_content, both bound", () => {
    const both = seenByColumn(1, "q.id", [host, guestA, guestB, stranger]);
    expect(both.sql).toContain("FROM seen_content s");
    expect(both.sql).toContain("FROM guest_seen_content g");
    expect(both.params).toEqual([1, "user-1", 1, guestA.playerId, guestB.playerId]);
    const guestsOnly = seenByColumn(1, "q.id", [guestA, stranger]);
    expect(guestsOnly.sql).not.toContain("seen_content s");
    expect(guestsOnly.params).toEqual([1, guestA.playerId]);
    expect(seenByColumn(1, "q.id", [stranger])).toEqual({ sql: "0", params: [] });
  });

  it("the game names the guests who were shown a question, beside the signed-in players", () => {
    const roster = [host, guestA, guestB, stranger];
    const question = { id: "7", subcategoryId: "1", content: "سؤال؟", imageUrl: null, correctAnswer: "كانبرا", alternatives: [], fakes: ["سيدني", "ملبورن", "بيرث"], freshness: FRESHNESS.fresh, seenBy: 0 };
    // One subcategory: the room draws the question as the game starts.
    const step = triviaDeception.setup({ players: roster, settings: { rounds: 3 }, categories: ["1"], content: { subcategories: [{ id: "1", nameAr: "فئة" }], questions: [question] }, random: stepRandom(1, 0), now: T0 });
    expect(step.shown).toEqual([{ contentId: "7", userIds: ["user-1"], guestIds: [guestA.playerId, guestB.playerId] }]);
  });
});

describe("«سهرة رمضانية»'s deal", () => {
  it("puts the season's items first among those new to the room, never a Ramadan item played here before a new one", () => {
    const item = (id: string, freshness: Freshness, first?: true) => ({ id, freshness, seenBy: freshness === FRESHNESS.seenElsewhere ? 1 : 0, ...(first ? { first } : {}) });
    const items = [item("old", FRESHNESS.fresh), item("seen", FRESHNESS.seenElsewhere), item("r-seen", FRESHNESS.seenElsewhere, true), item("r-played", FRESHNESS.playedHere, true), item("r-fresh", FRESHNESS.fresh, true), item("played", FRESHNESS.playedHere)];
    for (const seed of [1, 2, 3]) {
      const order = freshestFirst(items, stepRandom(seed, 0));
      expect(order.map((i) => i.id)).toEqual(["r-fresh", "r-seen", "old", "seen", order[4].id, order[5].id]);
      expect(new Set(order.slice(4).map((i) => i.id))).toEqual(new Set(["r-played", "played"]));
      expect(order.every((i) => !("first" in i) && !("seenBy" in i))).toBe(true);
    }
    // Without the night, the season counts for nothing: fresh first, whichever category.
    const plain = freshestFirst(items.map(({ first: _f, ...i }) => i), stepRandom(1, 0)).map((i) => i.id);
    expect(new Set(plain.slice(0, 2))).toEqual(new Set(["old", "r-fresh"]));
  });
});
