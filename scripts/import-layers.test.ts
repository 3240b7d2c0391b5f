// web/src reads top-down: the live layer (live/) and the helpers (lib/) import no feature, and
// no feature folder imports one that imports it back. Parsed from the source (every runtime
// import and re-export, static or dynamic; `import type` erases and is left out), so a new
// back-import fails here before it lands.
//
// KNOWN_BACK_IMPORTS would list any still in the tree, each by its importing file and target: an
// import not on it fails.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const WEB = resolve(import.meta.dirname, "../web/src");

/** Every production module of web/src (tests and their helpers are not the app's layers). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The module specifiers a file loads at run time: imports and re-exports that are not type-only, and dynamic imports. */
export function runtimeImports(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?["']([^"']+)["']/gm)) if (!m[1]) specs.push(m[2]);
  for (const m of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) specs.push(m[1]);
  return specs;
}

/** The layer a web/src path belongs to: `features/<name>` for a feature, else its top folder. */
function layerOf(path: string): string {
  const parts = relative(WEB, path).split("/");
  if (parts.length === 1) return "(entry)";
  return parts[0] === "features" ? `features/${parts[1]}` : parts[0];
}

interface Edge {
  from: string;
  to: string;
  file: string;
  target: string;
}

function edges(): Edge[] {
  return sourceFiles(WEB).flatMap((file) =>
    runtimeImports(readFileSync(file, "utf8"))
      .filter((spec) => spec.startsWith("."))
      .map((spec) => resolve(dirname(file), spec))
      .filter((target) => target.startsWith(`${WEB}/`))
      .map((target) => ({ from: layerOf(file), to: layerOf(target), file: relative(WEB, file), target: relative(WEB, target) }))
      .filter((edge) => edge.from !== edge.to),
  );
}

/** A runtime import that runs back up: live/ or lib/ importing a feature, or one side of two features importing each other. */
function backImports(all: Edge[]): string[] {
  const layersPairs = new Set(all.map((e) => `${e.from} ${e.to}`));
  return all
    .filter((e) => {
      const lowLayer = (e.from === "live" || e.from === "lib") && e.to.startsWith("features/");
      // Of two features importing each other, the direction with fewer imports is the one to undo.
      const mutual = e.from.startsWith("features/") && e.to.startsWith("features/") && layersPairs.has(`${e.to} ${e.from}`);
      if (!mutual) return lowLayer;
      const count = (from: string, to: string) => all.filter((x) => x.from === from && x.to === to).length;
      const mine = count(e.from, e.to);
      const theirs = count(e.to, e.from);
      return lowLayer || mine < theirs || (mine === theirs && e.from > e.to);
    })
    .map((e) => `${e.file} -> ${e.target}`)
    .sort();
}

/**
 * Still in the tree; to be undone, never added to. None are left: the games' stage kit
 * (features/games/stage-kit) and the players' parts (features/players) sit below the screens that
 * use them, the live layer reads the games' actions from their manifests (schema/games), and the
 * admin is handed the games' panels by its route.
 */
const KNOWN_BACK_IMPORTS: string[] = [];

describe("web/src's layers", () => {
  it("reads runtime imports and leaves type-only ones out", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'export { c } from "./c";',
      'export type { D } from "./d";',
      'import "./e.css";',
      "const f = () => import(\"./f\");",
      "import {\n  g,\n  h,\n} from './g';",
    ].join("\n");
    expect(runtimeImports(source).sort()).toEqual(["./a", "./c", "./e.css", "./f", "./g"]);
  });

  it("has no import running back up but the known ones", () => {
    const known = new Set(KNOWN_BACK_IMPORTS);
    expect(backImports(edges()).filter((edge) => !known.has(edge))).toEqual([]);
  });

  it("finds an import running back up", () => {
    const all: Edge[] = [
      { from: "live", to: "features/room", file: "live/a.ts", target: "features/room/b" },
      { from: "features/x", to: "features/y", file: "features/x/c.ts", target: "features/y/d" },
      { from: "features/y", to: "features/x", file: "features/y/e.ts", target: "features/x/f" },
      { from: "features/y", to: "features/x", file: "features/y/g.ts", target: "features/x/h" },
      { from: "features/x", to: "ui", file: "features/x/i.ts", target: "ui/j" },
    ];
    expect(backImports(all)).toEqual(["features/x/c.ts -> features/y/d", "live/a.ts -> features/room/b"]);
  });
});
