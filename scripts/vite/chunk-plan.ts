// Which chunk each shared module of the browser bundle goes to: one chunk per set of pages that
// use it, instead of one per set of lazily loaded parts.
//
// Left to itself the bundler makes a chunk for every distinct set of lazy imports that reach a
// module. The app has ~90 of them (routes, the lobby's host cards and dialogs, each game's
// screens, the admin's tabs), so an icon used by the lobby, a dialog and the landing, or a
// 400-byte helper used by the room and the admin, became a file of its own: the phone joining a
// room fetched 53 files, ~35 of them under 1 KiB gzip, each compressed alone and each named in
// the chunks that import it. Here a module's chunk is chosen by the pages that load it up front:
// the app's libraries, the app itself, each route (the landing among them) and the lobby. Modules
// the same pages load go in one chunk, so a page still loads nothing it does not use, and a lazy
// part (a dialog, a host card, a game's screens) loads the chunks of what it shares with the
// pages, as before. Modules only one page loads, and those only lazy parts use, are left to the
// bundler (it puts them in that page's chunk or beside the lazy parts); so are the entry script's
// modules and every lazily imported module, which keep their own chunks.
//
// lucide-react is imported through its index, which names every icon: a module's edges to icons
// are read from its own `import { … } from "lucide-react"`, so an icon goes with the pages that
// draw it.
import { readFileSync } from "node:fs";
import { posix } from "node:path";
import type { Plugin } from "vite";

/** A module of the graph as the plan reads it. */
export interface PlanModule {
  /** Modules it imports statically. */
  imports: readonly string[];
  /** The entry script, or imported lazily somewhere: keeps a chunk of its own. */
  ownChunk: boolean;
  /** The script's entry (its modules are in the entry chunk, loaded on every page). */
  entry: boolean;
  /** Its code's length (after transforms, before minifying). */
  size: number;
}

/** The pages' up-front roots: the app's two steps (libraries, then the app) and the pages (routes, the lobby). */
export interface PlanRoots {
  steps: readonly string[];
  pages: readonly string[];
}

/** Below this much code (characters before minifying, ~1 KiB gzip), a shared group joins a larger one. */
export const MIN_SHARED_SIZE = 4000;

/** A short stable name for a set of page indices (the chunk's name, written in every chunk importing it). */
function shortName(pages: readonly number[]): string {
  let hash = 0;
  for (const page of pages) hash = (Math.imul(hash, 31) + page + 1) >>> 0;
  return hash.toString(36);
}

function closure(graph: ReadonlyMap<string, PlanModule>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    const module = graph.get(id);
    if (seen.has(id) || !module) continue;
    seen.add(id);
    stack.push(...module.imports);
  }
  return seen;
}

/**
 * Module id → chunk name, for the modules the plan places. A module every page loads through an
 * app step goes with the earliest step that loads it ("libs", then "app"); one that several
 * pages load goes to the chunk of exactly those pages ("s-" and a short name of the set), unless that
 * group is small; one a single page loads and lazy parts elsewhere use too, to that page's ("p-" and its index).
 */
export function planChunks(graph: ReadonlyMap<string, PlanModule>, roots: PlanRoots, minSharedSize = MIN_SHARED_SIZE): Map<string, string> {
  const entryModules = closure(
    graph,
    [...graph].filter(([, m]) => m.entry).map(([id]) => id),
  );
  const placed = new Map<string, string>();
  const free = (id: string) => !entryModules.has(id) && !graph.get(id)?.ownChunk && !placed.has(id);
  // The libraries' step takes the library code the app itself runs (its entry points name all of it);
  // what only some pages use goes with those pages.
  const [libraries, app] = roots.steps.map((step) => closure(graph, [step]));
  for (const id of app) if (free(id)) placed.set(id, libraries.has(id) ? "libs" : "app");
  const pageClosures = roots.pages.map((page) => closure(graph, [page]));
  const pagesOf = new Map<string, number[]>();
  pageClosures.forEach((ids, page) => {
    for (const id of ids) if (free(id)) pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
  });
  // A module one page loads and lazy parts elsewhere use too (an icon of the lobby and of an admin
  // tab) would be a chunk of its own beside that page: such modules go in one chunk per page.
  const lazyClosures = [...graph].filter(([id, m]) => m.ownChunk && !m.entry && !roots.pages.includes(id)).map(([id]) => closure(graph, [id]));
  const usedLazily = (id: string) => lazyClosures.some((ids) => ids.has(id));
  const shared = new Map<string, { pages: number[]; ids: string[]; size: number }>();
  for (const [id, pages] of pagesOf) {
    if (pages.length === 1) {
      if (usedLazily(id)) placed.set(id, `p-${pages[0].toString(36)}`);
      continue;
    }
    const key = pages.join(".");
    const group = shared.get(key) ?? { pages, ids: [], size: 0 };
    group.ids.push(id);
    group.size += graph.get(id)!.size;
    shared.set(key, group);
  }
  // A small group joins the group of the fewest more pages that load all of its pages: a file of a
  // few hundred bytes costs a page more than those bytes cost the others. One no group covers keeps
  // its own chunk (in the app, every page would load it).
  const covers = (big: number[], small: number[]) => small.every((page) => big.includes(page));
  // Only into a group whose pages all load what the small one imports already: else each of them
  // would load those imports' chunks too.
  const importsLoadedBy = (group: { ids: string[] }, pages: number[]) =>
    group.ids.every((id) =>
      graph.get(id)!.imports.every((imported) => group.ids.includes(imported) || entryModules.has(imported) || placed.has(imported) || covers(pagesOf.get(imported) ?? [], pages)),
    );
  for (const group of [...shared.values()].sort((a, b) => a.size - b.size)) {
    if (group.size >= minSharedSize) continue;
    const into = [...shared.values()]
      .filter((other) => other !== group && other.ids.length > 0 && covers(other.pages, group.pages) && importsLoadedBy(group, other.pages))
      .sort((a, b) => a.pages.length - b.pages.length || b.size - a.size)[0];
    if (!into) continue;
    into.ids.push(...group.ids);
    into.size += group.size;
    group.ids = [];
  }
  for (const group of shared.values()) for (const id of group.ids) placed.set(id, `s-${shortName(group.pages)}`);
  return placed;
}

/** lucide-react's index: each icon's exported names → the icon's module. */
function lucideIndex(indexFile: string): Map<string, string> {
  const icons = new Map<string, string>();
  const dir = indexFile.slice(0, indexFile.lastIndexOf("/"));
  for (const m of readFileSync(indexFile, "utf8").matchAll(/export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)';/g))
    for (const name of m[1].matchAll(/default as (\w+)/g)) icons.set(name[1], `${dir}/${m[2]}`);
  return icons;
}

/** The icons a module imports from lucide-react's index, by their modules. */
export function lucideImports(code: string, icons: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g))
    for (const spec of m[1].split(",")) {
      const icon = icons.get(spec.trim().split(/\s+as\s+/)[0]);
      if (icon) found.push(icon);
    }
  return found;
}

const STAR_EXPORT = /export\s*\*\s*from\s*["']([^"']+)["']/g;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMED_EXPORT_FROM = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}(?!\s*from)/g;
const ANY_IMPORT = /import\s+[^;]*?from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/g;
const OWN_EXPORT = /export\s+(?:const|let|var|function\*?|async\s+function|class)\s+([\w$]+)/g;

/** `a, b as c` → [["a", "a"], ["b", "c"]]. */
const specifiers = (list: string) =>
  list
    .split(",")
    .map((spec) => spec.trim().split(/\s+as\s+/))
    .filter(([name]) => name)
    .map(([name, alias]) => [name, alias ?? name] as const);

/**
 * The module among `candidates` that `spec`, an import written in `importer`, names: a relative
 * path, or a package by its name (when one candidate lies in that package).
 */
function resolveSpec(importer: string, spec: string, candidates: readonly string[]): string | undefined {
  if (!spec.startsWith(".")) {
    const inPackage = candidates.filter((id) => id.includes(`/node_modules/${spec}/`));
    return inPackage.length === 1 ? inPackage[0] : undefined;
  }
  const base = posix.join(posix.dirname(importer), spec);
  return candidates.find((id) => id.replace(/\.[cm]?[jt]sx?$/, "") === base || id.replace(/\/index\.[cm]?[jt]sx?$/, "") === base);
}

/**
 * A module's imports with each index (a module that re-exports others: `export * from`, as
 * schema/limits.ts does, `export { … } from`, or imports it exports again, as the libraries'
 * entry points do) replaced by the modules that define the names it imports from it: an index
 * names every part, so through it a page would seem to use the blog's limits, or the mutation
 * code the admin uses. An index keeps no edge to what it re-exports (unless it imports it for
 * its own use too); an import the code does not spell out by name keeps the index and all its parts.
 */
export function withoutIndexes(modules: ReadonlyMap<string, { code: string; imports: readonly string[] }>): Map<string, string[]> {
  interface Index {
    whole: string[];
    names: Map<string, readonly [string, string]>;
    own: Set<string>;
  }
  const indexes = new Map<string, Index>();
  for (const [id, { code, imports }] of modules) {
    const resolve = (spec: string) => resolveSpec(id, spec, imports);
    const whole = [...code.matchAll(STAR_EXPORT)].map((m) => resolve(m[1])).filter((part): part is string => !!part);
    const names = new Map<string, readonly [string, string]>();
    for (const m of code.matchAll(NAMED_EXPORT_FROM)) {
      const from = resolve(m[2]);
      if (from) for (const [name, alias] of specifiers(m[1])) names.set(alias, [from, name]);
    }
    const locals = new Map<string, readonly [string, string]>();
    for (const m of code.matchAll(NAMED_IMPORT)) {
      const from = resolve(m[2]);
      if (from) for (const [name, alias] of specifiers(m[1])) locals.set(alias, [from, name]);
    }
    const reexported = new Set<string>();
    for (const m of code.matchAll(EXPORT_LIST))
      for (const [local, alias] of specifiers(m[1])) {
        const from = locals.get(local);
        if (from) (names.set(alias, from), reexported.add(local));
      }
    if (!whole.length && !names.size) continue;
    // What it imports only to export again is a part, not a dependency of its own.
    const usedItself = new Set([...locals].filter(([local]) => !reexported.has(local)).map(([, [from]]) => from));
    const starOnly = new Set(whole);
    for (const m of code.matchAll(ANY_IMPORT)) {
      const from = resolve(m[1] ?? m[2]);
      if (from && !m[0].startsWith("import {")) usedItself.add(from);
      if (from) starOnly.delete(from);
    }
    const own = new Set([...whole.filter((part) => starOnly.has(part) || !usedItself.has(part)), ...[...names.values()].map(([from]) => from).filter((from) => !usedItself.has(from))]);
    indexes.set(id, { whole, names, own });
  }
  const exportsOf = new Map<string, Set<string>>();
  const exported = (id: string) => {
    let names = exportsOf.get(id);
    if (!names) {
      const code = modules.get(id)?.code ?? "";
      names = new Set([...[...code.matchAll(OWN_EXPORT)].map((m) => m[1]), ...[...code.matchAll(EXPORT_LIST)].flatMap((m) => specifiers(m[1]).map(([, alias]) => alias))]);
      exportsOf.set(id, names);
    }
    return names;
  };
  /** The module that defines `name` as `id` exports it, following indexes. */
  const definer = (id: string, name: string, depth = 0): string | undefined => {
    const index = indexes.get(id);
    const named = index?.names.get(name);
    if (!named && exported(id).has(name)) return id;
    if (!index || depth > 8) return undefined;
    if (named) return definer(named[0], named[1], depth + 1);
    for (const part of index.whole) {
      const found = definer(part, name, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  /** An index and everything it re-exports, followed. */
  const allParts = (id: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(id)) return seen;
    seen.add(id);
    for (const part of indexes.get(id)?.own ?? []) allParts(part, seen);
    return seen;
  };
  const edges = new Map<string, string[]>();
  for (const [id, { code, imports }] of modules) {
    const own = indexes.get(id)?.own ?? new Set<string>();
    const next = new Set(imports.filter((imported) => !own.has(imported)));
    for (const index of imports.filter((imported) => indexes.has(imported) && !own.has(imported))) {
      const names = [...code.matchAll(NAMED_IMPORT)].filter((m) => resolveSpec(id, m[2], [index]) === index).flatMap((m) => specifiers(m[1]).map(([name]) => name));
      const importsOtherwise = [...code.matchAll(ANY_IMPORT)].some((m) => !m[0].startsWith("import {") && resolveSpec(id, m[1] ?? m[2], [index]) === index);
      const defining = names.map((name) => definer(index, name));
      if (!names.length || importsOtherwise || defining.includes(undefined)) {
        for (const part of allParts(index)) next.add(part);
        continue;
      }
      next.delete(index);
      for (const module of defining) next.add(module!);
    }
    edges.set(id, [...next]);
  }
  return edges;
}

const LUCIDE_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * The plugin reads the client's module graph once it is complete and plans the chunks;
 * `name` is the `output.codeSplitting` group that places them (null: left to the bundler).
 */
export function chunkPlan(roots: { steps: (id: string) => number; page: (id: string) => boolean }): { plugin: Plugin; name: (id: string) => string | null } {
  let plan = new Map<string, string>();
  return {
    plugin: {
      name: "majlis:chunk-plan",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      buildEnd() {
        const graph = new Map<string, PlanModule>();
        const ids = [...this.getModuleIds()];
        const index = ids.find((id) => LUCIDE_INDEX.test(id));
        const icons = index ? lucideIndex(index) : null;
        const infos = new Map(ids.map((id) => [id, this.getModuleInfo(id)!] as const).filter(([, info]) => info));
        const edges = withoutIndexes(new Map([...infos].map(([id, info]) => [id, { code: info.code ?? "", imports: info.importedIds }])));
        for (const [id, info] of infos) {
          const imports = edges.get(id)!.filter((imported) => imported !== index);
          if (icons && index && info.importedIds.includes(index)) imports.push(...lucideImports(info.code ?? "", icons));
          graph.set(id, { imports, ownChunk: info.isEntry || info.dynamicImporters.length > 0, entry: info.isEntry, size: info.code?.length ?? 0 });
        }
        const steps = ids.filter((id) => roots.steps(id) >= 0).sort((a, b) => roots.steps(a) - roots.steps(b));
        plan = planChunks(graph, { steps, pages: ids.filter((id) => graph.get(id)?.ownChunk && roots.page(id)).sort() });
      },
    },
    name: (id) => plan.get(id) ?? null,
  };
}
