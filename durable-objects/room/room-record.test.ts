import { describe, expect, it } from "vitest";
import type { CategorySummary } from "../../schema/api";
import { LIVE_LIMITS, PLAYER_LIMITS } from "../../schema/limits";
import {
  isLiveError,
  leaveSeat,
  withoutLeavers,
  checkSelection,
  checkStart,
  clampAvatar,
  joinSeat,
  newRoomRecord,
  nicknameKey,
  removeSeat,
  renameSeat,
  setOnline,
  withAdmin,
  type RoomRecord,
} from "./room-record";

const info = { roomId: "r1", code: "ABC234", name: null, creatorId: "creator", isPremium: false, expiresAt: 10_000_000, gameType: "trivia-deception" as const };
const room = (overrides: Partial<RoomRecord> = {}) => ({ ...newRoomRecord(info, 0), ...overrides });

function seated(base: RoomRecord, ...ids: string[]) {
  let r = base;
  ids.forEach((id, i) => {
    const result = joinSeat(r, { playerId: id, userId: null, isAnonymous: true, nickname: `لاعب ${id}` }, i + 1);
    if ("code" in result) throw new Error(result.message);
    r = result.room;
  });
  return r;
}

const catalog = (premiumSub = "9"): { gamePremium: boolean; categories: CategorySummary[] } => ({
  gamePremium: false,
  categories: [
    { id: "1", nameAr: "جغرافيا", isPremium: false, subcategories: [{ id: "3", nameAr: "عواصم", isPremium: false }, { id: premiumSub, nameAr: "أنهار", isPremium: true }] },
  ],
});

describe("avatars and names", () => {
  it("maps an out-of-range layer to the first of its layer", () => {
    expect(clampAvatar({ color: 1, face: 15, custom: 23 })).toEqual({ color: 2, face: 7, custom: 23 });
    expect(clampAvatar({ color: 6, face: 14, custom: 14 })).toEqual({ color: 6, face: 14, custom: 15 });
    expect(clampAvatar(undefined)).toEqual({ color: 2, face: 7, custom: 15 });
  });

  it("checks layers against the active assets: an added one is taken, a disabled one maps to the layer's first", () => {
    const choices = { color: [3, 4, 40], face: [7, 8], custom: [15, 24] };
    expect(clampAvatar({ color: 40, face: 8, custom: 24 }, choices)).toEqual({ color: 40, face: 8, custom: 24 });
    expect(clampAvatar({ color: 2, face: 9, custom: 16 }, choices)).toEqual({ color: 3, face: 7, custom: 15 });
    expect(clampAvatar(undefined, choices)).toEqual({ color: 3, face: 7, custom: 15 });
    // A seat keeps a layer it already holds when it changes another one.
    expect(clampAvatar({ color: 2, face: 8, custom: 15 }, choices, { color: 2, face: 7, custom: 15 })).toEqual({ color: 2, face: 8, custom: 15 });
  });

  it("compares nicknames without case, spaces, diacritics or alef forms", () => {
    expect(nicknameKey("أحمد")).toBe(nicknameKey(" احمد "));
    expect(nicknameKey("مُحَمَّد")).toBe(nicknameKey("محمد"));
    expect(nicknameKey("Sara")).toBe(nicknameKey("sa ra"));
  });

  it("refuses a duplicate nickname on join and on rename, but not one's own", () => {
    const r = seated(room(), "a", "b");
    expect(joinSeat(r, { playerId: "c", userId: null, isAnonymous: true, nickname: "لاعب a" }, 9)).toMatchObject({ code: "duplicate_nickname" });
    expect(renameSeat(r, "b", "لاعب a")).toMatchObject({ code: "duplicate_nickname" });
    expect(renameSeat(r, "a", "لاعب a")).toHaveProperty("roomId");
    expect(renameSeat(r, "a", "   ")).toMatchObject({ code: "invalid_nickname" });
    // One name limit (20) at join and rename alike.
    expect(renameSeat(r, "a", "x".repeat(20))).toHaveProperty("roomId");
    expect(renameSeat(r, "a", "x".repeat(21))).toMatchObject({ code: "invalid_nickname" });
  });

  it("fills the room up to forty seats", () => {
    const r = seated(room(), ...Array.from({ length: PLAYER_LIMITS.maxPlayers }, (_, i) => `p${i}`));
    expect(joinSeat(r, { playerId: "late", userId: null, isAnonymous: true, nickname: "متأخر" }, 99)).toMatchObject({ code: "room_full" });
    // a seated player coming back is not a new seat
    expect(joinSeat(r, { playerId: "p3", userId: null, isAnonymous: true, nickname: "" }, 99)).toMatchObject({ rejoined: true });
  });
});

describe("who is admin", () => {
  it("is the creator while seated", () => {
    const r = seated(room(), "a", "creator");
    expect(r.adminId).toBe("creator");
  });

  it("passes to the earliest-joined online player when the admin leaves", () => {
    const r = seated(room(), "creator", "a", "b");
    expect(removeSeat(r, "creator", 10).adminId).toBe("a");
  });

  it("stays with an offline admin for the turn grace, then passes on (issue 22)", () => {
    const r = setOnline(seated(room(), "creator", "a"), "creator", false, 1_000);
    expect(r.adminId).toBe("creator");
    expect(withAdmin(r, 1_000 + LIVE_LIMITS.turnGraceMs - 1).adminId).toBe("creator");
    expect(withAdmin(r, 1_000 + LIVE_LIMITS.turnGraceMs).adminId).toBe("a");
  });

  it("passes on at once from an admin who pressed «خروج», to the earliest-joined online player, and back when the creator returns", () => {
    const r = seated(room(), "creator", "a", "b");
    const left = leaveSeat(r, "creator", 5_000);
    expect(left.adminId).toBe("a");
    expect(left.seats.creator).toMatchObject({ hasLeft: true, isOnline: false });
    const back = joinSeat(left, { playerId: "creator", userId: null, isAnonymous: true, nickname: "x" }, 6_000);
    if (isLiveError(back)) throw new Error(back.message);
    expect(back.room.adminId).toBe("creator");
    expect(back.room.seats.creator.hasLeft).toBeUndefined();
  });

  it("never hands the room to a player who left, and gives it to the first one back online", () => {
    const r = leaveSeat(leaveSeat(seated(room(), "a", "b"), "b", 1_000), "a", 2_000);
    expect(r.adminId).toBe("a"); // nobody online to take it
    const back = joinSeat(r, { playerId: "b", userId: null, isAnonymous: true, nickname: "x" }, 3_000);
    if (isLiveError(back)) throw new Error(back.message);
    expect(back.room.adminId).toBe("b");
  });

  it("gives up the seats of players who left once the game is over", () => {
    const r = leaveSeat(seated(room(), "creator", "a"), "a", 1_000);
    expect(Object.keys(withoutLeavers(r, 2_000).seats)).toEqual(["creator"]);
  });

  it("goes to the first player when the creator never came", () => {
    expect(seated(room(), "a", "b").adminId).toBe("a");
  });
});

describe("lobby selection and start", () => {
  it("refuses premium categories and changed settings in a free room, and accepts them in a premium one", () => {
    expect(checkSelection(room(), { gameType: "trivia-deception", categories: ["3", "9"] }, catalog())).toMatchObject({ code: "premium_category" });
    expect(checkSelection(room(), { gameType: "trivia-deception", categories: ["3"], settings: { rounds: 7 } }, catalog())).toMatchObject({ code: "premium_required" });
    expect(checkSelection(room(), { gameType: "trivia-deception", categories: ["3"], settings: { rounds: 5 } }, catalog())).toMatchObject({ categories: ["3"] });
    const premium = room({ isPremium: true });
    expect(checkSelection(premium, { gameType: "trivia-deception", categories: ["3", "9", "3"], settings: { rounds: 99, writingTime: 1 } }, catalog())).toMatchObject({
      categories: ["3", "9"],
      settings: { rounds: 20, writingTime: 30 },
    });
  });

  it("refuses unknown categories and premium games", () => {
    expect(checkSelection(room(), { gameType: "trivia-deception", categories: ["77"] }, catalog())).toMatchObject({ code: "invalid_action" });
    expect(checkSelection(room(), { gameType: "meme-game", categories: [] }, { gamePremium: true, categories: [] })).toMatchObject({ code: "premium_required" });
  });

  it("checks players, then categories, in the spec's order", () => {
    const empty = room();
    expect(checkStart(empty, { gameType: "trivia-deception", categories: [], settings: {} })).toMatchObject({ code: "not_enough_players" });
    const one = seated(room(), "creator");
    expect(checkStart(one, { gameType: "trivia-deception", categories: [], settings: {} })).toMatchObject({ code: "no_category" });
    expect(checkStart(one, { gameType: "most-likely", categories: ["1", "2"], settings: {} })).toMatchObject({ code: "too_many_categories" });
    expect(checkStart(one, { gameType: "most-likely", categories: ["1"], settings: {} })).toBeNull();
  });
});
