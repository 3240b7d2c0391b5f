// Admin questions list at real size: 10,000 trivia questions in D1, then the
// questions tab's calls (a filtered, server-paginated page) timed end to end over
// HTTP, as the admin page makes them. Target: every filtered page under 100 ms locally.
//
//   node scripts/bench/admin-questions.mjs [--questions 10000] [--samples 30] [--url http://127.0.0.1:5173]
//
// Without --url it starts its own dev server (Vite + workerd) on a scratch state
// directory, like e2e/run.mjs, and removes it afterwards. With --url it adds the
// questions to that server's database (use a scratch one). Exits non-zero when setup
// fails or a page answers in 100 ms or more at the median.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "./child-server.mjs";

const root = resolve(import.meta.dirname, "../..");
const { values: opts } = parseArgs({
  options: {
    questions: { type: "string", default: "10000" },
    samples: { type: "string", default: "30" },
    url: { type: "string" },
  },
});
const QUESTIONS = Number(opts.questions);
const SAMPLES = Number(opts.samples);
if (!Number.isInteger(QUESTIONS) || QUESTIONS < 1 || QUESTIONS > 100_000 || !Number.isInteger(SAMPLES) || SAMPLES < 1) {
  console.error("usage: node scripts/bench/admin-questions.mjs [--questions 10000] [--samples 30] [--url http://127.0.0.1:5173]");
  process.exit(2);
}
const TARGET_MS = 100;
/** Rows per bulk call: the route takes at most 500 (schema/limits.ts CONTENT_LIMITS.importMaxRows). */
const BATCH = 500;
const SUBCATEGORIES = 10;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startDevServer() {
  const stateDir = mkdtempSync(join(tmpdir(), "majlis-bench-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, MAJLIS_STATE_DIR: stateDir, PORT: String(port), PATH: `${root}/node_modules/.bin:${process.env.PATH}`, CI: "true", WRANGLER_SEND_METRICS: "false" };
  const setup = spawnSync(process.execPath, ["scripts/setup-local.mjs"], { cwd: root, env, encoding: "utf8", timeout: 120_000 });
  if (setup.status !== 0) throw new Error(`scripts/setup-local.mjs failed\n${setup.stdout}${setup.stderr}`);
  const server = spawn(process.execPath, [resolve(root, "node_modules/vite/bin/vite.js"), "dev"], { cwd: root, env, stdio: "ignore", detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
    rmSync(stateDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/games`, { signal: AbortSignal.timeout(30_000) })).ok) return { baseUrl, stop };
    } catch {}
    await sleep(500);
  }
  stop();
  throw new Error("the dev server did not start within 120 s");
}

/** An admin session against `baseUrl` (development credentials). */
async function adminSession(baseUrl) {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ username: "admin", password: "majlis-admin" }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return async (method, path, body) => {
    const r = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Cookie: cookie, Origin: baseUrl, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
}

const WORDS = ["عاصمة", "نهر", "جبل", "كوكب", "شاعر", "لاعب", "مدينة", "بحر", "صحراء", "قلعة", "جزيرة", "سلطان", "عالم", "مخترع", "رواية"];

async function fill(api) {
  const stamp = Date.now().toString(36);
  const category = await api("POST", "/api/admin/categories", { nameAr: `فئة القياس ${stamp}`, gameId: 1 });
  const subs = [];
  for (let i = 0; i < SUBCATEGORIES; i++) subs.push(await api("POST", "/api/admin/subcategories", { nameAr: `فرعية القياس ${i + 1}`, categoryId: category.id }));
  const started = performance.now();
  let added = 0;
  for (let start = 0; start < QUESTIONS; start += BATCH) {
    const sub = subs[(start / BATCH) % subs.length];
    const rows = [];
    for (let i = start; i < Math.min(QUESTIONS, start + BATCH); i++)
      rows.push({ content: `سؤال القياس رقم ${i} عن ${WORDS[i % WORDS.length]} ${stamp}؟`, correctAnswer: `جواب ${i}`, fakeAnswer1: `خطأ أ ${i}`, fakeAnswer2: `خطأ ب ${i}`, fakeAnswer3: `خطأ ج ${i}` });
    const result = await api("POST", "/api/admin/questions/bulk", { categoryId: category.id, subcategoryId: sub.id, rows });
    added += result.added;
  }
  return { category, subs, added, fillMs: performance.now() - started };
}

async function time(api, path) {
  for (let i = 0; i < 3; i++) await api("GET", path);
  const samples = [];
  let total = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    const page = await api("GET", path);
    samples.push(performance.now() - t);
    total = page.total;
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { median: at(0.5), p95: at(0.95), max: samples[samples.length - 1], total };
}

const server = opts.url ? { baseUrl: opts.url.replace(/\/$/, ""), stop: () => {} } : await startDevServer();
let failed = false;
try {
  const api = await adminSession(server.baseUrl);
  const { category, subs, added, fillMs } = await fill(api);
  const all = (await api("GET", "/api/admin/questions?pageSize=1")).total;
  console.log(`${added} questions added in ${(fillMs / 1000).toFixed(1)} s (bulk calls of ${BATCH}); ${all} trivia questions in D1\n`);
  const cases = [
    ["first page, no filter", "/api/admin/questions"],
    ["game filter", "/api/admin/questions?gameId=1"],
    ["category", `/api/admin/questions?gameId=1&categoryId=${category.id}`],
    ["category + subcategory", `/api/admin/questions?gameId=1&categoryId=${category.id}&subcategoryId=${subs[3].id}`],
    ["search (question text)", `/api/admin/questions?gameId=1&search=${encodeURIComponent("كوكب")}`],
    ["category + search", `/api/admin/questions?gameId=1&categoryId=${category.id}&search=${encodeURIComponent("جزيرة")}`],
    ["search, no match", `/api/admin/questions?gameId=1&search=${encodeURIComponent("لا يوجد هذا النص")}`],
    ["deep page (page 150)", `/api/admin/questions?gameId=1&page=150`],
  ];
  const rows = [];
  for (const [label, path] of cases) {
    const r = await time(api, path);
    rows.push([label, r.total, r.median, r.p95, r.max]);
    if (r.median >= TARGET_MS) failed = true;
  }
  const pad = (s, n) => String(s).padEnd(n);
  console.log(`${pad("page of 50", 26)}${pad("matches", 9)}${pad("median ms", 11)}${pad("p95 ms", 9)}max ms`);
  for (const [label, total, median, p95, max] of rows) console.log(`${pad(label, 26)}${pad(total, 9)}${pad(median.toFixed(1), 11)}${pad(p95.toFixed(1), 9)}${max.toFixed(1)}`);
  console.log(`\n${SAMPLES} samples each after 3 warm-ups, over HTTP through the dev server; target: median under ${TARGET_MS} ms → ${failed ? "MISSED" : "met"}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
