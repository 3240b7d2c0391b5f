import { describe, expect, it } from "vitest";
import { aboutUsCategories, retiredAboutUsQuestions, type SeedAboutUsCategory } from "../content";
import { ABOUT_US } from "../schema/limits";
import { checkAboutUs } from "./content-rules";
import {
  checkAboutUsStyle,
  findStemDuplicates,
  hasTackedOnQuestion,
  hasTwoQuestionMarks,
  headPhrases,
  openingShare,
  questionStem,
  retiredAboutUsProblems,
  stemDuplicate,
  subjectWords,
} from "./about-us-rules";

const LETTERS = [..."ثجحخدذرزسشصضطظعغقمن"];
/** A made-up word of its own for each index, which no light stem cuts (no clitic before, no ending after). */
const wordFor = (i: number) => `س${[0, 1, 2].map((d) => LETTERS[Math.floor(i / LETTERS.length ** d) % LETTERS.length]).join("")}ر`;
/** `n` distinct questions that pass every rule: each asks about a word of its own, so no two share a subject. */
const numbered = (n: number, opening = "كم", from = 0) => Array.from({ length: n }, (_, i) => `${opening} ${wordFor(from + i)} عندك؟`);
const category = (questions: string[], more: Partial<SeedAboutUsCategory> = {}): SeedAboutUsCategory => ({ nameAr: "أسئلة", isPremium: false, questions, ...more });

describe("«عنّا»: two questions in one", () => {
  it("finds a question with two question marks, and leaves one with a single mark", () => {
    expect(hasTwoQuestionMarks("وش أول مرة ضعت فيها؟ وين؟")).toBe(true);
    expect(hasTwoQuestionMarks("وين أول مكان ضعت فيه؟")).toBe(false);
  });

  it("finds a place or a person tacked on at the end, but not a question that opens with «مين كان»", () => {
    expect(hasTackedOnQuestion("وش أول مرة ضعت فيها وين كانت؟")).toBe(true);
    expect(hasTackedOnQuestion("وش أول مرة نمت برا البيت عند مين كانت؟")).toBe(true);
    expect(hasTackedOnQuestion("وش أول مرة ركبت فيها طيارة وين كانت؟")).toBe(true);
    expect(hasTackedOnQuestion("مين كان يعطيك أكبر عيدية في صغرك؟")).toBe(false);
    expect(hasTackedOnQuestion("وين كنت لما سمعت أحلى خبر هالسنة؟")).toBe(false);
  });
});

describe("«عنّا»: the same question in other words, by stem", () => {
  it("stems a word past the article, the possessive and a final «ت», keeping three letters", () => {
    expect(questionStem("ذاكرتك")).toBe(questionStem("الذاكرة"));
    expect(questionStem("جربتها")).toBe(questionStem("جربت"));
    expect(questionStem("بيت")).toBe("بيت");
    expect([...subjectWords("وش الشي اللي يصحيك من النوم غير المنبه؟")].sort()).toEqual(["المنبه", "النوم", "يصحيك"].map(questionStem).sort());
    expect([...headPhrases("وش أول طبخة تعلمتها؟")]).toEqual([`${questionStem("أول")} ${questionStem("طبخة")}`]);
  });

  it("finds the near-duplicate pairs of the shipped file before its rewrite («يصحيك», «ضاق صدرك», «أول طبخة», «أغرب أكلة»)", () => {
    const pairs = [
      ["وش الشي اللي يصحيك من النوم غير المنبه؟", "وش الشي اللي يصحيك بدري بدون منبه؟"],
      ["وش المكان اللي يهديك إذا ضاق صدرك؟", "وش الشي اللي يروقك إذا ضاق صدرك؟"],
      ["وش أول طبخة ساعدت فيها في البيت؟", "وش أول طبخة تعلمتها؟"],
      ["وش أغرب أكلة جربتها؟", "وش أغرب أكلة جربتها في السفر؟"],
    ];
    for (const [a, b] of pairs) expect(stemDuplicate(a, b), `${a} / ${b}`).not.toBeNull();
  });

  it("leaves alone questions that share only their frame («أول… في ذاكرتك») or one word", () => {
    const apart = [
      ["وش أول كرتون في ذاكرتك؟", "كم كانت أول عيدية في ذاكرتك؟"],
      ["الساعة كم صحيت اليوم؟", "كم ساعة نمت البارحة؟"],
      ["وين مكانك المفضل في البيت؟", "وين مكان مفاتيحك في البيت؟"],
      ["وش الأكلة اللي يحرجك أكلها قدام الناس؟", "وش الأكلة اللي الكل يحبها إلا أنت؟"],
    ];
    for (const [a, b] of apart) expect(stemDuplicate(a, b), `${a} / ${b}`).toBeNull();
  });

  it("lists each pair once, naming the stems they share", () => {
    const found = findStemDuplicates(["وش أول طبخة تعلمتها؟", "وش أول كرتون في ذاكرتك؟", "وش أول طبخة ساعدت فيها في البيت؟"]);
    expect(found).toEqual([{ a: "وش أول طبخة تعلمتها؟", b: "وش أول طبخة ساعدت فيها في البيت؟", shared: [`${questionStem("أول")} ${questionStem("طبخة")}`] }]);
  });
});

describe("«عنّا»: the style check over categories", () => {
  it("counts the share of an opening word after normalisation", () => {
    expect(openingShare(["وش لونك؟", "وش اسمك؟", "كم عمرك؟", "مين صديقك؟"], "وش")).toBe(0.5);
    expect(openingShare([], "وش")).toBe(0);
  });

  it("fails past the «وش» bound and prints the share and its bound", () => {
    const { maxShare, word } = ABOUT_US.content.opening;
    const total = 100;
    const over = Math.floor(maxShare * total) + 1;
    const questions = [...numbered(over, word), ...numbered(total - over, "كم", over)];
    const report = checkAboutUsStyle([category(questions)]);
    expect(report.opening.share).toBeCloseTo(over / total);
    expect(report.problems).toEqual([`${over}% of about-us questions open with «${word}», over ${Math.round(maxShare * 100)}%`]);
    const within = [...numbered(over - 1, word), ...numbered(total - over + 1, "كم", over - 1)];
    expect(checkAboutUsStyle([category(within)]).problems).toEqual([]);
  });

  it("fails on two-in-one questions, near-duplicates and a thin category, each named", () => {
    const min = ABOUT_US.content.minCategoryQuestions;
    const report = checkAboutUsStyle([
      category([...numbered(min - 3), "وش أول مرة ضعت فيها وين كانت؟", "وش أول طبخة تعلمتها؟", "وش أول طبخة ساعدت فيها في البيت؟"]),
      category(numbered(min - 1, "كم", min), { nameAr: "قليلة" }),
    ]);
    expect(report.twoInOne).toBe(1);
    expect(report.stemDuplicates).toBe(1);
    expect(report.problems).toEqual([
      "about-us question tacks a second question on at its end: «وش أول مرة ضعت فيها وين كانت؟»",
      expect.stringMatching(/^about-us questions «وش أول طبخة تعلمتها؟» and «وش أول طبخة ساعدت فيها في البيت؟» ask the same thing/),
      `about-us category «قليلة» has ${min - 1} questions, under ${min}`,
    ]);
  });

  it("counts the questions of a season's categories", () => {
    const report = checkAboutUsStyle([category(numbered(60)), category(numbered(55, "كم", 60), { season: "ramadan" })]);
    expect(report.season).toBe(55);
  });

  it("the count of questions fails under its bound, naming the figure (content-rules.ts's checkAboutUs)", () => {
    const { minQuestions } = ABOUT_US.content;
    expect(minQuestions).toBeGreaterThanOrEqual(400);
    const under = `${minQuestions - 1} distinct about-us questions, under ${minQuestions}`;
    expect(checkAboutUs([category(numbered(minQuestions - 1))]).problems).toContain(under);
    expect(checkAboutUs([category(numbered(minQuestions))]).problems.filter((p) => p.includes("distinct about-us questions"))).toEqual([]);
  });
});

describe("«عنّا»: the shipped questions", () => {
  it("pass every rule: at least 400, none two-in-one, no near-duplicates, «وش» within its bound, 50 a category", () => {
    const report = checkAboutUsStyle(aboutUsCategories);
    expect(report.problems).toEqual([]);
    expect(report.total).toBeGreaterThanOrEqual(ABOUT_US.content.minQuestions);
    expect(report.opening.share).toBeLessThanOrEqual(ABOUT_US.content.opening.maxShare);
    expect(checkAboutUs(aboutUsCategories).problems).toEqual([]);
  });

  it("carry a «رمضان والعيد» category of the Ramadan season with at least 55 questions, free like the first two", () => {
    const ramadan = aboutUsCategories.filter((c) => c.season === "ramadan");
    expect(ramadan.map((c) => c.nameAr)).toEqual(["رمضان والعيد"]);
    expect(ramadan[0].questions.length).toBeGreaterThanOrEqual(55);
    expect(aboutUsCategories.filter((c) => !c.isPremium).map((c) => c.nameAr)).toEqual(["أسئلة خفيفة", "ذكريات الطفولة", "رمضان والعيد"]);
  });

  it("retire none of the shipped questions, and the check names one that would ship again", () => {
    expect(retiredAboutUsQuestions.length).toBeGreaterThan(0);
    expect(retiredAboutUsProblems(aboutUsCategories, retiredAboutUsQuestions)).toEqual([]);
    const back = { content: aboutUsCategories[0].questions[0], category: aboutUsCategories[0].nameAr };
    expect(retiredAboutUsProblems(aboutUsCategories, [...retiredAboutUsQuestions, back])).toEqual([`retired about-us question is shipped again: «${back.content}»`]);
  });
});
