// Completes package-lock.json with the optional platform packages that `npm install`
// leaves out when the registry it used lacks them (prebuilt binaries for other
// systems: @tailwindcss/oxide-*, @cloudflare/workerd-*, @esbuild/*, ...).
// `npm ci` refuses a lock file that misses any declared optional dependency, even
// one it would skip on this platform, so each gets an entry with its os/cpu.
// Run after `npm install` changes the lock file: `node scripts/complete-lockfile.mjs`.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const lockPath = resolve(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

/** Whether a dependency of `parent` resolves in the lock (npm's lookup, upwards) to the wanted version. */
function resolves(parent, name, version) {
  const exact = /^\d+\.\d+\.\d+/.test(version);
  let base = parent;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    // The nearest entry is the one npm uses: a wrong version there means a nested entry is missing.
    if (packages[candidate]) return !exact || packages[candidate].version === version;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

function platformOf(name, version) {
  const view = (spec) => {
    try {
      const out = execFileSync("npm", ["view", spec, "--json"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
      const data = JSON.parse(out || "null");
      const last = Array.isArray(data) ? data.at(-1) : data;
      return last?.name ? { os: last.os, cpu: last.cpu, libc: last.libc } : null;
    } catch {
      return null;
    }
  };
  // The exact version if the registry has it, otherwise the newest: platform fields never change between versions.
  return view(`${name}@${version}`) ?? view(name) ?? {};
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolves(path, name, version)) continue;
    // Hoisted when nothing holds the name at the top, otherwise beside its parent.
    const at = packages[`node_modules/${name}`] ? `${path ? `${path}/` : ""}node_modules/${name}` : `node_modules/${name}`;
    const { os, cpu, libc } = platformOf(name, version);
    // A platform package of a dev-only parent is dev-only too. Fields in npm's order (version, then by name),
    // so a later `npm install` leaves the entry as it is.
    const fields = { optional: true, ...(meta.dev && { dev: true }), ...(cpu && { cpu: [cpu].flat() }), ...(os && { os: [os].flat() }), ...(libc && { libc: [libc].flat() }) };
    packages[at] = { version, ...Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))) };
    added++;
    console.log(`added ${at}@${version} (${[os, cpu].flat().filter(Boolean).join(" ")})`);
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} optional platform entries added`);
