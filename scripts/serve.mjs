// `npm run serve`: the built app as it deploys, served locally by workerd without
// Vite's dev server. Migrates the local D1 (scripts/setup-local.mjs), runs
// `vite build`, then `wrangler dev` on the deployable worker config the build
// writes (<out>/majlis/wrangler.json). wrangler's own workerd proxy answers the
// port and hands requests and sockets to the app's workerd; no Node process
// carries a frame.
//
// It shares the local D1, R2 and Durable Object state with `npm start`
// (MAJLIS_STATE_DIR, default .wrangler/state), listens on PORT (default 4173,
// beside the dev server's 5173), and runs in development mode, like `npm start`,
// so the development sign-in and the Tap sandbox work; the build itself still
// ships APP_ENV="production". APP_ENV=production in the shell serves it in
// production mode instead; any other value is refused before anything starts.
//
//   node scripts/serve.mjs [--out-dir dist] [--no-build]
//
// --out-dir builds elsewhere than dist/ (the benchmark uses a scratch folder, so
// it never replaces a dist/ someone else is serving); --no-build serves what
// is already there.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";

const root = resolve(import.meta.dirname, "..");
const { values: opts } = parseArgs({
  options: { "out-dir": { type: "string", default: "dist" }, "no-build": { type: "boolean", default: false } },
});
const outDir = resolve(root, opts["out-dir"]);
const stateDir = resolve(root, process.env.MAJLIS_STATE_DIR ?? ".wrangler/state");
const port = process.env.PORT ?? "4173";
const appEnv = process.env.APP_ENV ?? "development";
// Vite's runner (below) sets NODE_ENV=development in this process when it is unset: the build must
// not inherit that, or it bundles React's development build (jsxDEV, 3× the size, far slower).
const nodeEnvAtStart = process.env.NODE_ENV;
// The mode's one definition (data/env.ts), through vite's runner: this script may start under a Node without type stripping.
const { appEnvProblem } = (await runnerImport(resolve(root, "data/env.ts"), { configFile: false, root, logLevel: "silent" })).module;
const appEnvRefusal = appEnvProblem(appEnv);
if (appEnvRefusal) {
  console.error(`serve: ${appEnvRefusal}`);
  process.exit(1);
}
const bin = (name) => resolve(root, "node_modules/.bin", name);
// The project's Node 24 (node_modules/.bin) must come first: wrangler needs ≥ 22.
// Wrangler's local trace collector and data explorer record every event of every
// worker (each socket frame a room hears) in a SQLite store: development tooling
// with no counterpart in a deployed worker, so the served build runs without them.
const env = {
  ...process.env,
  PATH: `${resolve(root, "node_modules/.bin")}:${process.env.PATH}`,
  WRANGLER_SEND_METRICS: "false",
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? "false",
  X_LOCAL_EXPLORER: process.env.X_LOCAL_EXPLORER ?? "false",
};
if (nodeEnvAtStart === undefined) delete env.NODE_ENV;
else env.NODE_ENV = nodeEnvAtStart;

function step(label, command, args) {
  const run = spawnSync(command, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  if (run.status !== 0) {
    console.error(`serve: ${label} failed (${run.status ?? run.signal ?? run.error})`);
    process.exit(run.status || 1);
  }
}

step("setting up the local database", process.execPath, ["scripts/setup-local.mjs"]);
if (!opts["no-build"]) step("vite build", bin("vite"), ["build", "--outDir", outDir, "--logLevel", "warn"]);
const config = resolve(outDir, "majlis/wrangler.json");
if (!existsSync(config)) {
  console.error(`serve: no built worker config at ${config} (run without --no-build)`);
  process.exit(1);
}

const server = spawn(
  bin("wrangler"),
  [
    "dev",
    "--config", config,
    "--persist-to", stateDir,
    "--ip", "127.0.0.1",
    "--port", port,
    "--var", `APP_ENV:${appEnv}`,
    // The cost bench's counters (data/cost-meter.ts), which count only in development.
    ...(process.env.MAJLIS_COST_METER === "on" ? ["--var", "COST_METER:on"] : []),
    // The isolate's own inspector on a port of the caller's choosing (the audience bench reads its heap there).
    ...(process.env.MAJLIS_INSPECTOR_PORT ? ["--inspector-port", process.env.MAJLIS_INSPECTOR_PORT] : []),
    "--show-interactive-dev-session=false",
  ],
  { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 1)));
