// A lazily imported chunk's preload list names only the chunks that may not be loaded yet.
//
// For each `import()` vite writes the chunks the imported one needs (`__vite__mapDeps`, so they
// download together rather than one after another). Its list also names every chunk the importing
// chunk imports statically; those were loaded before the importing chunk's code could run, so
// preloading them again does nothing, but their names ship in every chunk that lazily imports
// something: on the way to the lobby the app, the room route, the lobby and the live layer each
// carried a list of ~20–40 names (≈ 5 KiB gzip of the 107.7 a phone loaded). Stylesheets are
// kept as vite lists them (it adds them after this filter).
import type { Plugin, Rollup } from "vite";

/** The chunk and every chunk it imports statically, followed: all of them are fetched before any of it runs. */
export function staticClosure(bundle: Rollup.OutputBundle, file: string): Set<string> {
  const closure = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const next = stack.pop()!;
    const chunk = bundle[next];
    if (closure.has(next) || chunk?.type !== "chunk") continue;
    closure.add(next);
    stack.push(...chunk.imports);
  }
  return closure;
}

/**
 * For each chunk, the chunks surely loaded whenever its code runs: its static closure, and what
 * is surely loaded in every chunk that can bring it in (imports it, statically or lazily), since
 * a chunk other than the entry runs only once one of those has. The largest such sets (start from
 * "everything" and narrow until nothing changes), so a chunk reached along several ways keeps only
 * what all of them load.
 */
export function surelyLoaded(bundle: Rollup.OutputBundle): Map<string, Set<string>> {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
  const parents = new Map<string, string[]>(chunks.map((c) => [c.fileName, []]));
  for (const chunk of chunks) for (const child of [...chunk.imports, ...chunk.dynamicImports]) parents.get(child)?.push(chunk.fileName);
  const closures = new Map(chunks.map((c) => [c.fileName, staticClosure(bundle, c.fileName)]));
  const all = new Set(chunks.map((c) => c.fileName));
  const sure = new Map(chunks.map((c) => [c.fileName, c.isEntry || parents.get(c.fileName)!.length === 0 ? closures.get(c.fileName)! : all]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const chunk of chunks) {
      if (chunk.isEntry) continue;
      const next = new Set(closures.get(chunk.fileName));
      const [first, ...rest] = parents.get(chunk.fileName)!.map((p) => sure.get(p)!);
      for (const file of first ?? []) if (rest.every((set) => set.has(file))) next.add(file);
      if (next.size !== sure.get(chunk.fileName)!.size) {
        sure.set(chunk.fileName, next);
        changed = true;
      }
    }
  }
  return sure;
}

/** The preload list of a lazy import made by `host`, without what is surely loaded when `host` runs. */
export function notYetLoaded(sure: Map<string, Set<string>>, host: string, deps: string[]): string[] {
  const loaded = sure.get(host);
  return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
}

/**
 * The plugin keeps the client bundle being written (vite resolves the preload lists in its own
 * `generateBundle`, after ours), and `resolveDependencies` is `build.modulePreload`'s hook.
 */
export function preloadDeps(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: "html" | "js" }) => string[] } {
  let sure: Map<string, Set<string>> | null = null;
  return {
    plugin: {
      name: "majlis:preload-deps",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      generateBundle(_options, output) {
        sure = surelyLoaded(output);
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === "js" && sure ? notYetLoaded(sure, hostId, deps) : deps),
  };
}
