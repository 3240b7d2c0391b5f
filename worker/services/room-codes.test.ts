import { describe, expect, it } from "vitest";
import { ROOM_CODE } from "../../schema/limits";
import { cryptoRandomInt, newRoomCode, normaliseRoomCode } from "./room-codes";

/** Deterministic integers from a seed (mulberry32), so a failure replays exactly. */
function seeded(seed: number) {
  return (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

describe("room codes", () => {
  it("are six characters without look-alikes", () => {
    const random = seeded(42);
    for (let i = 0; i < 2000; i++) {
      const code = newRoomCode(random);
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      expect(code).not.toMatch(/[01OI]/);
    }
  });

  it("use the whole alphabet", () => {
    const random = seeded(7);
    const seen = new Set(Array.from({ length: 500 }, () => newRoomCode(random)).join(""));
    expect(seen.size).toBe(ROOM_CODE.alphabet.length);
  });

  it("draw unbiased integers from crypto", () => {
    const counts = new Array(ROOM_CODE.alphabet.length).fill(0);
    for (let i = 0; i < 32_000; i++) counts[cryptoRandomInt(counts.length)]++;
    // 1000 expected per bucket; 6 standard deviations either side.
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(200);
  });

  it("normalise typed input", () => {
    expect(normaliseRoomCode("  ab3xyz \n")).toBe("AB3XYZ");
  });
});
