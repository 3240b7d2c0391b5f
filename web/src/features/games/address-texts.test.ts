// «جلسة بنات» (issue 34): every screen's women side speaks in the feminine plural where its
// everyone side speaks to the group, and changes nothing else; everyone's side is today's texts.
import { describe, expect, it } from "vitest";
import { textsFor, type Addressed } from "../../../../schema/address";
import { SCREEN_TEXT_TABLE, SCREEN_TEXTS } from "./stage-kit/texts";
import { ABOUT_US_TEXT_TABLE, ABOUT_US_TEXTS } from "./about-us/texts";
import { MEME_TEXT_TABLE, MEME_TEXTS } from "./meme-game/texts";
import { MOST_LIKELY_TEXT_TABLE, MOST_LIKELY_TEXTS } from "./most-likely/texts";
import { TRIVIA_TEXT_TABLE, TRIVIA_TEXTS } from "./trivia/texts";
import { ROOM_TEXT_TABLE, ROOM_TEXTS } from "../players/room-texts";
import { GAME_WORDS, spokenGame, spokenGameName } from "./game-words";

/** Every string of a table, by its path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

const MASCULINE_GROUP = /(اكتبوا|صوّتوا|اختاروا|انضموا|جوالاتكم|كلكم|اللاعبين|الباقين|يصوتون|يكتبون|المتهمين|الأبرياء)/u;

const TABLES: [string, Addressed<unknown>, unknown][] = [
  ["trivia", TRIVIA_TEXT_TABLE, TRIVIA_TEXTS],
  ["meme", MEME_TEXT_TABLE, MEME_TEXTS],
  ["most likely", MOST_LIKELY_TEXT_TABLE, MOST_LIKELY_TEXTS],
  ["screen", SCREEN_TEXT_TABLE, SCREEN_TEXTS],
  ["about us", ABOUT_US_TEXT_TABLE, ABOUT_US_TEXTS],
  ["room", ROOM_TEXT_TABLE, ROOM_TEXTS],
  ["game names", GAME_WORDS, GAME_WORDS.everyone],
];

describe.each(TABLES)("%s texts by address form", (_name, table, everyone) => {
  it("everyone's side is the texts as they were", () => {
    expect(textsFor(table, "everyone")).toBe(everyone);
    expect(textsFor(table, undefined)).toBe(everyone);
  });

  it("the women side leaves no masculine group form, and keeps every other text", () => {
    const women = new Map(strings(textsFor(table, "women")));
    const base = strings(everyone);
    expect([...women.keys()]).toEqual(base.map(([k]) => k));
    const changed = base.filter(([k, v]) => women.get(k) !== v);
    expect(changed.length).toBeGreaterThan(0);
    for (const [path, text] of women) expect(text, path).not.toMatch(MASCULINE_GROUP);
    // What differs is what spoke to the group: every masculine group text changed.
    for (const [path, text] of base) if (MASCULINE_GROUP.test(text)) expect(changed.map(([k]) => k), path).toContain(path);
  });
});

describe("the women side's words", () => {
  it("says the instructions in the feminine plural", () => {
    expect(textsFor(TRIVIA_TEXT_TABLE, "women").writing.label).toBe("اكتبن إجابة مضللة تخدع الباقيات");
    expect(textsFor(MEME_TEXT_TABLE, "women").voting.hint).toBe("صوّتن للتعليق الأضحك");
    expect(textsFor(MOST_LIKELY_TEXT_TABLE, "women").voting.hint).toBe("صوّتن لإحدى اللاعبات، ويمكنك اختيار نفسك");
    expect(textsFor(SCREEN_TEXT_TABLE, "women").mostLikelyVoting).toBe("صوّتن على جوالاتكن");
  });
});

describe("the room's words and the games' names for women (issue 43)", () => {
  it("names the players panel, the host and the lobby's notes in the feminine", () => {
    const women = textsFor(ROOM_TEXT_TABLE, "women");
    expect(women.players).toBe("اللاعبات");
    expect(women.host).toBe("مشرفة الغرفة");
    expect(women.playerCount(3, 8)).toBe("عدد اللاعبات 3 من 8");
    expect(textsFor(ROOM_TEXT_TABLE, "everyone").players).toBe("اللاعبين");
  });

  it("says the shipped game names and descriptions in the feminine, and leaves an admin's own words", () => {
    const shipped = { gameType: "most-likely" as const, nameAr: GAME_WORDS.everyone["most-likely"].name, descriptionAr: GAME_WORDS.everyone["most-likely"].description };
    expect(spokenGame(shipped, "women")).toMatchObject({ nameAr: "مين أكثر وحدة؟", descriptionAr: "وصف في كل جولة: صوّتن لمن ينطبق عليها أكثر، واكتشفن من المتهمة الكبرى." });
    expect(spokenGame(shipped, "everyone")).toEqual(shipped);
    expect(spokenGameName("most-likely", "مين الأكثر؟", "women")).toBe("مين الأكثر؟");
    for (const words of Object.values(GAME_WORDS.women)) expect(`${words.name} ${words.description}`).not.toMatch(MASCULINE_GROUP);
  });
});
