import { describe, expect, it } from "vitest";
import { MEME_CAPTION_LAYOUTS } from "./limits";
import { captionBoxesOf, captionLayoutOf } from "./meme-layout";

describe("meme caption placement", () => {
  it("keeps a named placement whose box count matches the picture", () => {
    expect(captionLayoutOf(1, "right")).toBe("right");
    expect(captionLayoutOf(2, "split")).toBe("split");
    expect(captionBoxesOf({ textBoxCount: 1, captionLayout: "left" })).toBe(MEME_CAPTION_LAYOUTS.left);
  });

  it("falls back to today's look (top, or top and bottom) when none, an unknown one or a mismatched one is stored", () => {
    expect(captionLayoutOf(1, null)).toBe("top");
    expect(captionLayoutOf(2, undefined)).toBe("top-bottom");
    expect(captionLayoutOf(2, "bottom")).toBe("top-bottom");
    expect(captionLayoutOf(1, "split")).toBe("top");
    expect(captionLayoutOf(1, "constructor")).toBe("top");
    expect(captionLayoutOf(2, "middle")).toBe("top-bottom");
    expect(captionBoxesOf({ textBoxCount: 2 })).toHaveLength(2);
  });
});
