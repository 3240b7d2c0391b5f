// A build step of `vite build` (vite.config.ts): once the client bundle is written, it draws
// the pages that must paint before JavaScript (web/src/prerender.tsx) into HTML files beside
// it, with their critical CSS inline (beasties), the full stylesheet loaded without blocking,
// the main font files preloaded, and, on a page whose app starts once it has painted (the room
// frame), the app's chunks (web/src/main.tsx, which the entry web/src/start.ts imports) and the
// page's own route chunk preloaded; the pages that start the app on the first touch preload none.
//
// Where the files go and who serves them:
//   privacy.html, terms.html, contact.html   Workers Assets, at /privacy, /terms, /contact
//   _prerendered/{landing,room,not-found}.html   the worker (worker/routes/pages.ts): / for a
//       visitor, /join|/room|/join-room/{code}, and unknown paths under those prefixes
//   _prerendered/drawn.html   the worker's template for the blog's pages and a visitor's /premium
//   index.html   the neutral shell every other address falls back to (loading screen only)
import react from "@vitejs/plugin-react";
import Beasties from "beasties";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type Rollup } from "vite";
import { PRERENDERED_DIR, PRERENDERED_MARKER } from "../../worker/lib/prerendered-pages";
import { FULL_CSS_ATTRIBUTE } from "../../web/src/full-css";
import type { PrerenderedPage } from "../../web/src/first-page";

type PrerenderModule = typeof import("../../web/src/prerender");

/** The file each page is written to, under the client output. */
export const PAGE_FILES: Record<PrerenderedPage, string> = {
  landing: `${PRERENDERED_DIR.slice(1)}/landing.html`,
  room: `${PRERENDERED_DIR.slice(1)}/room.html`,
  "not-found": `${PRERENDERED_DIR.slice(1)}/not-found.html`,
  screen: `${PRERENDERED_DIR.slice(1)}/screen.html`,
  privacy: "privacy.html",
  terms: "terms.html",
  contact: "contact.html",
};

/** The template of the pages the worker draws with their data (the blog's, a visitor's /premium). */
export const DRAWN_PAGES_FILE = `${PRERENDERED_DIR.slice(1)}/drawn.html`;

/** The app's module, which the entry imports once the page has painted (web/src/start.ts). */
const APP_MODULE = "web/src/main.tsx";

/** The route module whose lazy chunk each page needs before it can hydrate (the landing is in the entry). */
const ROUTE_MODULES: Partial<Record<PrerenderedPage, string>> = {
  privacy: "web/src/routes/privacy.tsx",
  terms: "web/src/routes/terms.tsx",
  contact: "web/src/routes/contact.tsx",
  "not-found": "web/src/routes/not-found.tsx",
  room: "web/src/routes/room.tsx",
  screen: "web/src/routes/screen.tsx",
};

/**
 * The pages whose app starts on the first touch, key or focus, or when idle after the load
 * (web/src/start.ts): they read and link without it. The room file is also the worker's join
 * card, which starts the same way; the worker takes its preloads out (worker/routes/pages.ts).
 * The big screen is not one of them: nobody touches a TV, and it must be live at once,
 * so its app and route chunks are preloaded and it starts after the first paint.
 */
const STARTS_ON_INTENT = new Set<PrerenderedPage>(["landing", "privacy", "terms", "contact", "not-found"]);

/**
 * The fonts preloaded on every page, two weights: Arabic regular and bold, and Latin regular,
 * since Arabic body text carries Latin punctuation (: ! «») and digits; without it the hero
 * paragraph, the landing's largest text, waited for a Latin file found only in the stylesheet.
 */
const PRELOADED_FONTS = ["plex-arabic-400.woff2", "plex-arabic-700.woff2", "plex-latin-400.woff2"];

const CSS_SAMPLES_START = "<!--css-samples-->";
const CSS_SAMPLES_END = "<!--/css-samples-->";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

/** A chunk and every chunk it imports statically (their file names, assets/…). */
function chunkClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === "chunk") for (const imported of chunk.imports) chunkClosure(bundle, imported, seen);
  return seen;
}

function chunkFor(bundle: Rollup.OutputBundle, root: string, module: string): string {
  const id = resolve(root, module);
  const chunk = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId === id);
  if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
  return chunk.fileName;
}

/** The stylesheets of these chunks (a route's own, outside the entry's). */
function routeStylesheets(bundle: Rollup.OutputBundle, fileNames: Iterable<string>): string[] {
  const css = new Set<string>();
  for (const fileName of fileNames) {
    const chunk = bundle[fileName];
    if (chunk?.type === "chunk") for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  }
  return [...css];
}

/** The rules of these stylesheets whose selector is `html.{className}` alone. */
function htmlClassRules(outDir: string, stylesheets: string[], className: string): string[] {
  const rule = new RegExp(`(?:^|})\\s*(html\\.${className}\\s*{[^}]*})`, "g");
  return stylesheets.flatMap((file) => [...readFileSync(join(outDir, file), "utf8").matchAll(rule)].map((m) => m[1]));
}

function assetFor(bundle: Rollup.OutputBundle, name: string): string {
  const asset = Object.values(bundle).find((a) => a.type === "asset" && (a.names ?? []).includes(name));
  if (!asset) throw new Error(`prerender: no emitted asset ${name}`);
  return asset.fileName;
}

export function prerenderPages(root: string): Plugin {
  return {
    name: "majlis-prerender",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      // The Node build of the pages lives until every page is drawn (its route chunks load lazily while
      // drawing), inside the project so that its imports of react and the rest resolve to node_modules.
      const prerenderDir = mkdtempSync(join(root, "node_modules", ".majlis-prerender-"));
      try {
        await drawPages(root, prerenderDir, outDir, bundle);
      } finally {
        rmSync(prerenderDir, { recursive: true, force: true });
      }
    },
  };
}

async function drawPages(root: string, prerenderDir: string, outDir: string, bundle: Rollup.OutputBundle): Promise<void> {
  const shell = readFileSync(join(outDir, "index.html"), "utf8");
  const entry = Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === "chunk" && c.isEntry)!;
  const entryChunks = chunkClosure(bundle, entry.fileName);
  // The entry (web/src/start.ts) imports the app after the first paint; its chunks download meanwhile.
  const appChunks = [...chunkClosure(bundle, chunkFor(bundle, root, APP_MODULE))].filter((f) => !entryChunks.has(f));
  const modulePreloads = (files: Iterable<string>) => [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const fontLinks = PRELOADED_FONTS.map((name) => `<link rel="preload" href="/${assetFor(bundle, name)}" as="font" type="font/woff2" crossorigin>`);
  const css = readFileSync(join(outDir, entry.viteMetadata!.importedCss.values().next().value!), "utf8");
  // Beasties keeps only the @font-face rules of families a rule names literally; the theme names them through a variable.
  const fontFaces = (css.match(/@font-face\s*{[^}]*}/g) ?? []).join("");
  const app = await loadPrerenderModule(root, prerenderDir);
  const beasties = new Beasties({ path: outDir, publicPath: "/", pruneSource: false, fonts: false, compress: true, logLevel: "warn" });

  const write = async (
    file: string,
    body: string,
    options: {
      extraHead?: string[];
      head?: { title: string; description: string } | null;
      painted: boolean;
      cssSamples?: string;
      /** Stylesheets of the page's route chunk, read for critical CSS too and loaded like the main one. */
      routeCss?: string[];
      /** Classes the page's <html> carries (the TV's scale) before the app runs. */
      htmlClass?: string;
    },
  ) => {
    // Markup the page may be filled with later (the worker's join card) is read for critical CSS, then taken out.
    let html = shell.replace('<div id="root"></div>', options.cssSamples ? `${body}${CSS_SAMPLES_START}${options.cssSamples}${CSS_SAMPLES_END}` : body);
    if (options.htmlClass) html = html.replace(/<html\b/, `<html class="${options.htmlClass}"`);
    if (options.routeCss?.length)
      html = html.replace("</head>", `${options.routeCss.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join("\n    ")}\n  </head>`);
    if (options.head) {
      html = html
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(options.head.title)}</title>`)
        .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(options.head.description)}"`);
    }
    html = (await beasties.process(html)).replace(" data-beasties-container", "");
    if (options.cssSamples) {
      const start = html.indexOf(CSS_SAMPLES_START);
      const end = html.indexOf(CSS_SAMPLES_END);
      if (start < 0 || end < start) throw new Error(`prerender: ${file} lost its CSS samples' markers`);
      html = html.slice(0, start) + html.slice(end + CSS_SAMPLES_END.length);
    }
    // Beasties does not keep rules on <html> itself (the TV's scale): they go inline as they are.
    const htmlRules = options.htmlClass ? htmlClassRules(outDir, options.routeCss ?? [], options.htmlClass) : [];
    html = html.replace(
      "</head>",
      `${[`<style>${fontFaces}${htmlRules.join("")}</style>`, ...fontLinks, ...(options.extraHead ?? [])].join("\n    ")}\n  </head>`,
    );
    if (options.painted) html = paintFirst(html);
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), html);
  };

  for (const [page, file] of Object.entries(PAGE_FILES) as [PrerenderedPage, string][]) {
    const module = ROUTE_MODULES[page];
    const routeChunks = module ? [...chunkClosure(bundle, chunkFor(bundle, root, module))].filter((f) => !entryChunks.has(f)) : [];
    const body = `<div id="root" ${PRERENDERED_MARKER(page)}>${await app.renderPage(page)}</div>`;
    // The worker draws a room link's join card into the room page (worker/pages/join-page.tsx): its rules are inline too.
    const cssSamples = page === "room" ? await app.renderJoinCardSamples() : undefined;
    // A page that reads without the app starts it on the first touch (web/src/start.ts), so its chunks are not fetched up front.
    const preloads = STARTS_ON_INTENT.has(page) ? [] : modulePreloads(new Set([...appChunks, ...routeChunks]));
    // The big screen's page is drawn in its TV scale with its route's stylesheet (screen.css), so the frame the worker draws is laid out as the app will lay it out.
    const routeCss = page === "screen" ? routeStylesheets(bundle, routeChunks).filter((f) => !entry.viteMetadata!.importedCss.has(f)) : undefined;
    await write(file, body, { extraHead: preloads, head: app.pageHead(page), painted: true, cssSamples, routeCss, htmlClass: page === "screen" ? "screen-tv" : undefined });
  }
  // The worker draws a blog page or a visitor's /premium into this template (worker/routes/pages.ts): its critical CSS is
  // read from sample pages of each, so the drawn page is laid out as it will stay once the full stylesheet is on. Those
  // pages read without the app and start it on the first touch, so nothing is preloaded.
  await write(DRAWN_PAGES_FILE, `<div id="root" ${PRERENDERED_MARKER("drawn")}></div>`, { painted: true, cssSamples: await app.renderDrawnPageSamples() });
  // The shell's app draws every other screen from scratch: its scripts and full stylesheet keep their priority.
  await write("index.html", `<div id="root">${await app.renderShell()}</div>`, { extraHead: modulePreloads(appChunks), painted: false });
}

/**
 * A prerendered page is readable before any script or the full stylesheet arrives, so those
 * yield the network to the HTML and its fonts: the scripts and their preloads go at low
 * priority, and the stylesheet (its rules for this page are inline already) loads as a print
 * sheet that main.tsx switches on once it has arrived (web/src/full-css.ts; no inline script,
 * the CSP allows none), with a <noscript> copy for a browser without JavaScript.
 */
export function paintFirst(html: string): string {
  return html
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
    .replace(/\s*<link rel="preload"[^>]*as="style">/g, "")
    .replace(/<link rel="stylesheet"([^>]*)>/g, (_, attrs) => `<link rel="stylesheet"${attrs} media="print" ${FULL_CSS_ATTRIBUTE}><noscript><link rel="stylesheet"${attrs}></noscript>`);
}

/** Builds web/src/prerender.tsx for Node (its dependencies stay in node_modules) and imports it. */
async function loadPrerenderModule(root: string, outDir: string): Promise<PrerenderModule> {
  await build({
    configFile: false,
    root: resolve(root, "web"),
    logLevel: "warn",
    plugins: [react()],
    build: { ssr: resolve(root, "web/src/prerender.tsx"), outDir, emptyOutDir: true, minify: false },
  });
  return (await import(pathToFileURL(join(outDir, "prerender.js")).href)) as PrerenderModule;
}
