// A pack question without lies takes decoys from our bank (issue 43), never the pack's answers.
import { describe, expect, it } from "vitest";
import type { TriviaPackItem } from "../../../schema/api/packs";
import { isTooClose } from "../../../schema/arabic";
import { answerKind, BANK, BANK_LIES, bankLies } from "./bank-lies";
import { triviaPackContent, withHouseLies } from "./pack";

const items: TriviaPackItem[] = [
  { question: "أين قضت العائلة الصيف؟", answer: "صلالة", lies: [] },
  { question: "ما أكلة أبي المفضلة؟", answer: "مجبوس", lies: ["كبسة"] },
  { question: "ما اسم القطة؟", answer: "لولو", lies: [] },
  { question: "كم عمر الجد؟", answer: "85", lies: [] },
];

describe("a pack question's house lies", () => {
  it("keeps the question's own lies first and fills from the bank, never with the pack's answers", () => {
    const answers = items.map((i) => i.answer);
    for (let i = 0; i < items.length; i++) {
      const lies = withHouseLies(items, i, "ABCD123");
      expect(lies).toHaveLength(3);
      expect(lies.slice(0, items[i].lies.length)).toEqual(items[i].lies);
      for (const lie of lies.slice(items[i].lies.length)) {
        expect(BANK_LIES).toContain(lie);
        expect(answers.some((a) => isTooClose(lie, a))).toBe(false);
      }
      expect(new Set(lies).size).toBe(3);
    }
  });

  it("draws the same lies for the same pack and question, and numbers for a number", () => {
    expect(withHouseLies(items, 0, "ABCD123")).toEqual(withHouseLies(items, 0, "ABCD123"));
    for (const lie of withHouseLies(items, 3, "ABCD123")) expect(lie).toMatch(/[0-9٠-٩]/);
    const content = triviaPackContent(items, { code: "ABCD123", title: "عائلتنا", played: new Set() });
    expect(content.questions.map((q) => q.fakes)).toEqual(items.map((_, i) => withHouseLies(items, i, "ABCD123")));
  });

  it("skips the unfit and stops at the bank's end", () => {
    expect(bankLies("صلالة", "x", 3, (lie) => lie !== "مسقط", ["مسقط", "صلالة", "نزوى"])).toEqual(["مسقط"]);
    expect(bankLies("صلالة", "x", 5, () => false, ["مسقط", "نزوى"]).sort()).toEqual(["مسقط", "نزوى"].sort());
  });

  it("reads an answer's kind from its question's wording and its own digits", () => {
    expect(answerKind("في أي عام استقلت الكويت؟", "1961")).toBe("year");
    expect(answerKind("كم عمر الجد؟", "85")).toBe("number");
    expect(answerKind("من هو مؤسس الدولة؟", "الملك عبدالعزيز")).toBe("person");
    expect(answerKind("ما اسم جدنا؟", "أبو فهد")).toBe("person");
    expect(answerKind("في أي مدينة ولدت أمي؟", "الطائف")).toBe("place");
    expect(answerKind("أين قضت العائلة الصيف؟", "صلالة")).toBe("place");
    expect(answerKind("ما أكلة أبي المفضلة؟", "مجبوس")).toBe("thing");
    expect(answerKind("من أي بلد جاء الزعفران؟", "إيران")).toBe("place");
  });

  it("draws decoys of the truth's kind and length: a year for a year, a place for a place, a person for a person", () => {
    const kindOf = new Map(BANK.map((l) => [l.text, l.kind]));
    const family: TriviaPackItem[] = [
      { question: "في أي عام تزوج جدي؟", answer: "1975", lies: [] },
      { question: "في أي مدينة ولدت أمي؟", answer: "الطائف", lies: [] },
      { question: "من هو أول من سكن بيتنا؟", answer: "عبدالله بن سعد", lies: [] },
    ];
    for (const code of ["ABCD123", "ZX9K2PQ", "MAJLIS7"])
      family.forEach((item, i) => {
        const lies = withHouseLies(family, i, code);
        expect(lies).toHaveLength(3);
        expect(lies.map((l) => kindOf.get(l)), `${item.question} ${lies.join("، ")}`).toEqual(Array(3).fill(answerKind(item.question, item.answer)));
      });
    // A year's decoys are years, never a count («1975» against «12»).
    for (const lie of withHouseLies(family, 0, "ABCD123")) expect(lie).toMatch(/^(?:[5-9]\d{2}|1\d{3}|20\d{2})/);
    // A one-word place takes one-word places when the bank has them.
    for (const lie of withHouseLies(family, 1, "ABCD123")) expect(lie.trim().split(/\s+/)).toHaveLength(1);
    // Length first, then the kind: with no place of its length, another place; with no place at all, any lie.
    expect(bankLies("الطائف", "x", 1, () => false, [{ text: "مكة المكرمة الكبرى", kind: "place" }, { text: "سمبوسة", kind: "thing" }], "في أي مدينة؟")).toEqual(["مكة المكرمة الكبرى"]);
    expect(bankLies("الطائف", "x", 1, () => false, [{ text: "سمبوسة", kind: "thing" }], "في أي مدينة؟")).toEqual(["سمبوسة"]);
  });
});
