// `npm run deploy:check`: builds as for a deploy, checks the worker that would ship
// runs in production mode (its built APP_ENV and anything that would override it),
// then lets wrangler validate the deploy without uploading.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { runnerImport } from "vite";

const root = resolve(import.meta.dirname, "..");
// The rules are pure and unit tested (scripts/deploy-env.ts); vite's runner resolves their TypeScript imports.
const { appEnvFromCommand, appEnvFromDotenv, deployAppEnvRefusals } = (
  await runnerImport(resolve(root, "scripts/deploy-env.ts"), { configFile: false, root, logLevel: "silent" })
).module;
const bin = (name) => resolve(root, "node_modules/.bin", name);
const env = { ...process.env, PATH: `${resolve(root, "node_modules/.bin")}:${process.env.PATH}`, WRANGLER_SEND_METRICS: "false" };
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });

run(bin("vite"), ["build", "--logLevel", "warn"]);
const deployed = resolve(root, "dist/majlis/wrangler.json");
const config = JSON.parse(readFileSync(deployed, "utf8"));
// The effective APP_ENV, not only the built file's: every source that could set it must say "production".
const settings = [{ source: "dist/majlis/wrangler.json", value: config.vars?.APP_ENV }];
const deployScript = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")).scripts?.deploy ?? "";
for (const value of appEnvFromCommand(deployScript)) settings.push({ source: "package.json's deploy script (--var)", value });
if (process.env.APP_ENV !== undefined) settings.push({ source: "the shell's environment", value: process.env.APP_ENV });
for (const file of [".dev.vars", "dist/majlis/.dev.vars"]) {
  const path = resolve(root, file);
  const value = existsSync(path) ? appEnvFromDotenv(readFileSync(path, "utf8")) : undefined;
  if (value !== undefined) settings.push({ source: file, value });
}
const refusals = deployAppEnvRefusals(settings);
if (refusals.length) {
  for (const line of refusals) console.error(`deploy check: ${line}`);
  process.exit(1);
}
if (!config.assets?.directory) {
  console.error("deploy check: the built worker has no assets directory");
  process.exit(1);
}
run(bin("wrangler"), ["deploy", "--dry-run", "--config", deployed]);
console.log("deploy check: production build and wrangler dry run passed");
