// Builds the app and prints what a phone downloads up front on each prerendered page (the
// entry script, the chunks the page preloads, the stylesheet and the preloaded fonts, raw and
// gzipped), whether zod is among those scripts, then the JavaScript each page runs once the app
// has started (the entry, the app, the page's route and what its first screen loads lazily,
// from the build's manifest: every static import followed), then each lazily loaded chunk.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const root = resolve(import.meta.dirname, "../..");
// --out-dir DIR builds there instead of dist/ (so a dist/ being served is left alone); --no-build measures DIR as it is.
const { values: opts } = parseArgs({ options: { "out-dir": { type: "string", default: "dist" }, "no-build": { type: "boolean", default: false } } });
const outDir = resolve(root, opts["out-dir"]);
if (!opts["no-build"])
  execFileSync(process.execPath, [resolve(root, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--logLevel", "warn", "--manifest"], {
    cwd: root,
    stdio: "inherit",
    // A production build whatever the shell says (a NODE_ENV=development build bundles React's development build).
    env: { ...process.env, NODE_ENV: "production" },
  });

const clientDir = [join(outDir, "client"), outDir].find((d) => existsSync(join(d, "index.html")));
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const size = (file) => {
  const data = readFileSync(join(clientDir, file));
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
};
// zod's own class names survive minification; a chunk holding them carries zod.
const hasZod = (file) => /\$ZodType|ZodError/.test(readFileSync(join(clientDir, file), "utf8"));

/** The files a page's HTML loads before anything runs: scripts, preloaded modules, stylesheets, preloaded fonts. */
function upFront(htmlFile) {
  const html = readFileSync(join(clientDir, htmlFile), "utf8");
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.(?:js|css|woff2))"/g)].map((m) => m[1]);
  return [...new Set(files)];
}

const PAGES = [
  ["landing /", "_prerendered/landing.html"],
  ["room link /join/{code}", "_prerendered/room.html"],
  ["privacy /privacy", "privacy.html"],
  ["404", "_prerendered/not-found.html"],
  ["big screen /screen/{code} (a room in its lobby)", "_prerendered/screen.html"],
  ["a blog page, a visitor's /premium (the worker draws them into this template)", "_prerendered/drawn.html"],
  ["shell (any other address)", "index.html"],
];

const upFrontFiles = new Set();
for (const [label, htmlFile] of PAGES) {
  if (!existsSync(join(clientDir, htmlFile))) continue;
  const files = upFront(htmlFile);
  const inline = (readFileSync(join(clientDir, htmlFile), "utf8").match(/<style>[\s\S]*?<\/style>/g) ?? []).join("");
  console.log(`${label} (${htmlFile}: ${kb(size(htmlFile).gzip)} gzip, ${kb(gzipSync(inline).length)} of it inline CSS):`);
  const totals = { js: 0, css: 0, woff2: 0 };
  for (const file of files) {
    upFrontFiles.add(file);
    const s = size(file);
    const kind = file.split(".").pop();
    totals[kind] += kind === "woff2" ? s.raw : s.gzip;
    console.log(`  ${file.padEnd(48)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
  }
  const zod = files.filter((f) => f.endsWith(".js") && hasZod(f));
  console.log(`  JS ${kb(totals.js)} gzip, CSS ${kb(totals.css)} gzip (loaded without blocking), fonts ${kb(totals.woff2)}; zod: ${zod.length ? zod.join(", ") : "none"}`);
}

console.log("lazy chunks:");
for (const file of readdirSync(join(clientDir, "assets")).filter((f) => f.endsWith(".js") && !upFrontFiles.has(`assets/${f}`)).sort()) {
  const s = size(`assets/${file}`);
  console.log(`  assets/${file.padEnd(41)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
}

// ---------- once the app has started ----------

/**
 * The modules each page runs once the app has started: the entry (index.html), the app
 * (main.tsx), the page's route and the lazy parts its first screen loads. The join figure is
 * a phone that opens an invitation, enters and sits in the lobby (≤ 100 KiB gzip).
 */
// The entry imports the libraries first, then the app (web/src/start.ts).
const APP = ["index.html", "src/runtime/libraries.ts", "src/main.tsx"];
const STARTED = [
  ["landing /", [...APP, "src/routes/landing.tsx"]],
  ["join /join/{code} and sit in the lobby", [...APP, "src/routes/room.tsx", "src/features/lobby/lobby.tsx"]],
  ["premium /premium", [...APP, "src/routes/premium.tsx"]],
  ["big screen /screen/{code} (lobby)", [...APP, "src/routes/screen.tsx"]],
  ["blog post /blog/{slug}", [...APP, "src/routes/blog/post.tsx"]],
];
const JOIN_TARGET_KIB = 100;
const manifestFile = join(clientDir, ".vite/manifest.json");
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  /** Every chunk `keys` load before running: the chunks themselves and their static imports, followed. */
  const closure = (keys) => {
    const seen = new Set();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return [...seen].map((key) => manifest[key].file);
  };
  console.log("once the app has started (the entry, the app, the route and its first screen's lazy parts; gzip):");
  for (const [label, sources] of STARTED) {
    const present = sources.filter((source) => manifest[source]);
    // A module merged into another chunk (no chunk of its own) is counted in that chunk.
    const files = closure(present);
    const total = files.reduce((sum, file) => sum + size(file).gzip, 0);
    const zod = files.filter(hasZod);
    const target = label.startsWith("join") ? ` (target ≤ ${JOIN_TARGET_KIB} KiB: ${total / 1024 <= JOIN_TARGET_KIB ? "met" : "NOT MET"})` : "";
    console.log(`  ${label.padEnd(40)} ${kb(total).padStart(10)} in ${files.length} files${target}; zod: ${zod.length ? zod.join(", ") : "none"}`);
  }
} else console.log("(no build manifest: run without --no-build to measure the JavaScript once the app has started)");
