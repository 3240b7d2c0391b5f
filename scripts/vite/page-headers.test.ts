import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { headersFor, matchesPattern, parseHeadersFile, withScriptNonce } from "./page-headers";

describe("the pages' _headers file", () => {
  const rules = parseHeadersFile(readFileSync(resolve(import.meta.dirname, "../../web/public/_headers"), "utf8"));

  it("gives every page a CSP that allows no inline or foreign scripts", () => {
    for (const path of ["/", "/join/ABC123", "/room/ABC123", "/admin", "/blog/some-post"]) {
      const csp = new Map(headersFor(rules, path)).get("Content-Security-Policy");
      expect(csp, path).toMatch(/script-src 'self'(;|$)/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
    }
  });

  it("matches splats and placeholders", () => {
    expect(matchesPattern("/*", "/join/X")).toBe(true);
    expect(matchesPattern("/blog/:slug", "/blog/a")).toBe(true);
    expect(matchesPattern("/blog/:slug", "/blog/a/b")).toBe(false);
  });

  it("adds the dev nonce to script-src only", () => {
    expect(withScriptNonce("default-src 'self'; script-src 'self'; style-src 'self'", "abc")).toBe("default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self'");
  });
});
