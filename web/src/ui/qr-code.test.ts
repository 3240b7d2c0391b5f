import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encodeQr } from "./qr-code";

/** Reads the first copy of the format information back and checks its BCH code. */
function readFormat(modules: boolean[][]): { ecl: number; mask: number } {
  const at = (x: number, y: number) => (modules[y][x] ? 1 : 0);
  const bits: number[] = [];
  for (let i = 0; i <= 5; i++) bits.push(at(8, i));
  bits.push(at(8, 7), at(8, 8), at(7, 8));
  for (let i = 9; i < 15; i++) bits.push(at(14 - i, 8));
  const value = bits.reduce((acc, bit, i) => acc | (bit << i), 0) ^ 0x5412;
  const data = value >>> 10;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  expect(value & 0x3ff).toBe(rem & 0x3ff);
  return { ecl: data >>> 3, mask: data & 7 };
}

function hasFinder(modules: boolean[][], left: number, top: number): boolean {
  for (let dy = 0; dy < 7; dy++)
    for (let dx = 0; dx < 7; dx++) {
      const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
      if (modules[top + dy][left + dx] !== (ring !== 1)) return false;
    }
  return true;
}

describe("QR encoder (byte mode, level M)", () => {
  it("picks the smallest version that fits", () => {
    expect(encodeQr("A").version).toBe(1);
    expect(encodeQr("x".repeat(14)).version).toBe(1);
    expect(encodeQr("x".repeat(15)).version).toBe(2);
    expect(encodeQr("https://majlis.games/join/ABC234").version).toBe(3);
    expect(encodeQr("x".repeat(62)).version).toBe(4);
    expect(encodeQr("x".repeat(106)).version).toBe(6);
    expect(encodeQr("x".repeat(213)).version).toBe(10);
    expect(() => encodeQr("x".repeat(214))).toThrow(RangeError);
  });

  it("draws finders, timing and level-M format information", () => {
    for (const text of ["http://127.0.0.1:5192/join/ABC234", "y".repeat(150)]) {
      for (let mask = 0; mask < 8; mask++) {
        const qr = encodeQr(text, mask);
        expect(qr.size).toBe(qr.version * 4 + 17);
        expect(hasFinder(qr.modules, 0, 0) && hasFinder(qr.modules, qr.size - 7, 0) && hasFinder(qr.modules, 0, qr.size - 7)).toBe(true);
        for (let i = 8; i < qr.size - 8; i++) expect(qr.modules[6][i]).toBe(i % 2 === 0);
        expect(readFormat(qr.modules)).toEqual({ ecl: 0, mask });
        expect(qr.modules[qr.size - 8][8]).toBe(true);
      }
    }
  });
});

/** zbarimg (Debian's zbar-tools) is required under CI, which installs it; elsewhere its absence skips the scan. */
const hasZbar = (() => {
  try {
    execFileSync("zbarimg", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("QR codes scan", () => {
  // zbarimg reads the code back from a picture of it.
  it.skipIf(!hasZbar && !process.env.CI)("decodes back to the invite link with zbarimg", () => {
    for (const link of ["https://majlis.example/join/ABC234", "http://127.0.0.1:5173/join/XYZ789", `https://majlis.example/join/${"Q".repeat(60)}`]) {
      const { modules, size } = encodeQr(link);
      const scale = 8;
      const side = (size + 8) * scale;
      const rows: string[] = [];
      for (let y = 0; y < side; y++) {
        const row: number[] = [];
        for (let x = 0; x < side; x++) {
          const mx = Math.floor(x / scale) - 4;
          const my = Math.floor(y / scale) - 4;
          row.push(mx >= 0 && my >= 0 && mx < size && my < size && modules[my][mx] ? 0 : 255);
        }
        rows.push(row.join(" "));
      }
      const dir = mkdtempSync(join(tmpdir(), "qr-"));
      const file = join(dir, "code.pgm");
      writeFileSync(file, `P2\n${side} ${side}\n255\n${rows.join("\n")}\n`);
      const out = execFileSync("zbarimg", ["--raw", "-q", file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
      rmSync(dir, { recursive: true, force: true });
      expect(out).toBe(link);
    }
  });
});
