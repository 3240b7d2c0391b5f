// A lazy import names no JavaScript to preload; vite still adds the stylesheets it needs.
//
// For each `import()` vite writes the chunks the imported one needs (`__vite__mapDeps`) and, when
// it runs, inserts a `<link rel="modulepreload">` for each, so they download together rather than
// one after another. On a phone that is the costly way: each link starts its fetch on the main
// thread, and the preloaded modules are taken in as they arrive, between the start's own steps.
// Measured with scripts/bench/start-profile.mjs (4× CPU, the app started at once, five runs
// each): the app's start blocked /join for 473 ms and /screen for 409 ms with the links, 182 and
// 125 ms without. Without them a lazily imported chunk's own imports are fetched once it has
// arrived: one round trip more for a chunk not loaded yet (a route, a dialog on its first
// opening); the game's screens are fetched ahead from the lobby, so a round does not wait for it.

/** `build.modulePreload.resolveDependencies`: the entry page's own list (hostType "html") is kept. */
export function lazyImportPreloads(_file: string, deps: string[], { hostType }: { hostType: "html" | "js" }): string[] {
  return hostType === "js" ? [] : deps;
}
