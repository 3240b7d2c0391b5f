// Runs the browser tests: starts the app on a scratch database with the dev
// server (worker, Durable Objects and D1 inside workerd), then drives Debian's
// Chromium through playwright-core. Without Chromium the tests are skipped,
// except under CI, where they are required.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CHROMIUM_PATH } from "./helpers.mjs";

const root = resolve(import.meta.dirname, "..");
if (!existsSync(CHROMIUM_PATH)) {
  if (process.env.CI) {
    console.error(`Browser tests need Chromium at ${CHROMIUM_PATH} (apt-get install chromium).`);
    process.exit(1);
  }
  console.log(`Browser tests skipped: no Chromium at ${CHROMIUM_PATH}.`);
  process.exit(0);
}

const stateDir = mkdtempSync(join(tmpdir(), "majlis-e2e-"));
const port = Number(process.env.E2E_PORT ?? 5299);
const baseUrl = `http://127.0.0.1:${port}`;
const env = { ...process.env, MAJLIS_STATE_DIR: stateDir, PORT: String(port), PATH: `${root}/node_modules/.bin:${process.env.PATH}` };

const setup = spawnSync(process.execPath, ["scripts/setup-local.mjs"], { cwd: root, env, stdio: "inherit" });
if (setup.status !== 0) process.exit(setup.status ?? 1);

const server = spawn(process.execPath, [resolve(root, "node_modules/vite/bin/vite.js"), "dev"], {
  cwd: root,
  env,
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let serverLog = "";
server.stdout.on("data", (d) => (serverLog += d));
server.stderr.on("data", (d) => (serverLog += d));

function stop() {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
  rmSync(stateDir, { recursive: true, force: true });
}
process.on("SIGINT", () => (stop(), process.exit(130)));

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const res = await fetch(`${baseUrl}/api/games`);
      // The first request also loads the seed content and warms the SPA.
      if (res.ok && (await fetch(`${baseUrl}/`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(serverLog);
  throw new Error("the dev server did not start");
}

/**
 * Every browser of the suite calls from one address (127.0.0.1), dozens of players a minute:
 * the per-address limit of state-changing calls is raised to its maximum for this scratch
 * database (rate limiting stays on), as no single person's pace would need.
 */
function raiseRateLimit() {
  const security = JSON.stringify({ enableRateLimit: true, rateLimitPerMinute: 1000, sessionTimeout: 24 });
  const run = spawnSync(resolve(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", `UPDATE admin_settings SET value_json = '${security}' WHERE section = 'security'`], {
    cwd: root,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`could not raise the rate limit of the scratch database\n${run.stdout}${run.stderr}`);
}

let status = 1;
try {
  await waitForServer();
  raiseRateLimit();
  const run = spawnSync(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", ...process.argv.slice(2).concat(process.argv.length > 2 ? [] : ["e2e/tests/*.test.mjs"])], {
    cwd: root,
    env: { ...env, BASE_URL: baseUrl },
    stdio: "inherit",
  });
  status = run.status ?? 1;
  if (status !== 0 && process.env.E2E_SERVER_LOG) console.error(serverLog);
} finally {
  stop();
}
process.exit(status);
