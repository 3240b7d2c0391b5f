import { describe, expect, it } from "vitest";
import { chosenCount } from "./chosen-count";

describe("chosenCount", () => {
  it.each([
    [0, "لا فئات مختارة"],
    [1, "فئة واحدة مختارة"],
    [2, "فئتان مختارتان"],
    [3, "3 فئات مختارة"],
    [10, "10 فئات مختارة"],
    [11, "11 فئة مختارة"],
    [25, "25 فئة مختارة"],
    [100, "100 فئة مختارة"],
    [103, "103 فئات مختارة"],
  ])("%i", (n, text) => expect(chosenCount(n)).toBe(text));
});
