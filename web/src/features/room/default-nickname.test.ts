import { describe, expect, it } from "vitest";
import { PLAYER_NAME_MAX } from "../../../../schema/limits";
import { findSlips } from "../../../../scripts/wording-rules";
import { DEFAULT_NICKNAMES, defaultNickname, initialCreateNickname } from "./default-nickname";

describe("a new guest's first name on the create screen (issue 50)", () => {
  it("is a friendly name from the list, never empty", () => {
    expect(defaultNickname(0)).toBe(DEFAULT_NICKNAMES[0]);
    expect(defaultNickname(0.999999)).toBe(DEFAULT_NICKNAMES.at(-1));
    for (let i = 0; i < 50; i++) expect(DEFAULT_NICKNAMES).toContain(defaultNickname());
  });

  it("keeps the account's name, then the device's last name, before a friendly one", () => {
    expect(initialCreateNickname(" نورة ", "فهد", 0)).toBe("نورة");
    expect(initialCreateNickname(null, " فهد ", 0)).toBe("فهد");
    expect(initialCreateNickname(null, "", 0)).toBe(DEFAULT_NICKNAMES[0]);
  });

  it("only holds names a room takes: within the name limit, distinct, and in words that fit anyone", () => {
    expect(new Set(DEFAULT_NICKNAMES).size).toBe(DEFAULT_NICKNAMES.length);
    for (const name of DEFAULT_NICKNAMES) {
      expect(Array.from(name).length).toBeLessThanOrEqual(PLAYER_NAME_MAX);
      expect(findSlips(name)).toEqual([]);
    }
  });
});
