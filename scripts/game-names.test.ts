// Shared code reads a game through its manifest: the production files outside the games' own
// folders that still name a game (scripts/game-names.ts) may not grow past today's five.
import { describe, expect, it } from "vitest";
import { filesNamingAGame } from "./game-names";

describe("files naming a game outside games/ folders", () => {
  it("are at most five, and neither the content admin, the groups' schema nor the web app is among them", () => {
    const files = filesNamingAGame(process.cwd());
    expect(files.length).toBeLessThanOrEqual(5);
    expect(files.filter((f) => f.startsWith("worker/services/content-admin/") || f.startsWith("worker/routes/") || f.startsWith("web/src/") || f === "schema/api/groups.ts")).toEqual([]);
  });
});
