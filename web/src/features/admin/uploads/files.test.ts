import { describe, expect, it } from "vitest";
import { IMAGE_UPLOADS } from "../../../../../schema/limits";
import { checkFile, imageTypeOf, scaledSize } from "./files";
import { eachLimited } from "./upload-client";

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("picked files", () => {
  it("knows an accepted image by its type, else by its extension", () => {
    expect(imageTypeOf({ name: "a.png", type: "image/png" })).toBe("image/png");
    expect(imageTypeOf({ name: "a.JPG", type: "" })).toBe("image/jpeg");
    expect(imageTypeOf({ name: "photo.heic", type: "" })).toBe("image/heic");
    expect(imageTypeOf({ name: "a", type: "image/jpg" })).toBe("image/jpeg");
    expect(imageTypeOf({ name: "notes.txt", type: "text/plain" })).toBeNull();
    expect(imageTypeOf({ name: "movie.mp4", type: "video/mp4" })).toBeNull();
  });

  it("refuses other types and files over 10 MB with the file's name", () => {
    expect(checkFile(file("a.svg", "image/svg+xml"))).toEqual({ ok: true, type: "image/svg+xml" });
    const wrong = checkFile(file("notes.txt", "text/plain"));
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.message).toContain("notes.txt");
    const big = checkFile(file("big.png", "image/png", IMAGE_UPLOADS.maxBytes + 1));
    expect(!big.ok && big.message).toContain("10 ميجابايت");
    expect(checkFile(file("edge.png", "image/png", IMAGE_UPLOADS.maxBytes)).ok).toBe(true);
  });

  it("scales the long side to at most 1,200 px, never up", () => {
    expect(scaledSize(1800, 400)).toEqual({ width: 1200, height: 267 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 900, height: 1200 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe("eachLimited", () => {
  it("runs every item, never more than the limit at once", async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await eachLimited(Array.from({ length: 10 }, (_, i) => i), IMAGE_UPLOADS.concurrency, async (i) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 1));
      done.push(i);
      running--;
    });
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(4);
  });
});
