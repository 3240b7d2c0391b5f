import { describe, expect, it } from "vitest";
import type { CategorySummary } from "../../../../schema/api";
import { GAME_SETTING_LIMITS } from "../../../../schema/limits";
import { autoSelection, checkStart, completeSettings, sliderLimits, startWarnings, toggleId, type StartInput } from "./selection";

const trivia: CategorySummary[] = [
  { id: "1", nameAr: "جغرافيا", isPremium: false, subcategories: [{ id: "1", nameAr: "عواصم", isPremium: false }, { id: "4", nameAr: "أنهار", isPremium: true }] },
  { id: "5", nameAr: "ثقافة", isPremium: true, subcategories: [{ id: "13", nameAr: "أكلات", isPremium: false }] },
  { id: "2", nameAr: "تاريخ", isPremium: false, subcategories: [{ id: "5", nameAr: "إسلامي", isPremium: false }] },
];
const memes: CategorySummary[] = [
  { id: "6", nameAr: "يومية", isPremium: true, subcategories: [] },
  { id: "7", nameAr: "خليجية", isPremium: false, subcategories: [] },
  { id: "8", nameAr: "رياضة", isPremium: false, subcategories: [] },
];

describe("automatic category selection (spec 001 §4)", () => {
  it("picks every accessible subcategory for trivia, premium ones only in a premium room", () => {
    expect(autoSelection("trivia-deception", trivia, false)).toEqual(["1", "5"]);
    expect(autoSelection("trivia-deception", trivia, true)).toEqual(["1", "4", "13", "5"]);
  });

  it("picks the first accessible category for the other games", () => {
    expect(autoSelection("meme-game", memes, false)).toEqual(["7"]);
    expect(autoSelection("meme-game", memes, true)).toEqual(["6"]);
    expect(autoSelection("most-likely", [memes[0]], false)).toEqual([]);
  });

  it("toggles ids in catalogue order", () => {
    expect(toggleId(["5"], "1", ["1", "4", "5"])).toEqual(["1", "5"]);
    expect(toggleId(["1", "5"], "1", ["1", "4", "5"])).toEqual(["5"]);
  });
});

describe("settings", () => {
  it("completes and clamps the room's values against the slider limits", () => {
    const limits = sliderLimits("trivia-deception");
    expect(limits).toEqual(GAME_SETTING_LIMITS["trivia-deception"]);
    expect(completeSettings(limits, { rounds: 99, writingTime: 60, stray: 3 })).toEqual({
      writingTime: 60,
      votingTime: 45,
      subcategorySelectionTime: 15,
      rounds: 20,
    });
  });
});

describe("start-game checks, in the spec's order (spec 001 §5)", () => {
  const base: StartInput = {
    isAdmin: true,
    connected: true,
    playerCount: 3,
    minPlayers: 1,
    gameType: "trivia-deception",
    gamePremium: false,
    roomPremium: false,
    selected: ["1"],
    categories: trivia,
  };

  it("passes a valid free trivia start", () => expect(checkStart(base)).toEqual({ ok: true }));

  it("refuses non-admins silently, then a lost connection with its toast", () => {
    expect(checkStart({ ...base, isAdmin: false, connected: false })).toMatchObject({ ok: false, reason: "not_admin", notice: null });
    expect(checkStart({ ...base, connected: false, playerCount: 0 })).toMatchObject({ ok: false, reason: "connection", notice: { title: "خطأ في الاتصال" } });
  });

  it("says the categories could not be loaded, not that none was chosen, when their load failed", () => {
    const failed = { ...base, categories: [], selected: [], categoriesFailed: true };
    expect(checkStart(failed)).toMatchObject({ ok: false, reason: "categories_unavailable", notice: { title: "ما قدرنا نجيب الفئات" } });
    expect(checkStart({ ...failed, categoriesFailed: false })).toMatchObject({ reason: "no_category" });
    // A choice the room already holds (a pack, or categories chosen before a refetch failed) still starts.
    expect(checkStart({ ...base, categoriesFailed: true })).toEqual({ ok: true });
  });

  it("is silent about too few players, and that comes before premium", () => {
    expect(checkStart({ ...base, minPlayers: 4, gamePremium: true })).toMatchObject({ ok: false, reason: "not_enough_players", notice: null });
  });

  it("needs premium for a premium game, then categories", () => {
    const meme = { ...base, gameType: "meme-game" as const, categories: memes, gamePremium: true };
    expect(checkStart({ ...meme, selected: [] })).toMatchObject({ reason: "premium_game", notice: { title: "لعبة مميزة" } });
    expect(checkStart({ ...meme, roomPremium: true, selected: [] })).toMatchObject({ reason: "no_category" });
    expect(checkStart({ ...meme, roomPremium: true, selected: ["6", "7"] })).toMatchObject({ reason: "too_many_categories", notice: { title: "اخترت أكثر من فئة" } });
    expect(checkStart({ ...meme, roomPremium: true, selected: ["6"] })).toEqual({ ok: true });
  });

  it("refuses premium subcategories in a free room", () => {
    expect(checkStart({ ...base, selected: [] })).toMatchObject({ reason: "no_category" });
    expect(checkStart({ ...base, selected: ["1", "13"] })).toMatchObject({ reason: "premium_category" });
    expect(checkStart({ ...base, selected: ["1", "13"], roomPremium: true })).toEqual({ ok: true });
  });

  it("warns ahead of time", () => {
    expect(startWarnings({ ...base, selected: [] })).toEqual(["يلزم اختيار فئة واحدة على الأقل"]);
    expect(startWarnings({ ...base, gameType: "most-likely", categories: memes, selected: ["7", "8"], gamePremium: true, roomPremium: true })).toEqual([
      "اختيرت أكثر من فئة، وهذه اللعبة تحتاج فئة واحدة فقط",
    ]);
    expect(startWarnings(base)).toEqual([]);
  });
});
