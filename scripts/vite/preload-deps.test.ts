import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { notYetLoaded, surelyLoaded } from "./preload-deps";

/** A bundle of chunks by name: [static imports, lazy imports], the first one the entry. */
function bundle(chunks: Record<string, [string[], string[]]>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, [imports, dynamicImports]], i) => [fileName, { type: "chunk", fileName, isEntry: i === 0, imports, dynamicImports } as unknown as Rollup.OutputChunk]),
  );
}

describe("a lazy import's preload list", () => {
  // entry ─lazy→ app ─lazy→ room ─lazy→ lobby; the app and the landing share libs; the lobby and a dialog share an icon.
  const app = bundle({
    entry: [[], ["app", "landing"]],
    app: [["libs"], ["room", "landing"]],
    libs: [[], []],
    landing: [["libs", "hero"], []],
    hero: [[], []],
    room: [["libs", "room-kit"], ["lobby"]],
    "room-kit": [[], []],
    lobby: [["icon", "room-kit"], ["dialog"]],
    icon: [[], []],
    dialog: [["icon", "form"], []],
    form: [[], []],
  });
  const sure = surelyLoaded(app);

  it("leaves out what the importing chunk imports statically and what every way to it has loaded", () => {
    // The lobby runs only after the room, which runs only after the app: their chunks are there.
    expect(notYetLoaded(sure, "lobby", ["dialog", "icon", "form", "libs", "room-kit", "app"])).toEqual(["dialog", "form"]);
    expect(notYetLoaded(sure, "room", ["lobby", "icon", "room-kit", "libs"])).toEqual(["lobby", "icon"]);
  });

  it("keeps what only some of the ways to a chunk have loaded", () => {
    // The landing is reached from the entry as well as from the app: only the entry is sure to be there, not the app.
    expect([...sure.get("landing")!].sort()).toEqual(["entry", "hero", "landing", "libs"]);
    expect(notYetLoaded(sure, "entry", ["app", "libs"])).toEqual(["app", "libs"]);
  });

  it("keeps the list as it is for a chunk it does not know", () => {
    expect(notYetLoaded(sure, "elsewhere", ["libs"])).toEqual(["libs"]);
  });
});
