import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "../../scripts/vite/page-headers";
import { PAGE_SECURITY_HEADERS, pageSecurityHeaders } from "./page-headers";

describe("page security headers", () => {
  it("are the headers web/public/_headers gives every page", () => {
    const rules = parseHeadersFile(readFileSync(resolve(import.meta.dirname, "../../web/public/_headers"), "utf8"));
    expect(headersFor(rules, "/blog/some-post")).toEqual(PAGE_SECURITY_HEADERS.map(([name, value]) => [name, value]));
  });

  it("allows the dev shell's nonce in script-src only, and ignores a nonce that is not base64", () => {
    const csp = (nonce: string | null) => pageSecurityHeaders(nonce).find(([name]) => name === "Content-Security-Policy")![1];
    expect(csp("abcDEF123+/=")).toContain("script-src 'self' 'nonce-abcDEF123+/='; style-src 'self' 'unsafe-inline'");
    expect(csp(null)).toBe(PAGE_SECURITY_HEADERS[0][1]);
    expect(csp("x' 'unsafe-inline")).toBe(PAGE_SECURITY_HEADERS[0][1]);
  });
});
