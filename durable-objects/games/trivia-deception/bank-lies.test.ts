// A pack question without lies takes decoys from our bank (issue 43), never the pack's answers.
import { describe, expect, it } from "vitest";
import type { TriviaPackItem } from "../../../schema/api/packs";
import { isTooClose } from "../../../schema/arabic";
import { BANK_LIES, bankLies } from "./bank-lies";
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
});
