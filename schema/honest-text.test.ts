import { describe, expect, it } from "vitest";
import { createRoomBodySchema } from "./api";
import { triviaPackItemSchema } from "./api/packs";
import { BIDI_REFUSAL, hasBidiControl, honestName } from "./honest-text";

describe("honestName", () => {
  it.each([
    ["zero-width space", "\u200B"],
    ["zero-width non-joiner", "\u200C"],
    ["zero-width joiner", "\u200D"],
    ["word joiner", "\u2060"],
    ["right-to-left mark", "\u200F"],
    ["Arabic letter mark", "\u061C"],
    ["combining grapheme joiner", "\u034F"],
    ["Hangul filler", "\u3164"],
    ["Hangul choseong filler", "\u115F"],
    ["Hangul jungseong filler", "\u1160"],
    ["half-width Hangul filler", "\uFFA0"],
    ["byte order mark", "\uFEFF"],
    ["soft hyphen", "\u00AD"],
    ["invisible times", "\u2062"],
    ["Mongolian vowel separator", "\u180E"],
    ["Braille blank", "\u2800"],
    ["a tag character", "\u{E0041}"],
  ])("«أحمد» + %s is «أحمد»", (_label, mark) => {
    expect(honestName(`أحمد${mark}`)).toBe("أحمد");
    expect(honestName(`${mark}أح${mark}مد`)).toBe("أحمد");
  });

  it("collapses spaces of any kind, trims, and keeps letters, diacritics and digits as typed", () => {
    expect(honestName("  سارة\u3000\u00A0 علي ")).toBe("سارة علي");
    expect(honestName("مُنِيرَة 2")).toBe("مُنِيرَة 2");
    expect(honestName("\u200B\u3164")).toBe("");
  });

  it("keeps the joiner inside an emoji sequence, drops it elsewhere", () => {
    expect(honestName("فهد 👨\u200D👩\u200D👧")).toBe("فهد 👨\u200D👩\u200D👧");
    expect(honestName("❤\uFE0F\u200D🔥")).toBe("❤\uFE0F\u200D🔥");
    expect(honestName("فهد\u200D👍")).toBe("فهد👍");
  });
});

describe("hasBidiControl", () => {
  it("finds every bidi control", () => {
    for (const c of ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069", "\u200E", "\u200F", "\u061C"])
      expect(hasBidiControl(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
  });
  it("leaves ordinary Arabic, Latin and emoji alone", () => {
    for (const t of ["أحمد", "kcuf", "سارة 👋", "؟،؛"]) expect(hasBidiControl(t)).toBe(false);
  });
});

describe("the schemas that carry names and texts", () => {
  it("a room's name and its creator's nickname are stored honest; a bidi control is refused in Arabic", () => {
    expect(createRoomBodySchema.parse({ gameType: "trivia-deception", name: " سهرة\u200B الخميس ", nickname: "منيرة\u3164" })).toMatchObject({
      name: "سهرة الخميس",
      nickname: "منيرة",
    });
    expect(createRoomBodySchema.parse({ gameType: "trivia-deception", name: "\u200B\u2060" }).name).toBeNull();
    const refused = createRoomBodySchema.safeParse({ gameType: "trivia-deception", name: "\u202Ekcuf" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["name", BIDI_REFUSAL.name]]);
    expect(createRoomBodySchema.safeParse({ gameType: "trivia-deception", nickname: "\u2067سارة" }).error?.issues[0].message).toBe(BIDI_REFUSAL.name);
  });

  it("a pack's question, answer and decoys refuse bidi controls in Arabic", () => {
    for (const item of [
      { question: "ما عاصمة \u202Eعمان؟", answer: "مسقط" },
      { question: "ما عاصمة عمان؟", answer: "\u200Fمسقط" },
      { question: "ما عاصمة عمان؟", answer: "مسقط", lies: ["صلالة\u061C"] },
    ])
      expect(triviaPackItemSchema.safeParse(item).error?.issues.map((i) => i.message)).toEqual([BIDI_REFUSAL.text]);
    expect(triviaPackItemSchema.parse({ question: "ما عاصمة عمان؟", answer: "مسقط\u200B" }).answer).toBe("مسقط");
  });
});
