import { describe, expect, it } from "vitest";
import { wellEncoded } from "./decode";

describe("wellEncoded", () => {
  it("accepts plain, Arabic and properly escaped URLs", () => {
    expect(wellEncoded("http://x.test/api/rooms/ABC123")).toBe(true);
    expect(wellEncoded("http://x.test/api/rooms/%25?code=%D8%B9%D9%84%D9%8A&q=a+b")).toBe(true);
    expect(wellEncoded("http://x.test/api/blog/search?q=")).toBe(true);
  });

  it("refuses broken escapes in the path or any query part", () => {
    expect(wellEncoded("http://x.test/api/room-seo/%")).toBe(false);
    expect(wellEncoded("http://x.test/api/rooms/%ZZ/player-limits")).toBe(false);
    expect(wellEncoded("http://x.test/api/rooms?code=%E0%A4%A")).toBe(false);
    expect(wellEncoded("http://x.test/api/rooms?%C0=1")).toBe(false);
  });
});
