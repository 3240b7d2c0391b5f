// Where the app's start spends a throttled phone's main thread: loads a drawn page (a room's
// /join or /screen) in Chromium at 4× CPU slowdown with the app started at once (the edge
// proxy's touch, as page-speed.mjs --start-app), and prints its long tasks, their blocking
// time (the part of each over 50 ms, as TBT counts it) and the functions with the most self
// time over the load, from a V8 CPU profile. The blocking time is split where the proxy's touch
// starts the app (its performance mark, edge-proxy.mjs): the page's own load before it, the
// app's start from the task that holds it on, which is what the ≤ 200 ms target is for.
//
//   node scripts/bench/start-profile.mjs [--page /join] [--runs 3] [--url http://127.0.0.1:8787] [--rate 4] [--top 25] [--out DIR]
//
// Without --url it serves a scratch build (`npm run serve`, scratch-serve.mjs). --out saves
// each run's .cpuprofile for DevTools. A long task that holds the touch counts with the app's
// start, whatever of the page's own work it also holds, so that share is an upper bound. No assertions.
import { writeFileSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { START_APP_MARK, startEdgeProxy } from "./edge-proxy.mjs";
import { startScratchServe } from "./scratch-serve.mjs";

const { values: opts } = parseArgs({
  options: {
    page: { type: "string", multiple: true },
    runs: { type: "string", default: "3" },
    url: { type: "string" },
    rate: { type: "string", default: "4" },
    top: { type: "string", default: "25" },
    out: { type: "string" },
  },
});
const PAGES = opts.page?.length ? opts.page : ["/join", "/screen"];
const RATE = Number(opts.rate);
/** A task's time over this is blocking (Lighthouse's TBT). */
const BLOCKING_MS = 50;
/** The target for the app's start's blocking time on a 4× throttled phone. */
const TARGET_MS = 200;
/** Ours: the page has settled when no long task came for this long after the load. */
const QUIET_MS = 3_000;

async function createRoom(base) {
  const headers = { "Content-Type": "application/json", Origin: base };
  const guest = await fetch(`${base}/api/auth/guest`, { method: "POST", headers, body: "{}" });
  const cookie = guest.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const room = await fetch(`${base}/api/rooms`, { method: "POST", headers: { ...headers, Cookie: cookie }, body: JSON.stringify({ gameType: "trivia-deception", name: "غرفة قياس السرعة" }) });
  if (!room.ok) throw new Error(`creating a room failed: ${room.status} ${await room.text()}`);
  return (await room.json()).code;
}

/** Self time per function (name, file, line and column) over the whole profile, in µs. */
function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const f = nodes.get(id).callFrame;
    const key = `${f.functionName || "(anonymous)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + dt);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function measure(browser, url, run) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "ar-SA", isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__long.push([e.startTime, e.duration]))).observe({ type: "longtask", buffered: true });
  });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  // Settled: no long task for QUIET_MS.
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    await page.waitForTimeout(250);
    const n = await page.evaluate(() => window.__long.length);
    if (n !== seen) (seen = n), (quietSince = Date.now());
  }
  const { profile } = await cdp.send("Profiler.stop");
  const long = (await page.evaluate(() => window.__long)).sort((a, b) => a[0] - b[0]);
  const startedAt = await page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null, START_APP_MARK);
  if (startedAt === null) throw new Error(`${url}: the proxy's touch never ran (no "${START_APP_MARK}" mark)`);
  await context.close();
  if (opts.out) {
    mkdirSync(opts.out, { recursive: true });
    writeFileSync(join(opts.out, `${new URL(url).pathname.split("/")[1]}-${run}.cpuprofile`), JSON.stringify(profile));
  }
  const blockingOf = (tasks) => tasks.reduce((sum, [, d]) => sum + Math.max(0, d - BLOCKING_MS), 0);
  const app = long.filter(([start, d]) => start + d > startedAt);
  return { long, blocking: blockingOf(long), appBlocking: blockingOf(app), appTasks: app.length, profile };
}

const server = opts.url ? { url: opts.url, stop: async () => {} } : await startScratchServe({ name: "start-profile", env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" } });
const proxy = await startEdgeProxy(server.url, 0, { startAppAtOnce: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const page of PAGES) {
    const path = page === "/join" ? `/join/${await createRoom(proxy.url)}` : page === "/screen" ? `/screen/${await createRoom(proxy.url)}` : page;
    const all = new Map();
    const figures = [];
    const blockings = [];
    const appBlockings = [];
    for (let run = 1; run <= Number(opts.runs); run++) {
      const { long, blocking, appBlocking, appTasks, profile } = await measure(browser, `${proxy.url}${path}`, run);
      blockings.push(blocking);
      appBlockings.push(appBlocking);
      const durations = long.map(([, d]) => Math.round(d));
      const ownLoad = durations.slice(0, long.length - appTasks);
      figures.push(`run ${run}: ${Math.round(blocking)} ms in ${long.length} long tasks, the app's start ${Math.round(appBlocking)} ms (page's own load: ${ownLoad.join(", ") || "none"} · the app's start: ${durations.slice(ownLoad.length).join(", ") || "none"})`);
      // Every sample of the load counts: the long tasks are most of the busy time at this slowdown.
      for (const [key, us] of selfTimes(profile)) all.set(key, (all.get(key) ?? 0) + us / 1000 / Number(opts.runs));
    }
    const median = (values) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
    console.log(`\n${path} at ${RATE}× CPU slowdown, the app started at once: the app's start blocks median ${median(appBlockings)} ms (target ≤ ${TARGET_MS} ms); the whole load ${median(blockings)} ms · load average ${loadavg()[0].toFixed(2)}`);
    for (const f of figures) console.log(`  ${f}`);
    // The renderer's own work (parsing, style, layout, paint) is "(program)" to V8's profiler.
    const native = ["(program)", "(garbage collector)"].map((k) => `${k} ${(all.get(`${k} :0:0`) ?? 0).toFixed(0)} ms`).join(", ");
    console.log(`functions with the most self time (ms, mean of runs; beside them ${native}):`);
    const js = [...all].filter(([key]) => !/^\((idle|program|garbage collector|root)\) /.test(key));
    for (const [key, ms] of js.sort((a, b) => b[1] - a[1]).slice(0, Number(opts.top))) console.log(`  ${ms.toFixed(1).padStart(7)}  ${key}`);
  }
} finally {
  await browser.close();
  proxy.close?.();
  await server.stop();
}
