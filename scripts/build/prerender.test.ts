import { describe, expect, it } from "vitest";
import { paintFirst } from "./prerender";

describe("paintFirst", () => {
  const page = `<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/cx-b.js">
    <link rel="preload" crossorigin href="/assets/index-c.css" as="style">
    <link rel="preload" href="/assets/plex-arabic-400-d.woff2" as="font" type="font/woff2" crossorigin>
  </head><body><div id="root"></div>
  <link rel="stylesheet" crossorigin href="/assets/index-c.css"></body>`;
  const html = paintFirst(page);

  it("lowers the scripts' priority and keeps the font preloads", () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cx-b.js">');
    expect(html).toContain('<link rel="preload" href="/assets/plex-arabic-400-d.woff2" as="font"');
  });

  it("loads the full stylesheet as a print sheet for main.tsx to switch on, with a copy for no JavaScript", () => {
    expect(html).not.toMatch(/rel="preload"[^>]*as="style"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css" media="print" data-full-css>');
    expect(html).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/index-c.css"></noscript>');
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
  });
});
