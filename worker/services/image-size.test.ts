import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readImageSize } from "./image-size";

const file = (path: string) => new Uint8Array(readFileSync(resolve(import.meta.dirname, "../../web/public", path)));
const hex = (text: string) => new Uint8Array(text.match(/../g)!.map((h) => parseInt(h, 16)));
const text = (s: string) => new TextEncoder().encode(s);

/** Made by ImageMagick: a 37×21 lossy WebP, the same lossless, and a 40×30 GIF. */
const WEBP_LOSSY = hex("524946464e0000005745425056503820420000005003009d012a250015003e91469e4b25a3a2a1a56800b012096700cede80002bf7c37000feeea63");
const WEBP_LOSSLESS = hex("524946461c000000574542505650384c0f0000002f240005000710fd8ffe0722a2ff0100");
const GIF = hex("47494638396128001e00f000000000ff00000021f90400000000002c000000");
/** A VP8X (extended) WebP header for 640×480: canvas width-1 and height-1 as 24-bit little-endian numbers. */
const WEBP_EXTENDED = hex("52494646000000005745425056503858" + "0a000000" + "10000000" + "7f0200" + "df0100");
/** A progressive JPEG's start: SOI, an APP0 segment, then SOF2 with height 222 and width 333. */
const JPEG_PROGRESSIVE = hex("ffd8" + "ffe000104a46494600010100000100010000" + "ffc2001108" + "00de" + "014d" + "03012200021101031101");

describe("an uploaded picture's real size", () => {
  it("reads PNG, baseline and progressive JPEG, GIF and the three kinds of WebP", () => {
    expect(readImageSize(file("icons/icon-192.png"), "image/png")).toEqual({ width: 192, height: 192 });
    expect(readImageSize(file("og/majlis.jpg"), "image/jpeg")).toEqual({ width: 1200, height: 630 });
    expect(readImageSize(JPEG_PROGRESSIVE, "image/jpeg")).toEqual({ width: 333, height: 222 });
    expect(readImageSize(GIF, "image/gif")).toEqual({ width: 40, height: 30 });
    expect(readImageSize(WEBP_LOSSY, "image/webp")).toEqual({ width: 37, height: 21 });
    expect(readImageSize(WEBP_LOSSLESS, "image/webp")).toEqual({ width: 37, height: 21 });
    expect(readImageSize(WEBP_EXTENDED, "image/webp")).toEqual({ width: 640, height: 480 });
  });

  it("reads an SVG's pixel width and height, else its viewBox", () => {
    expect(readImageSize(file("seed/memes/meme-01.svg"), "image/svg+xml")).toEqual({ width: 600, height: 450 });
    expect(readImageSize(text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="300px" height="150" viewBox="0 0 10 5"></svg>'), "image/svg+xml")).toEqual({ width: 300, height: 150 });
    expect(readImageSize(text('<svg width="100%" height="100%" viewBox="0,0,800,400"/>'), "image/svg+xml")).toEqual({ width: 800, height: 400 });
  });

  it("says nothing when it cannot know: a cut header, a size of zero, a type without a reader", () => {
    expect(readImageSize(file("og/majlis.jpg").subarray(0, 20), "image/jpeg")).toBeNull();
    expect(readImageSize(file("icons/icon-192.png").subarray(0, 16), "image/png")).toBeNull();
    expect(readImageSize(text('<svg width="50%" height="2em"></svg>'), "image/svg+xml")).toBeNull();
    expect(readImageSize(hex("47494638396100000000"), "image/gif")).toBeNull();
    expect(readImageSize(file("icons/icon-192.png"), "image/heic")).toBeNull();
  });
});
