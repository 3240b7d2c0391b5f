import { describe, expect, it } from "vitest";
import { importSummary, isCompleteRow, missingCells, parseTriviaTable } from "./table";

describe("pasted trivia table", () => {
  it("reads tab-separated lines in the spec's column order, dropping blank lines", () => {
    const rows = parseTriviaTable("ما عاصمة مصر؟\tالقاهرة\tمصر القاهرة\t\tالجيزة\tأسوان\tالأقصر\t/uploads/q/a.png\r\n\n  \nسؤال ناقص؟\tنعم\n");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      content: "ما عاصمة مصر؟",
      correctAnswer: "القاهرة",
      alternativeAnswer1: "مصر القاهرة",
      alternativeAnswer2: "",
      fakeAnswer1: "الجيزة",
      fakeAnswer2: "أسوان",
      fakeAnswer3: "الأقصر",
      imageUrl: "/uploads/q/a.png",
    });
    expect(isCompleteRow(rows[0])).toBe(true);
    expect(missingCells(rows[1])).toEqual(["fakeAnswer1", "fakeAnswer2", "fakeAnswer3"]);
  });

  it("marks a question shorter than the minimum", () => {
    const [row] = parseTriviaTable("قصير\tنعم\t\t\tلا\tربما\tأبدًا");
    expect(missingCells(row)).toEqual(["content"]);
  });

  it("words the result as the spec does", () => {
    expect(importSummary(4, 0)).toBe("تم إضافة 4 أسئلة");
    expect(importSummary(3, 2)).toBe("تم إضافة 3 أسئلة مع أخطاء في صفين");
  });
});
