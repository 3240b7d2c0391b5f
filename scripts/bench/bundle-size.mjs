// Builds the app and prints what a phone downloads: the landing page's entry
// script and styles, and each lazily loaded screen, raw and gzipped.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const root = resolve(import.meta.dirname, "../..");
execFileSync(process.execPath, [resolve(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });

const clientDir = ["dist/client", "dist"].map((d) => resolve(root, d)).find((d) => {
  try {
    return statSync(join(d, "index.html")).isFile();
  } catch {
    return false;
  }
});
const html = readFileSync(join(clientDir, "index.html"), "utf8");
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const size = (file) => {
  const data = readFileSync(join(clientDir, file));
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
};

let entryGzip = 0;
console.log("landing page (loaded up front):");
for (const file of entryFiles) {
  const s = size(file);
  entryGzip += s.gzip;
  console.log(`  ${file.padEnd(48)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
}
console.log(`  total gzip: ${kb(entryGzip)}`);

console.log("lazy chunks:");
for (const file of readdirSync(join(clientDir, "assets")).filter((f) => f.endsWith(".js") && !entryFiles.includes(`assets/${f}`)).sort()) {
  const s = size(`assets/${file}`);
  console.log(`  assets/${file.padEnd(41)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
}
