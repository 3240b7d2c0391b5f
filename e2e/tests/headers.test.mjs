// Pages from the dev server carry the security headers that ship with the built app
// (web/public/_headers), and the page still runs under its CSP.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { BASE_URL, launchBrowser } from "../helpers.mjs";

describe("page security headers in development", () => {
  // The blog, post and room-link pages are answered by the worker (link previews): same headers.
  for (const path of ["/", "/join/ABC123", "/room/ABC123", "/blog", `/blog/${encodeURIComponent("كيف-تلعب-خدعني-ان-قدرت")}`, "/blog/category/x"]) {
    it(`sends the CSP and friends for ${path}`, async () => {
      const res = await fetch(`${BASE_URL}${path}`, { headers: { Accept: "text/html" } });
      assert.equal(res.status, path === "/blog/category/x" ? 404 : 200);
      const csp = res.headers.get("content-security-policy") ?? "";
      assert.match(csp, /script-src 'self'/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /object-src 'none'/);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff");
      assert.match(res.headers.get("strict-transport-security") ?? "", /max-age=\d+/);
    });
  }

  it("makes the nonce fresh for every response, in the header and the page alike", async () => {
    for (const path of ["/", "/blog"]) {
      const nonces = [];
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${BASE_URL}${path}`, { headers: { Accept: "text/html" } });
        const fromHeader = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
        const html = await res.text();
        assert.ok(fromHeader, `${path}: the CSP names a nonce`);
        assert.ok(html.includes(`nonce="${fromHeader}"`), `${path}: the page's scripts carry the header's nonce`);
        nonces.push(fromHeader);
      }
      assert.notEqual(nonces[0], nonces[1], `${path}: two responses, two nonces`);
    }
  });

  it("says noindex in the HTML of the admin screens, before any JavaScript runs", async () => {
    for (const path of ["/admin", "/admin/login", "/blogadmin"]) {
      const res = await fetch(`${BASE_URL}${path}`, { headers: { Accept: "text/html" } });
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get("x-robots-tag") ?? "", /noindex/, path);
      const html = await res.text();
      assert.match(html, /<meta name="robots" content="noindex,nofollow"/, path);
      assert.doesNotMatch(html, /content="index,follow"/, path);
    }
  });

  it("runs the page without a CSP violation", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const violations = [];
      page.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
      // Violations the page swallows (a caught `new Function`) are reported as events, not always on the console.
      await page.exposeFunction("reportViolation", (v) => violations.push(v));
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)),
      );
      await page.goto(`${BASE_URL}/`);
      await page.getByRole("button", { name: "تسجيل الدخول" }).waitFor();
      // A page the worker fills in runs under the worker's CSP (the dev shell's nonce included).
      await page.goto(`${BASE_URL}/blog`);
      await page.getByRole("heading", { level: 1, name: "مدونة مجلس" }).waitFor();
      // A page whose code validates with zod (the pricing answer): zod must not probe for eval.
      await page.goto(`${BASE_URL}/premium`);
      await page.locator("#tiers-title").waitFor();
      await page.waitForLoadState("networkidle");
      assert.deepEqual(violations, []);
    } finally {
      await browser.close();
    }
  });
});
