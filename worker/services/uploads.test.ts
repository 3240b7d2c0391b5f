import { describe, expect, it } from "vitest";
import { claimedImageType, decideStoredType, readCapped, sniffImageType, uploadKeyOfUrl } from "./uploads";

const text = (s: string) => new TextEncoder().encode(s);
const withHead = (head: number[] | string, length = 32) => {
  const bytes = new Uint8Array(length);
  bytes.set(typeof head === "string" ? text(head) : head);
  return bytes;
};
const ftyp = (brand: string) => withHead([0, 0, 0, 24, ...text("ftyp"), ...text(brand)]);
const bmp = () => {
  const bytes = withHead("BM");
  bytes[14] = 40;
  return bytes;
};

describe("sniffImageType", () => {
  it("knows each accepted type by its first bytes", () => {
    expect(sniffImageType(withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffImageType(withHead([0xff, 0xd8, 0xff, 0xe1]))).toBe("image/jpeg");
    expect(sniffImageType(withHead("GIF87a"))).toBe("image/gif");
    expect(sniffImageType(withHead("GIF89a"))).toBe("image/gif");
    expect(sniffImageType(withHead("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bmp())).toBe("image/bmp");
    expect(sniffImageType(ftyp("heic"))).toBe("image/heic");
    expect(sniffImageType(ftyp("mif1"))).toBe("image/heif");
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("image/svg+xml");
    expect(sniffImageType(text('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "x" "y">\n<svg>'))).toBe("image/svg+xml");
  });

  it("refuses what only looks like one", () => {
    expect(sniffImageType(text("<!doctype html><svg></svg>"))).toBeNull();
    expect(sniffImageType(text("<html><svg></svg></html>"))).toBeNull();
    expect(sniffImageType(withHead("BM plain text that goes on"))).toBeNull();
    expect(sniffImageType(ftyp("isom"))).toBeNull();
    expect(sniffImageType(withHead("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("decideStoredType", () => {
  const png = withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  it("keeps the real type when the claim and the grant agree or are silent", () => {
    expect(decideStoredType(png, "image/png", "image/png")).toBe("image/png");
    expect(decideStoredType(png, "absent", null)).toBe("image/png");
    expect(decideStoredType(ftyp("mif1"), "image/heic", "image/heic")).toBe("image/heif");
  });
  it("answers the right refusal", () => {
    const status = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as { status: number }).status;
      }
      return 0;
    };
    expect(status(() => decideStoredType(new Uint8Array(), "image/png", null))).toBe(400);
    expect(status(() => decideStoredType(text("hello"), "absent", null))).toBe(415);
    expect(status(() => decideStoredType(png, null, null))).toBe(415);
    expect(status(() => decideStoredType(png, "image/gif", null))).toBe(400);
    expect(status(() => decideStoredType(png, "absent", "image/jpeg"))).toBe(400);
  });
});

describe("helpers", () => {
  it("reads a claimed type", () => {
    expect(claimedImageType("IMAGE/JPG; charset=x")).toBe("image/jpeg");
    expect(claimedImageType(undefined)).toBe("absent");
    expect(claimedImageType("application/octet-stream")).toBe("absent");
    expect(claimedImageType("text/html")).toBeNull();
  });
  it("caps a body and still reads it all", async () => {
    const stream = (n: number) => new Blob([new Uint8Array(n)]).stream();
    expect(await readCapped(stream(10), 10)).toHaveLength(10);
    expect(await readCapped(stream(11), 10)).toBe("too-large");
    expect(await readCapped(null, 10)).toHaveLength(0);
  });
  it("finds the key of a stored image address", () => {
    expect(uploadKeyOfUrl("/uploads/meme/a.png")).toBe("meme/a.png");
    expect(uploadKeyOfUrl("/attached_assets/uploads/meme/a.png")).toBe("meme/a.png");
    expect(uploadKeyOfUrl("https://x.example/a.png")).toBeNull();
    expect(uploadKeyOfUrl(null)).toBeNull();
  });
});
