import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, parseBlocks, safeHref } from "./markdown";

const html = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }));

describe("blog markdown", () => {
  it("never passes raw HTML through: tags are shown as text", () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="javascript:alert(3)">x</a>');
    expect(out).not.toMatch(/<script|<img src="x"|onerror="|<a href="javascript/);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("drops javascript:, data: and vbscript: links and pictures but keeps their text", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)", "data:text/html,<b>x</b>", "vbscript:msgbox", "//evil.example/x"]) {
      const out = html(`[اضغط هنا](${href.replace(/ /g, "%20")}) و ![صورة](${href})`);
      expect(out, href).not.toContain("<a ");
      expect(out, href).not.toContain("<img");
      expect(out).toContain("اضغط هنا");
    }
    expect(safeHref("https://example.com")).toBe("https://example.com");
    expect(safeHref("/blog/x")).toBe("/blog/x");
    expect(safeHref("mailto:a@b.c")).toBe("mailto:a@b.c");
  });

  it("drops links and pictures a browser would send off-site: backslashes, protocol-relative, http", () => {
    for (const href of ["/\\evil.example/x", "\\\\evil.example", "///evil.example", "http://evil.example/x"]) {
      const out = html(`[رابط](${href}) و ![صورة](${href})`);
      expect(out, href).not.toContain("<a ");
      expect(out, href).not.toContain("<img");
    }
  });

  it("opens external links in a new tab with nofollow ugc noopener noreferrer; our own links stay plain", () => {
    expect(html("[موقع](https://example.com)")).toContain('<a href="https://example.com" class="');
    expect(html("[موقع](https://example.com)")).toContain('target="_blank" rel="nofollow ugc noopener noreferrer"');
    expect(html("[المدونة](/blog)")).not.toContain("target=");
  });

  it("renders tables, lists, quotes and headings with dir=auto, and code left to right", () => {
    const out = html("## عنوان\n\n| أ | ب | ج |\n| --- | --- | --- |\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |\n\n- واحد\n- اثنان\n\n1. أول\n2. ثاني\n\n> اقتباس\n\n```\nconst x = 1;\n```");
    expect(out).toMatch(/<h2 dir="auto"[^>]*>عنوان<\/h2>/);
    expect(out.match(/<td dir="auto"/g)?.length).toBe(6);
    expect(out.match(/<th dir="auto"/g)?.length).toBe(3);
    expect(out).toMatch(/<ul[^>]*><li dir="auto"[^>]*>واحد<\/li>/);
    expect(out).toMatch(/<ol[^>]*><li dir="auto"[^>]*>أول<\/li>/);
    expect(out).toMatch(/<blockquote dir="auto"[^>]*>اقتباس<\/blockquote>/);
    expect(out).toMatch(/<pre dir="ltr"[^>]*><code>const x = 1;<\/code><\/pre>/);
  });

  it("starts a post's headings at h2 under the page's h1, whether the post's top level is # or ##", () => {
    expect(html("## أ\n\n### ب\n\n## ج")).toMatch(/<h2[^>]*>أ<\/h2><h3[^>]*>ب<\/h3><h2[^>]*>ج<\/h2>/);
    expect(html("# أ\n\n## ب\n\n### ج")).toMatch(/<h2[^>]*>أ<\/h2><h3[^>]*>ب<\/h3><h4[^>]*>ج<\/h4>/);
    expect(html("### أ")).toMatch(/<h2[^>]*>أ<\/h2>/);
  });

  it("renders the toolbar's inline syntax", () => {
    const out = html("**عريض** و *مائل* و ++مسطر++ و `code` و ![بديل](/uploads/blog/abcdefgh.png)");
    expect(out).toContain('<strong class="font-bold text-white">عريض</strong>');
    expect(out).toContain("<em>مائل</em>");
    expect(out).toContain("<u>مسطر</u>");
    expect(out).toMatch(/<code dir="ltr"[^>]*>code<\/code>/);
    expect(out).toMatch(/<img src="\/uploads\/blog\/abcdefgh.png" alt="بديل"/);
  });

  it("splits blocks on blank lines and keeps single line breaks inside a paragraph", () => {
    expect(parseBlocks("سطر أول\nسطر ثان\n\nفقرة ثانية").map((b) => b.type)).toEqual(["paragraph", "paragraph"]);
    expect(html("سطر أول\nسطر ثان")).toContain("سطر أول<br/>سطر ثان");
  });
});
