import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import * as content from "../content";
import { seedAvatarAssets, seedGames, seedPricingTiers } from "../content/catalog";
import { CONTENT_RULES } from "../schema/limits";
import { checkContent, contentShapeProblems, formatShare, hintsAnswer, lightStem, promptProblems, questionProblems } from "./content-rules";

const { memeCategories, mostLikelyCategories, triviaCategories } = content;
const publicDir = resolve(import.meta.dirname, "../web/public");
const trivia = triviaCategories;
const questions = trivia.flatMap((c) => c.subcategories.flatMap((s) => s.questions));

describe("seed content", () => {
  it("has the games with ids 1-4 and their types", () => {
    expect(seedGames.map((g) => [g.id, g.gameType])).toEqual([
      [1, "trivia-deception"],
      [2, "meme-game"],
      [3, "most-likely"],
      [4, "about-us"],
    ]);
  });

  it("passes the content check: enough questions and prompts, short answers, fair lies, a source each", () => {
    const report = checkContent(trivia, mostLikelyCategories, memeCategories);
    expect(report.problems).toEqual([]);
    expect(questions.length).toBeGreaterThanOrEqual(CONTENT_RULES.triviaMinQuestions);
    const subs = trivia.flatMap((c) => c.subcategories.map((s) => s.isPremium || c.isPremium));
    expect(subs.filter((premium) => !premium).length).toBeGreaterThanOrEqual(CONTENT_RULES.triviaMinSubcategories.free);
    expect(subs.filter((premium) => premium).length).toBeGreaterThanOrEqual(CONTENT_RULES.triviaMinSubcategories.premium);
  });

  it("every content file has its shape, and the shape check names the item that leaves it", () => {
    expect(contentShapeProblems(content)).toEqual([]);
    const [first, ...rest] = triviaCategories;
    const [sub] = first.subcategories;
    const [q] = sub.questions;
    const fourLies = { ...q, fakeAnswers: [...q.fakeAnswers, "رابعة"] };
    const bent = { ...content, triviaCategories: [{ ...first, subcategories: [{ ...sub, questions: [fourLies] }] }, ...rest], seedBlogTags: [{ slug: "x" }] };
    expect(contentShapeProblems(bent)).toEqual([
      expect.stringMatching(/^triviaCategories\[0\]\[subcategories\]\[0\]\[questions\]\[0\]\[fakeAnswers\]: /),
      expect.stringMatching(/^seedBlogTags\[0\]\[nameAr\]: /),
    ]);
  });

  it("the content check catches a lie the room would merge with the truth, and a question that gives its answer away", () => {
    const base = { content: "ما عاصمة أستراليا؟", correctAnswer: "كانبرا", fakeAnswers: ["سيدني", "ملبورن", "بيرث"] as [string, string, string], source: "ويكيبيديا الإنجليزية، مقالة «Canberra»" };
    expect(questionProblems(base)).toEqual([]);
    expect(questionProblems({ ...base, fakeAnswers: ["كانبيرا", "ملبورن", "بيرث"] })).toHaveLength(1);
    expect(questionProblems({ ...base, fakeAnswers: ["سيدني", "سيدنى", "بيرث"] })).toHaveLength(1);
    expect(questionProblems({ ...base, content: "كانبرا عاصمة أي دولة؟" })).toHaveLength(1);
    expect(questionProblems({ ...base, source: "" })).toHaveLength(1);
    expect(questionProblems({ ...base, correctAnswer: "مدينة كانبرا الجميلة جدًا" })).toHaveLength(1);
  });

  it("the content check refuses a question that gives its answer away in part, after normalisation and light stemming", () => {
    const monsoon = { content: "كلمة «monsoon» (الرياح الموسمية) أصلها كلمة عربية، ما هي؟", correctAnswer: "موسم", fakeAnswers: ["مطر", "موج", "سحاب"] as [string, string, string], source: "Online Etymology Dictionary، مدخل «monsoon»" };
    expect(questionProblems(monsoon)).toEqual([`«${monsoon.content}» gives its answer «موسم» away in part`]);
    expect(questionProblems({ ...monsoon, content: "ما الكلمة العربية التي جاءت منها «monsoon»؟" })).toEqual([]);
    expect(hintsAnswer("نسي الكيميائي أن يغسل يديه فاكتشف بديلًا للسكر، فما هو؟", "السكرين")).toBe(true);
    expect(hintsAnswer("ما أشهر طبق موسمي في الشتاء؟", "موسم")).toBe(true);
    // One word of a longer answer in the question gives nothing away; nor does a number's unit.
    expect(hintsAnswer("من «التبّاب» على سفينة الغوص؟", "صبي السفينة")).toBe(false);
    expect(hintsAnswer("كم دقيقة مدة الربع في كرة السلة؟", "12 دقيقة")).toBe(false);
    expect(lightStem("بالموسمية")).toBe("موسم");
  });

  it("the content check refuses a thin subcategory, a duplicate after normalisation, a prompt too long for a phone, too many easy questions and too few memes", () => {
    const question = { content: "ما معنى كلمة «السَّغَب»؟", correctAnswer: "الجوع", fakeAnswers: ["العطش", "التعب", "البرد"] as [string, string, string], source: "لسان العرب، مادة «سغب»" };
    const trivia = [{ nameAr: "لغة", isPremium: false, subcategories: [{ nameAr: "كلمات", isPremium: false, questions: [question, { ...question, content: "ما معنى كلمة «السغب»؟" }] }] }];
    const long = "مين أكثر واحد ".repeat(10);
    const { problems, easy } = checkContent([...trivia, { ...trivia[0], nameAr: "مدرسة", isEasy: true }], [{ nameAr: "خفيفة", isPremium: false, prompts: [{ content: long, feminine: "مين أكثر وحدة تسهر؟" }] }], []);
    expect(problems.some((p) => p.startsWith("subcategory «كلمات» has 2 questions"))).toBe(true);
    expect(problems.some((p) => p.startsWith("duplicate question"))).toBe(true);
    expect(problems.some((p) => p.startsWith(`prompt over ${CONTENT_RULES.mostLikelyPromptMaxChars}`))).toBe(true);
    // Half the pool easy, and no meme pictures: both under their floors.
    expect(easy).toEqual({ count: 2, share: 0.5 });
    expect(problems).toContain(`easy questions are 50% of trivia, over ${formatShare(CONTENT_RULES.easyMaxShare)}`);
    expect(problems).toContain(`0 meme pictures, under ${CONTENT_RULES.memeMinPictures}`);
  });

  it("the content check refuses a prompt without its feminine form, one equal to the prompt, and the translated opening", () => {
    const prompt = "مين أكثر واحد يسهر لين الفجر؟";
    const feminine = "مين أكثر وحدة تسهر لين الفجر؟";
    expect(promptProblems(prompt, feminine)).toEqual([]);
    expect(promptProblems(prompt, "")).toEqual([`prompt without its feminine form: «${prompt}»`]);
    expect(promptProblems(prompt, undefined)).toEqual([`prompt without its feminine form: «${prompt}»`]);
    expect(promptProblems(prompt, prompt)).toEqual([`feminine form same as the prompt: «${prompt}»`]);
    expect(promptProblems("مين الأكثر احتمالًا إنه يسهر؟", "مين الأكثر احتمالًا إنها تسهر؟")).toEqual(["prompt opens with «مين الأكثر احتمالًا»: «مين الأكثر احتمالًا إنه يسهر؟»"]);
    expect(promptProblems(prompt, `${feminine} `.repeat(3))[0]).toMatch(/^feminine form over/);
    const { feminine: counted } = checkContent([], [{ nameAr: "خفيفة", isPremium: false, prompts: [{ content: prompt, feminine }, { content: "مين فينا ينام بدري؟", feminine: "" }] }], []);
    expect(counted).toEqual({ count: 1, total: 2 });
  });

  it("has most-likely prompts and meme pictures that exist on disk", () => {
    expect(mostLikelyCategories.length).toBeGreaterThanOrEqual(CONTENT_RULES.mostLikelyMinCategories);
    const prompts = mostLikelyCategories.flatMap((c) => c.prompts);
    expect(prompts.length).toBeGreaterThanOrEqual(CONTENT_RULES.mostLikelyMinPrompts);
    expect(new Set(prompts.map((p) => p.content)).size).toBe(prompts.length);
    expect(new Set(prompts.map((p) => p.feminine)).size).toBe(prompts.length);
    expect(memeCategories.length).toBeGreaterThanOrEqual(2);
    const pictures = memeCategories.flatMap((c) => c.pictures);
    expect(pictures.length).toBeGreaterThanOrEqual(24);
    for (const p of pictures) {
      expect([1, 2]).toContain(p.textBoxCount);
      expect(existsSync(resolve(publicDir, "seed/memes", p.file)), p.file).toBe(true);
    }
  });

  it("ships every avatar layer as an image file", () => {
    expect(seedAvatarAssets).toHaveLength(22);
    for (const a of seedAvatarAssets) {
      const file = resolve(publicDir, a.filePath.slice(1));
      expect(readFileSync(file, "utf8"), a.filePath).toContain("<svg");
    }
  });

  it("prices three tiers in riyals", () => {
    expect(seedPricingTiers).toHaveLength(3);
    for (const t of seedPricingTiers) expect(t.price).toBeGreaterThan(0);
  });
});
