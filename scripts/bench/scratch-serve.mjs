// `npm run serve` on a scratch build and state directory, as the benchmarks run it:
// scripts/serve.mjs migrates the scratch D1, builds into a scratch folder (so a dist/ someone
// else serves is left alone) and serves the build in workerd with `wrangler dev`, so the
// sockets are answered as in production. Also the switch the benches that make thousands of
// identities turn in that scratch D1: the API's rate limit off.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "./child-server.mjs";

export const root = resolve(import.meta.dirname, "../..");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** How long a stopped server is given to end on SIGTERM before it is killed. */
const STOP_GRACE_MS = 5_000;

/**
 * Starts `npm run serve` and resolves once `/api/games` and `/` answer (the first API request
 * also loads the seed content). `name` names the scratch folders; `build` serves a build
 * already made in that folder instead of building one; `env` adds to the server's environment;
 * `onStop` is handed stop() before the server starts, so a signal during the start cleans up.
 * Resolves to { url, pid, stateDir, env, log(), stop() }: stop() ends the server's process
 * group and removes the scratch folders. A server that fails to start is stopped, and the
 * error carries the end of its log.
 */
export async function startScratchServe({ name, build = null, env: extra = {}, timeoutMs = 600_000, onStop = null }) {
  const stateDir = mkdtempSync(join(tmpdir(), `majlis-${name}-state-`));
  const outDir = build ? resolve(build) : mkdtempSync(join(tmpdir(), `majlis-${name}-dist-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, MAJLIS_STATE_DIR: stateDir, PORT: String(port), PATH: `${root}/node_modules/.bin:${process.env.PATH}`, ...extra };
  let server = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      signal(server, "SIGTERM");
      if (!(await Promise.race([exited.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]))) {
        signal(server, "SIGKILL");
        await Promise.race([exited, sleep(2_000)]);
      }
    }
    rmSync(stateDir, { recursive: true, force: true });
    if (!build) rmSync(outDir, { recursive: true, force: true });
  };
  onStop?.(stop);

  server = spawn(process.execPath, [resolve(root, "scripts/serve.mjs"), "--out-dir", outDir, ...(build ? ["--no-build"] : [])], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  const keep = (d) => {
    log += d;
    if (log.length > 2_000_000) log = log.slice(-1_000_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const why = server.exitCode !== null ? `exited with ${server.exitCode}` : Date.now() > deadline ? `did not start within ${timeoutMs / 1000} s` : null;
    if (why) {
      await stop();
      throw new Error(`npm run serve ${why}\n${log.slice(-4_000)}`);
    }
    try {
      const games = await fetch(`${url}/api/games`, { signal: AbortSignal.timeout(30_000) });
      if (games.ok && (await fetch(`${url}/`, { signal: AbortSignal.timeout(30_000) })).ok) break;
    } catch {
      // Not listening yet: the build and the migrations come first.
    }
    await sleep(500);
  }
  return { url, pid: server.pid, stateDir, env, log: () => log, stop };
}

/** Signals the server's whole process group (wrangler and workerd under it); one already gone is left. */
function signal(server, name) {
  try {
    process.kill(-server.pid, name);
  } catch {
    // The group has ended already.
  }
}

/**
 * Turns the API's per-address rate limit off in a scratch server's D1 (100 state-changing calls a
 * minute by default; the set-up of a bench makes thousands) and checks that it reads back off.
 */
export function turnRateLimitOff(server) {
  const security = JSON.stringify({ enableRateLimit: false, rateLimitPerMinute: 100, sessionTimeout: 24 });
  const sql = `UPDATE admin_settings SET value_json = '${security}' WHERE section = 'security'; SELECT value_json FROM admin_settings WHERE section = 'security'`;
  const d1 = spawnSync(resolve(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", server.stateDir, "--json", "--command", sql], {
    cwd: root,
    env: server.env,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (d1.status !== 0 || !d1.stdout.includes('\\"enableRateLimit\\":false'))
    throw new Error(`could not turn the rate limit off in the local D1 (${d1.status ?? d1.signal ?? d1.error})\n${d1.stdout}${d1.stderr}`);
}
