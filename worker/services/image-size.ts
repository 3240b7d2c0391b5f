// An uploaded picture's size in pixels, read from its header bytes (the
// og:image width and height are the picture's own, or not sent at all). Pure: the
// upload route calls it once, when the file arrives, and the size is stored with it.
import type { ImageContentType } from "../../schema/limits";

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** A size only when both sides are positive and sane; anything else is "unknown". */
const sized = (width: number, height: number): ImageSize | null =>
  Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 && width <= 100_000 && height <= 100_000 ? { width, height } : null;

/** PNG: the IHDR chunk right after the signature holds width and height. */
function png(b: Uint8Array) {
  if (b.length < 24 || ascii(b, 12, 16) !== "IHDR") return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

/** GIF: the logical screen size, little-endian, after the 6-byte signature. */
function gif(b: Uint8Array) {
  return b.length < 10 ? null : sized(u16le(b, 6), u16le(b, 8));
}

/** JPEG: walk the segments to the first start-of-frame marker (SOF0..SOF15 but DHT, JPG and DAC). */
function jpeg(b: Uint8Array) {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    const length = u16be(b, at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return sized(u16be(b, at + 7), u16be(b, at + 5));
    if (marker === 0xda || length < 2) return null; // image data before any frame header
    at += 2 + length;
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) chunk after the RIFF header. */
function webp(b: Uint8Array) {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === "VP8 ") {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return null;
}

const number = (text: string | undefined) => {
  if (!text) return NaN;
  const m = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(text);
  return m ? Number(m[1]) : NaN;
};

/** SVG: width and height in pixels on the root element, else its viewBox's width and height. */
function svg(b: Uint8Array) {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(b.subarray(0, 8192));
  const root = /<svg\b([^>]*)>/i.exec(head)?.[1];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1];
  const width = number(attr("width"));
  const height = number(attr("height"));
  if (width > 0 && height > 0) return sized(Math.round(width), Math.round(height));
  const box = attr("viewBox")?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box.every(Number.isFinite)) return sized(Math.round(box[2]), Math.round(box[3]));
  return null;
}

/** The picture's width and height from its first bytes, or null when its type has no reader here or the header is unreadable. */
export function readImageSize(bytes: Uint8Array, type: ImageContentType): ImageSize | null {
  switch (type) {
    case "image/png":
      return png(bytes);
    case "image/gif":
      return gif(bytes);
    case "image/jpeg":
      return jpeg(bytes);
    case "image/webp":
      return webp(bytes);
    case "image/svg+xml":
      return svg(bytes);
    default:
      return null;
  }
}
