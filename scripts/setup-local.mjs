// Prepares local state before the dev server starts: applies D1 migrations to the
// same folder the Vite plugin persists to. Seed content loads on the first request.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const stateDir = resolve(root, process.env.MAJLIS_STATE_DIR ?? ".wrangler/state");
const wrangler = resolve(root, "node_modules/.bin/wrangler");

execFileSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  // The project's Node 24 (node_modules/.bin) must come first: wrangler needs ≥ 22.
  env: { ...process.env, PATH: `${resolve(root, "node_modules/.bin")}:${process.env.PATH}`, CI: "true", WRANGLER_SEND_METRICS: "false" },
});
console.log(`Local database ready in ${stateDir}`);
