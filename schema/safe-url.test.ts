import { describe, expect, it } from "vitest";
import { isSafeImageUrl, judgeUrl, navigationTarget, sameOriginPath } from "./safe-url";

const HOSTILE = [
  "/\\evil.example/x",
  "\\\\evil.example",
  "/\\/evil.example",
  "//evil.example/x",
  "///evil.example/x",
  " //evil.example",
  "/%5Cevil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\u0000script:alert(1)",
  "\u0001javascript:alert(1)",
  "javascript&colon;alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:image/svg+xml;base64,PHN2Zz4=",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "file:///etc/passwd",
  "http://evil.example/",
  "https://user:pass@evil.example/",
  "https:evil.example",
  "https:/evil.example",
  "/a b",
  "/a\u200bb",
  "",
];

describe("judgeUrl: addresses judged the way a browser reads them", () => {
  it("keeps paths on this site and absolute https links", () => {
    expect(judgeUrl("/blog/post-1?x=1#top")).toEqual({ kind: "same-origin", href: "/blog/post-1?x=1#top" });
    expect(judgeUrl("/uploads/blog/a.png")).toEqual({ kind: "same-origin", href: "/uploads/blog/a.png" });
    expect(judgeUrl("#section")?.kind).toBe("same-origin");
    expect(judgeUrl("https://example.org/a")).toEqual({ kind: "external", href: "https://example.org/a" });
    expect(judgeUrl("HTTPS://Example.org/a")).toEqual({ kind: "external", href: "HTTPS://Example.org/a" });
    expect(judgeUrl("mailto:hello@example.org", { allowMailto: true })?.kind).toBe("external");
    expect(judgeUrl("mailto:hello@example.org")).toBeNull();
  });

  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))("refuses %s", (_, value) => {
    const judged = judgeUrl(value, { allowMailto: true });
    // A percent-encoded backslash stays a path on this site: browsers do not decode it into a separator.
    if (value === "/%5Cevil.example") expect(judged).toEqual({ kind: "same-origin", href: "/%5Cevil.example" });
    else if (value === "javascript&colon;alert(1)") expect(judged).toEqual({ kind: "same-origin", href: "/javascript&colon;alert(1)" });
    else expect(judged).toBeNull();
  });

  it("redirect targets are paths on this site only", () => {
    expect(sameOriginPath("/room/ABC234?x=1")).toBe("/room/ABC234?x=1");
    expect(sameOriginPath("/../account")).toBe("/account");
    for (const bad of ["/\\evil.example", "//evil.example", "https://majlis.invalid/x", "account", null, undefined, "/\t/evil.example"])
      expect(sameOriginPath(bad)).toBeNull();
  });

  it("pictures are our paths or https", () => {
    expect(isSafeImageUrl("/uploads/memes/a.webp")).toBe(true);
    expect(isSafeImageUrl("https://cdn.example/a.png")).toBe(true);
    for (const bad of ["http://cdn.example/a.png", "data:image/png;base64,AAAA", "/\\evil.example/a.png", "//evil.example/a.png"])
      expect(isSafeImageUrl(bad)).toBe(false);
  });

  it("a navigation after a server's answer: this origin in full, a path, or https elsewhere", () => {
    const origin = "http://127.0.0.1:5173";
    expect(navigationTarget("http://127.0.0.1:5173/api/dev/tap/checkout/chg_1", origin)).toBe("http://127.0.0.1:5173/api/dev/tap/checkout/chg_1");
    expect(navigationTarget("https://checkout.tap.company/?mode=page&token=x", origin)).toBe("https://checkout.tap.company/?mode=page&token=x");
    expect(navigationTarget("/payment/verify", origin)).toBe("/payment/verify");
    for (const bad of ["http://evil.example/", "javascript:alert(1)", "//evil.example", "/\\evil.example"]) expect(navigationTarget(bad, origin)).toBeNull();
  });
});
