import { describe, expect, it } from "vitest";
import { lucideImports, planChunks, withoutIndexes, type PlanModule } from "./chunk-plan";

/** A graph by module name: [static imports, size]; `own` lists the lazily imported modules, the first one the entry. */
function graph(modules: Record<string, [string[], number?]>, own: string[]): Map<string, PlanModule> {
  return new Map(Object.entries(modules).map(([id, [imports, size = 5000]]) => [id, { imports, ownChunk: own.includes(id), entry: id === own[0], size }]));
}

describe("the chunk plan", () => {
  const modules = graph(
    {
      start: [["socket"]],
      socket: [[]],
      libraries: [["preact"]],
      preact: [[]],
      main: [["preact", "query-client", "socket"]],
      "query-client": [[]],
      landing: [["button", "hero", "crown"]],
      room: [["button", "tile", "crown"]],
      lobby: [["tile", "qr", "frame", "pencil"]],
      screen: [["tile", "qr", "frame"]],
      "admin-tab": [["pencil", "button"]],
      button: [[]],
      hero: [[]],
      tile: [[]],
      qr: [[]],
      frame: [[]],
      crown: [[], 300],
      pencil: [[], 300],
    },
    ["start", "libraries", "main", "landing", "room", "lobby", "screen", "admin-tab"],
  );
  const plan = planChunks(modules, { steps: ["libraries", "main"], pages: ["landing", "lobby", "room", "screen"] });

  it("puts what each app step loads with that step, and leaves the entry's modules and the lazy modules alone", () => {
    expect(plan.get("preact")).toBe("libs");
    expect(plan.get("query-client")).toBe("app");
    for (const id of ["start", "socket", "libraries", "main", "landing", "room", "lobby", "admin-tab"]) expect(plan.has(id), id).toBe(false);
  });

  it("puts modules the same pages load in one chunk, named by those pages", () => {
    // The button: the landing and the room; the QR code: the lobby and the screen; the tile: those and the room. Three sets of pages, three chunks.
    const groups = ["button", "qr", "tile"].map((id) => plan.get(id));
    for (const group of groups) expect(group).toMatch(/^s-\w+$/);
    expect(new Set(groups).size).toBe(3);
    // A module of the same pages goes in the same chunk.
    expect(plan.get("frame")).toBe(plan.get("qr"));
  });

  it("leaves a module one page loads to the bundler, unless lazy parts elsewhere use it too", () => {
    expect(plan.has("hero")).toBe(false);
    // The pencil: the lobby's, and an admin tab's.
    expect(plan.get("pencil")).toBe("p-1");
  });

  it("merges a small group into the group of the fewest more pages that load it", () => {
    // The crown (pages a and b, 300 characters) joins the kit (a, b, c), not the frame (a, b, c, d).
    const small = graph(
      { libraries: [[]], main: [[]], a: [["crown", "kit", "frame"]], b: [["crown", "kit", "frame"]], c: [["kit", "frame"]], d: [["frame"]], crown: [[], 300], kit: [[]], frame: [[]] },
      ["libraries", "main", "a", "b", "c", "d"],
    );
    const roots = { steps: ["libraries", "main"], pages: ["a", "b", "c", "d"] };
    expect(planChunks(small, roots, 1000).get("crown")).toBe(planChunks(small, roots, 1000).get("kit"));
    expect(planChunks(small, roots, 0).get("crown")).not.toBe(planChunks(small, roots, 0).get("kit"));
    // Not into a group some of whose pages would then load what the small one imports: the crown imports the QR code, which page c does not load.
    const deps = graph(
      { libraries: [[]], main: [[]], a: [["crown", "kit", "qr"]], b: [["crown", "kit", "qr"]], c: [["kit"]], d: [["qr"]], crown: [["qr"], 300], kit: [[], 9000], qr: [[]] },
      ["libraries", "main", "a", "b", "c", "d"],
    );
    const depsPlan = planChunks(deps, { steps: ["libraries", "main"], pages: ["a", "b", "c", "d"] }, 1000);
    expect(depsPlan.get("crown")).toBe(depsPlan.get("qr"));
    expect(depsPlan.get("crown")).not.toBe(depsPlan.get("kit"));
    // With no group that covers its pages, a small group keeps its own chunk (in the app, every other page would load it).
    const alone = planChunks(graph({ libraries: [[]], main: [[]], a: [["x"]], b: [["x"]], c: [["y"]], x: [[], 10], y: [[]] }, ["libraries", "main", "a", "b", "c"]), { steps: ["libraries", "main"], pages: ["a", "b", "c"] }, 1000);
    expect(alone.get("x")).toMatch(/^s-/);
  });
});

describe("lucide imports", () => {
  const icons = new Map([
    ["Crown", "icons/crown.mjs"],
    ["Share2", "icons/share-2.mjs"],
    ["ShareIcon", "icons/share.mjs"],
  ]);

  it("reads the icons a module imports from lucide-react, renamed or not", () => {
    const code = 'import { Crown, Share2 as Share } from "lucide-react";\nimport { useState } from "react";\nimport {ShareIcon} from \'lucide-react\';';
    expect(lucideImports(code, icons)).toEqual(["icons/crown.mjs", "icons/share-2.mjs", "icons/share.mjs"]);
  });

  it("reads nothing from other packages", () => {
    expect(lucideImports('import { Crown } from "./crown";', icons)).toEqual([]);
  });
});

describe("an index that re-exports modules whole", () => {
  const modules = new Map([
    ["/s/limits.ts", { code: 'export * from "./limits/blog";\nexport * from "./limits/live";\nexport const ROOM = {};', imports: ["/s/limits/blog.ts", "/s/limits/live.ts"] }],
    ["/s/limits/blog.ts", { code: "export const BLOG = {};", imports: [] }],
    ["/s/limits/live.ts", { code: "export const LIVE = {};\nexport function liveDelay() {}", imports: [] }],
    ["/w/lobby.ts", { code: 'import { LIVE, ROOM } from "../s/limits";', imports: ["/s/limits.ts"] }],
    ["/w/blog.ts", { code: 'import { BLOG as B } from "../s/limits";', imports: ["/s/limits.ts"] }],
    ["/w/all.ts", { code: 'import * as limits from "../s/limits";', imports: ["/s/limits.ts"] }],
    ["/w/conn.ts", { code: 'import { liveDelay } from "../s/limits/live";\nexport * from "../s/limits/live";', imports: ["/s/limits/live.ts"] }],
  ]);
  const edges = withoutIndexes(modules);

  it("leads a named import to the module that defines each name", () => {
    expect(edges.get("/w/lobby.ts")!.sort()).toEqual(["/s/limits.ts", "/s/limits/live.ts"]);
    expect(edges.get("/w/blog.ts")).toEqual(["/s/limits/blog.ts"]);
  });

  it("drops the index's own edges to what it re-exports, not to what a module also imports for itself", () => {
    expect(edges.get("/s/limits.ts")).toEqual([]);
    expect(edges.get("/w/conn.ts")).toEqual(["/s/limits/live.ts"]);
  });

  it("keeps the index and all its parts for an import it cannot read by name", () => {
    expect(edges.get("/w/all.ts")!.sort()).toEqual(["/s/limits.ts", "/s/limits/blog.ts", "/s/limits/live.ts"]);
  });
});
