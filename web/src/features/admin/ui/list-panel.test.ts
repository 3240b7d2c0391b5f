// The pure part of the shared list panel: the query string its lists send (its counted
// phrases are schema/arabic-count.ts's, tested there).
import { describe, expect, it } from "vitest";
import { CONTENT_LIMITS } from "../../../../../schema/limits";
import { listSearch, type ListParams } from "./use-list-query";

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
