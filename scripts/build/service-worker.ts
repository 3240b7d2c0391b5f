// Builds /sw.js from web/pwa/service-worker.js: its VERSION is a hash of the build's file names
// (a new deploy means a new worker that takes over cleanly), and its precache list names the
// shell, the offline page, the icons, the fonts and the entry's script and styles.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/** What the worker fetches at install: small, and enough to open the app without a network. */
export function precacheList(fileNames: readonly string[]): string[] {
  const assets = fileNames.filter((f) => /^assets\/.*\.(css|woff2)$/.test(f) || /^assets\/(start|index|main)-[\w-]+\.js$/.test(f));
  return ["/", "/offline.html", "/manifest.webmanifest", "/icons/icon-192.png", ...assets.sort().map((f) => `/${f}`)];
}

export function buildServiceWorker(source: string, fileNames: readonly string[]): string {
  const version = createHash("sha256").update([...fileNames].sort().join("\n")).digest("hex").slice(0, 16);
  return source.replace("__VERSION__", version).replace("__PRECACHE__", JSON.stringify(precacheList(fileNames)));
}

export function serviceWorker(root: string): Plugin {
  return {
    name: "majlis-service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const source = readFileSync(resolve(root, "web/pwa/service-worker.js"), "utf8");
      this.emitFile({ type: "asset", fileName: "sw.js", source: buildServiceWorker(source, Object.keys(bundle)) });
    },
  };
}
