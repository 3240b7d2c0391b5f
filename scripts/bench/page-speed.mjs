// Page-speed benchmark: builds the app, serves the build the way the edge
// does (./edge-proxy.mjs: Brotli/gzip, hashed assets cached for a year), and runs
// Lighthouse 13 with its default mobile config (simulated slow 4G, 4× CPU slowdown)
// on the landing, a real room's /join/{code}, /privacy, /blog, a published post, /premium
// and a room's big screen /screen/{code}.
// Prints one table: the four category scores, FCP, LCP, TBT, CLS and the gzipped
// JavaScript loaded before interactive, with the issue's targets met or not.
//
//   node scripts/bench/page-speed.mjs [--runs 1] [--only /] [--url http://127.0.0.1:5173] [--start-app] [--json-dir DIR]
//
// Without --url it runs `npm run serve` on a scratch state directory (scripts/serve.mjs
// prepares it with scripts/setup-local.mjs, as e2e/run.mjs does) and a scratch build
// folder: the built app in workerd. --url measures a
// running server instead (still behind the proxy). --runs N reports the median of N
// runs of each figure. --only PAGE (repeatable) picks pages: /, /join, /privacy,
// /blog, /blog/post, /premium, /screen. --start-app starts each page's app at once (a touch as
// the page loads, edge-proxy.mjs), so the app's start falls inside Lighthouse's window: a drawn
// page otherwise starts it on the first touch or seconds after the load, outside the window.
// --json-dir DIR writes each run's Lighthouse report there (DIR/<page>-<run>.json), to read
// what the table sums up: the LCP element and its phases, the long tasks, the script boot-up,
// and the load's trace beside it (DIR/<page>-<run>.trace.json).
// No assertions: exits non-zero only when setup or a page fails.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startEdgeProxy } from "./edge-proxy.mjs";
import { startScratchServe } from "./scratch-serve.mjs";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const SERVER_START_TIMEOUT_MS = 180_000;

const PAGES = ["/", "/join", "/privacy", "/blog", "/blog/post", "/premium", "/screen"];
// The targets (every page at 95; JS before interactive ≤ 80 KiB on the landing, ≤ 100 KiB on a room link, whose LCP ≤ 2.0 s).
// `scores` apply to every category listed; the rest to the page's figures.
const TARGETS = {
  "/": { performance: 95, accessibility: 95, "best-practices": 95, seo: 95, fcp: 1500, lcp: 2000, jsKiB: 80 },
  "/join": { performance: 95, lcp: 2000, jsKiB: 100 },
  "/privacy": { performance: 95, accessibility: 95, "best-practices": 95, seo: 95 },
  "/blog": { performance: 95, accessibility: 95, "best-practices": 95, seo: 95 },
  "/blog/post": { performance: 95, accessibility: 95, "best-practices": 95, seo: 95 },
  "/premium": { performance: 95, accessibility: 95, "best-practices": 95 },
  "/screen": { performance: 95, accessibility: 95, "best-practices": 95 },
};
const CLS_TARGET = 0.05; // everywhere
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

// ---------- options ----------

const { values: opts } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "1" },
    only: { type: "string", multiple: true },
    "start-app": { type: "boolean", default: false },
    "json-dir": { type: "string" },
  },
});
function usage(message) {
  console.error(`${message}\nusage: node scripts/bench/page-speed.mjs [--runs 1] [--only ${PAGES.join("|")}]... [--url http://127.0.0.1:5173] [--start-app] [--json-dir DIR]`);
  process.exit(2);
}
const RUNS = Number(opts.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 25) usage("--runs must be an integer from 1 to 25");
for (const page of opts.only ?? []) if (!PAGES.includes(page)) usage(`--only: unknown page ${page}`);
const pages = PAGES.filter((p) => !opts.only || opts.only.includes(p));
if (opts.url) {
  try {
    new URL(opts.url);
  } catch {
    usage(`--url is not a URL: ${opts.url}`);
  }
}

class SetupError extends Error {}
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ---------- the server ----------

/**
 * `npm run serve` on a scratch state and build (scratch-serve.mjs): the built app in workerd
 * with `wrangler dev`, in development mode so the local guest sign-in works.
 */
async function startServer() {
  try {
    const server = await startScratchServe({
      name: "page-speed",
      env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
      timeoutMs: SERVER_START_TIMEOUT_MS,
      onStop: (stop) => (stopServer = stop),
    });
    return { url: server.url, how: "npm run serve (wrangler dev on the build)", stop: server.stop };
  } catch (error) {
    throw new SetupError(error.message);
  }
}

// ---------- what the pages need: a room and a post ----------

async function createRoom(base) {
  const headers = { "Content-Type": "application/json", Origin: base };
  const guest = await fetch(`${base}/api/auth/guest`, { method: "POST", headers, body: "{}" });
  if (!guest.ok) throw new SetupError(`guest sign-in failed: ${guest.status} ${await guest.text()}`);
  const cookie = guest.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const room = await fetch(`${base}/api/rooms`, { method: "POST", headers: { ...headers, Cookie: cookie }, body: JSON.stringify({ gameType: "trivia-deception", name: "غرفة قياس السرعة" }) });
  if (!room.ok) throw new SetupError(`creating a room failed: ${room.status} ${await room.text()}`);
  return (await room.json()).code;
}

async function publishedPostSlug(base) {
  const answer = await fetch(`${base}/api/blog/posts`);
  if (!answer.ok) throw new SetupError(`the blog's post list failed: ${answer.status}`);
  const slug = (await answer.json()).posts?.[0]?.slug;
  if (!slug) throw new SetupError("the blog has no published post");
  return slug;
}

// ---------- one Lighthouse run ----------

/**
 * JavaScript before interactive: every script (network-requests audit, resourceType
 * Script, answered 200) whose request started before the page's Time to Interactive,
 * counted once per URL at its gzip -9 size (as scripts/bench/bundle-size.mjs counts).
 * The request times are those of the observed, unthrottled load and TTI is the
 * simulated one, so this is every script the page asked for while loading, including
 * lazy chunks its first render pulls in; a chunk fetched later (after a tap) is not.
 */
async function scriptsBeforeInteractive(lhr) {
  const tti = lhr.audits.interactive?.numericValue ?? Infinity;
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const urls = [...new Set(items.filter((r) => r.resourceType === "Script" && r.statusCode === 200 && r.networkRequestTime <= tti && !r.url.startsWith("data:")).map((r) => r.url))];
  let bytes = 0;
  for (const url of urls) {
    const answer = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    bytes += gzipSync(Buffer.from(await answer.arrayBuffer()), { level: 9 }).length;
  }
  return { kib: bytes / 1024, count: urls.length };
}

/** The weighted audits that failed in the accessibility, best-practices and SEO categories. */
function lostPoints(lhr) {
  return CATEGORIES.slice(1).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => {
        // A word on what failed: the console message, the issue's kind or the element.
        const items = lhr.audits[ref.id].details?.items ?? [];
        const what = items.slice(0, 2).map((i) => String(i.description ?? i.issueType ?? i.node?.snippet ?? i.url ?? "").slice(0, 120)).filter(Boolean);
        return `${id}: ${ref.id}${what.length ? ` (${what.join(" | ")})` : ""}`;
      }),
  );
}

/** `page`'s run `run` as Lighthouse wrote it, under --json-dir (a page's path as a file name: "/" is "landing"). */
function saveReport({ lhr, artifacts }, page, run) {
  const dir = opts["json-dir"];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = page === "/" ? "landing" : page.slice(1).replaceAll("/", "-");
  writeFileSync(join(dir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
  // The page load's trace, unthrottled (Lighthouse simulates the 4× phone from it): open it in DevTools' performance panel.
  if (artifacts?.Trace) writeFileSync(join(dir, `${name}-${run + 1}.trace.json`), JSON.stringify(artifacts.Trace));
}

async function measure(url, page, run) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned nothing");
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    saveReport(result, page, run);
    const js = await scriptsBeforeInteractive(lhr);
    const score = (id) => (lhr.categories[id]?.score ?? NaN) * 100;
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      ...Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      jsKiB: js.kib,
      scripts: js.count,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      warnings: lhr.runWarnings ?? [],
      lost: lostPoints(lhr),
    };
  } finally {
    await chrome.kill();
  }
}

// ---------- report ----------

function misses(page, m) {
  const target = TARGETS[page];
  const out = [];
  for (const id of CATEGORIES) if (target[id] !== undefined && !(m[id] >= target[id])) out.push(`${id} ${Math.round(m[id])} < ${target[id]}`);
  if (target.fcp !== undefined && !(m.fcp <= target.fcp)) out.push(`FCP ${secs(m.fcp)} > ${secs(target.fcp)}`);
  if (target.lcp !== undefined && !(m.lcp <= target.lcp)) out.push(`LCP ${secs(m.lcp)} > ${secs(target.lcp)}`);
  if (target.jsKiB !== undefined && !(m.jsKiB <= target.jsKiB)) out.push(`JS ${m.jsKiB.toFixed(1)} KiB > ${target.jsKiB} KiB`);
  if (!(m.cls <= CLS_TARGET)) out.push(`CLS ${m.cls.toFixed(3)} > ${CLS_TARGET}`);
  return out;
}
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printTable(rows) {
  const header = ["page", "perf", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "JS before TTI (gzip)", "targets"];
  const lines = rows.map(({ page, path, m, error }) => {
    if (error) return [path ?? page, "", "", "", "", "", "", "", "", "", `not measured: ${error}`];
    const missed = misses(page, m);
    return [
      path,
      ...CATEGORIES.map((id) => String(Math.round(m[id]))),
      secs(m.fcp),
      secs(m.lcp),
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
      `${m.jsKiB.toFixed(1)} KiB (${m.scripts} files)`,
      missed.length ? `not met: ${missed.join("; ")}` : "met",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(row(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const line of lines) console.log(row(line));
}

// ---------- main ----------

let server;
/** Ends the scratch server: set as soon as it starts, so a signal during its start cleans up too. */
let stopServer = null;
let proxy;
let failed = false;
process.on("SIGINT", async () => {
  await stopServer?.();
  process.exit(130);
});
try {
  server = opts.url ? { url: opts.url.replace(/\/$/, ""), how: `running server at ${opts.url}`, stop() {} } : await startServer();
  proxy = await startEdgeProxy(server.url, 0, { startAppAtOnce: opts["start-app"] });
  const paths = { "/": "/", "/privacy": "/privacy", "/blog": "/blog", "/premium": "/premium" };
  if (pages.includes("/join")) paths["/join"] = `/join/${await createRoom(proxy.url)}`;
  // The big screen of a room of its own (a room's first guest may open its screen).
  if (pages.includes("/screen")) paths["/screen"] = `/screen/${await createRoom(proxy.url)}`;
  if (pages.includes("/blog/post")) paths["/blog/post"] = `/blog/${encodeURIComponent(await publishedPostSlug(proxy.url))}`;

  const chromeVersion = spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).stdout.trim();
  console.log(`Lighthouse 13 mobile (simulated throttling) · ${chromeVersion} · ${server.how} behind the edge proxy (${proxy.url}) · median of ${RUNS} run(s) · ${opts["start-app"] ? "the app started at once (inside the window)" : "each page's own start"} · load average ${loadavg()[0].toFixed(2)}`);

  const rows = [];
  for (const page of pages) {
    const runs = [];
    let error;
    for (let i = 0; i < RUNS; i++) {
      try {
        runs.push(await measure(`${proxy.url}${paths[page]}`, page, i));
      } catch (e) {
        error = e.message;
      }
    }
    if (!runs.length) {
      failed = true;
      rows.push({ page, path: paths[page], error });
      continue;
    }
    const m = Object.fromEntries(["performance", "accessibility", "best-practices", "seo", "fcp", "lcp", "tbt", "cls", "jsKiB", "scripts"].map((k) => [k, median(runs.map((r) => r[k]))]));
    for (const warning of new Set(runs.flatMap((r) => r.warnings))) console.log(`  ${paths[page]}: ${warning}`);
    rows.push({ page, path: decodeURIComponent(paths[page]), m, runs, lost: [...new Set(runs.flatMap((r) => r.lost))] });
  }
  console.log(`load average after: ${loadavg()[0].toFixed(2)}`);
  printTable(rows);
  for (const { path, lost } of rows) if (lost?.length) console.log(`${path} lost points on:\n  ${lost.join("\n  ")}`);
  // Lighthouse simulates a phone from this machine's own, unthrottled run, so a slower or busier
  // machine scores lower on the same code: each run's score beside Lighthouse's measure of the machine.
  console.log("each run: performance (TBT) at the machine's benchmark index (Lighthouse's; higher is faster)");
  for (const { path, runs } of rows) if (runs) console.log(`  ${path}: ${runs.map((r) => `${Math.round(r.performance)} (${Math.round(r.tbt)} ms) at ${Math.round(r.benchmarkIndex)}`).join(", ")}`);
} catch (error) {
  failed = true;
  console.error(error instanceof SetupError ? `setup failed: ${error.message}` : error);
} finally {
  await proxy?.close();
  await server?.stop();
}
process.exit(failed ? 1 : 0);
