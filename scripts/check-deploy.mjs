// `npm run deploy:check`: builds as for a deploy, checks the worker that would ship
// runs in production mode, then lets wrangler validate the deploy without uploading.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const bin = (name) => resolve(root, "node_modules/.bin", name);
const env = { ...process.env, PATH: `${resolve(root, "node_modules/.bin")}:${process.env.PATH}`, WRANGLER_SEND_METRICS: "false" };
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });

run(bin("vite"), ["build", "--logLevel", "warn"]);
const deployed = resolve(root, "dist/majlis/wrangler.json");
const config = JSON.parse(readFileSync(deployed, "utf8"));
if (config.vars?.APP_ENV !== "production") {
  console.error(`deploy check: the built worker has APP_ENV=${JSON.stringify(config.vars?.APP_ENV)}; it must be "production"`);
  process.exit(1);
}
if (!config.assets?.directory) {
  console.error("deploy check: the built worker has no assets directory");
  process.exit(1);
}
run(bin("wrangler"), ["deploy", "--dry-run", "--config", deployed]);
console.log("deploy check: production build and wrangler dry run passed");
