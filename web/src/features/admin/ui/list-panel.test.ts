// The pure parts of the shared list panel: the counted phrase of its confirm and toasts,
// and the query string its lists send.
import { describe, expect, it } from "vitest";
import { CONTENT_LIMITS } from "../../../../../schema/limits";
import { countPhrase, type CountForms } from "./count-phrase";
import { listSearch, type ListParams } from "./use-list-query";

const QUESTIONS: CountForms = { one: "سؤال واحد", two: "سؤالين", few: "أسئلة", many: "سؤالًا", other: "سؤال" };

describe("countPhrase", () => {
  it("counts with Arabic plural rules", () => {
    expect([1, 2, 3, 10, 11, 99, 100, 102, 103, 0].map((n) => countPhrase(n, QUESTIONS))).toEqual([
      "سؤال واحد",
      "سؤالين",
      "3 أسئلة",
      "10 أسئلة",
      "11 سؤالًا",
      "99 سؤالًا",
      "100 سؤال",
      "102 سؤال",
      "103 أسئلة",
      "0 سؤال",
    ]);
  });
});

describe("listSearch", () => {
  const base: ListParams = { q: "", category: "", status: "", page: 1, pageSize: CONTENT_LIMITS.pageSize, extra: {} };
  it("sends only what is set, the search trimmed, the first page and the usual size left out", () => {
    expect(listSearch(base)).toBe("");
    expect(listSearch({ ...base, q: "  مين  ", category: "4", status: "inactive", page: 3, extra: { subcategoryId: "9", gameId: "" } }, { gameId: 3 })).toBe(
      `?gameId=3&q=${encodeURIComponent("مين").replace(/%20/g, "+")}&category=4&status=inactive&subcategoryId=9&page=3`,
    );
    expect(listSearch({ ...base, q: "   ", pageSize: 48 })).toBe("?pageSize=48");
  });
});
