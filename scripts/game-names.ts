// Which production files outside the games' own folders name a game: its type as the union in
// schema/limits.ts spells it, or a `*_GAME_ID`. Shared code reads games through their manifests
// (schema/games/index.ts), so this list should only shrink. Run: node scripts/game-names.ts
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const ROOTS = ["schema", "data", "content", "worker", "durable-objects", "web/src", "scripts"];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const NOT_PRODUCTION = /(\.test\.|\/test\/|\/tests?\/|test-|\/bench\/|\.d\.ts$)/;
const GAME_NAME = /["'`](trivia-deception|meme-game|most-likely|about-us)["'`]|\b[A-Z_]+_GAME_ID\b/;

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === "node_modules" || name === "games") continue;
      walk(path, out);
    } else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

/** The production files, relative to `root`, that name a game outside a `games/` folder. */
export function filesNamingAGame(root: string): string[] {
  return ROOTS.flatMap((r) => walk(join(root, r), []))
    .map((path) => relative(root, path))
    .filter((path) => !NOT_PRODUCTION.test(path) && path !== "scripts/game-names.ts")
    .filter((path) => GAME_NAME.test(readFileSync(join(root, path), "utf8")))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = filesNamingAGame(process.cwd());
  for (const file of files) console.log(file);
  console.log(`${files.length} production files outside games/ folders name a game`);
}
