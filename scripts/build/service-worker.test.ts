import { describe, expect, it } from "vitest";
import { buildServiceWorker, precacheList } from "./service-worker";

describe("the service worker build", () => {
  const files = ["index.html", "assets/index-abc.js", "assets/main-def.js", "assets/admin-xyz.js", "assets/index-abc.css", "assets/plex-arabic-400-x.woff2", "sw.js"];

  it("precaches the shell, the offline page and the entry's files, not the admin's", () => {
    const list = precacheList(files);
    expect(list).toEqual(expect.arrayContaining(["/", "/offline.html", "/assets/index-abc.js", "/assets/main-def.js", "/assets/index-abc.css", "/assets/plex-arabic-400-x.woff2"]));
    expect(list).not.toContain("/assets/admin-xyz.js");
  });

  it("changes its version with the build's files, so a new deploy installs a new worker", () => {
    const source = 'const VERSION = "__VERSION__";\nconst PRECACHE = __PRECACHE__;';
    const one = buildServiceWorker(source, files);
    const two = buildServiceWorker(source, [...files, "assets/main-new.js"]);
    expect(one).toMatch(/VERSION = "[0-9a-f]{16}"/);
    expect(one).not.toBe(two);
    expect(buildServiceWorker(source, [...files].reverse())).toBe(one);
  });
});
