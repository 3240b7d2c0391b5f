// The seeded posts' covers are shared with their real size (worker/routes/pages.ts
// SHARE_IMAGES): every one of them must be the 1200×630 the link previews announce.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readImageSize } from "../worker/services/image-size";
import { seedBlogPosts } from ".";

const publicDir = resolve(import.meta.dirname, "../web/public");

describe("seeded blog covers", () => {
  it("are JPEGs of 1200×630 under /seed/blog/", () => {
    expect(seedBlogPosts.length).toBeGreaterThan(0);
    for (const post of seedBlogPosts) {
      expect(post.image.startsWith("/seed/blog/"), post.image).toBe(true);
      expect(readImageSize(new Uint8Array(readFileSync(resolve(publicDir, `.${post.image}`))), "image/jpeg"), post.image).toEqual({ width: 1200, height: 630 });
    }
  });
});
