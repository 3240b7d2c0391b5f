import { describe, expect, it } from "vitest";
import { describeSiblingLeak, findSiblingLeaks, siblingLeakProblems } from "./trivia-leaks";

const q = (content: string, correctAnswer: string, fakeAnswers: [string, string, string], more: { alternativeAnswer1?: string } = {}) => ({
  content,
  correctAnswer,
  fakeAnswers,
  ...more,
});

describe("sibling leaks among a subcategory's trivia", () => {
  it("finds a truth shown as another question's house lie", () => {
    const keys = q("كم مفتاحًا في البيانو الحديث؟", "88", ["76", "96", "64"]);
    const cards = q("كم ورقة في مجموعة ورق اللعب بلا الجوكر؟", "52", ["48", "88", "54"]);
    const leaks = findSiblingLeaks([keys, cards]);
    expect(leaks).toEqual([{ kind: "lie", question: keys, other: cards, answer: "88" }]);
    expect(describeSiblingLeak("أرقام", leaks[0])).toContain("«88»");
  });

  it("reports two questions that answer each other once, as mutual", () => {
    const dice = q("كم مجموع النقاط على حجر النرد كله؟", "21", ["7", "18", "24"]);
    const faces = q("كم مجموع كل وجهين متقابلين في حجر النرد؟", "7", ["21", "6", "8"]);
    expect(findSiblingLeaks([dice, faces])).toEqual([{ kind: "mutual", question: dice, other: faces, answer: "21" }]);
  });

  it("compares as the room does (article, alef, ta marbuta) and reads the alternative answers too", () => {
    const capital = q("ما عاصمة مصر؟", "القاهرة", ["الإسكندرية", "أسوان", "طنطا"]);
    const other = q("في أي مدينة يقع الأزهر؟", "القاهره", ["دمشق", "بغداد", "فاس"]);
    expect(findSiblingLeaks([capital, other])).toEqual([]);
    const peach = q("من أي بلد جاء الخوخ؟", "الصين", ["فارس", "الهند", "اليونان"], { alternativeAnswer1: "بلاد فارس" });
    const tea = q("من أين جاء الشاي؟", "الهند", ["بلاد فارس", "اليابان", "مصر"]);
    expect(findSiblingLeaks([peach, tea]).map((l) => l.kind)).toEqual(["mutual"]);
    const cairo = q("أين النيل؟", "مصر", ["قاهره", "السودان", "ليبيا"]);
    expect(findSiblingLeaks([capital, cairo])).toEqual([{ kind: "lie", question: capital, other: cairo, answer: "قاهره" }]);
  });

  it("leaves alone questions whose lies hold no sibling's truth", () => {
    expect(findSiblingLeaks([q("كم قلبًا للأخطبوط؟", "3", ["2", "4", "5"]), q("كم عينًا للنحلة؟", "5", ["2", "6", "8"])])).toEqual([
      { kind: "lie", question: q("كم عينًا للنحلة؟", "5", ["2", "6", "8"]), other: q("كم قلبًا للأخطبوط؟", "3", ["2", "4", "5"]), answer: "5" },
    ]);
    expect(findSiblingLeaks([q("كم قلبًا للأخطبوط؟", "3", ["2", "4", "6"]), q("كم عينًا للنحلة؟", "5", ["2", "6", "8"])])).toEqual([]);
  });
});

describe("content:check's sibling-leak problems", () => {
  it("judges each subcategory apart and names the place of each leak", () => {
    const keys = q("كم مفتاحًا في البيانو الحديث؟", "88", ["76", "96", "64"]);
    const cards = q("كم ورقة في مجموعة ورق اللعب بلا الجوكر؟", "52", ["48", "88", "54"]);
    const apart = [{ subcategories: [{ nameAr: "أرقام", questions: [keys] }, { nameAr: "ألعاب", questions: [cards] }] }];
    expect(siblingLeakProblems(apart)).toEqual([]);
    const together = [{ subcategories: [{ nameAr: "أرقام", questions: [keys, cards] }] }];
    expect(siblingLeakProblems(together)).toEqual([describeSiblingLeak("أرقام", { kind: "lie", question: keys, other: cards, answer: "88" })]);
    expect(siblingLeakProblems(together)[0]).toMatch(/^sibling leak in «أرقام»/);
  });
});
