import { describe, expect, it } from "vitest";
import type { GameView, RoomView } from "../../../../schema/protocol";
import { offersPackReport } from "./game-screen";

const pack = { code: "PK1234", title: "حزمة السهرة", authorName: "سارة" } as unknown as NonNullable<RoomView["lobby"]["pack"]>;
const room = (gameType: RoomView["gameType"], phase: string, withPack = true) =>
  ({ lobby: { gameType, categories: [], settings: {}, pack: withPack ? pack : undefined }, game: { gameType, currentPhase: phase } as unknown as GameView }) as Pick<RoomView, "lobby" | "game">;

describe("«إبلاغ» after a game played with a player's pack", () => {
  it("is offered at the game's final phase, whatever the game calls it", () => {
    expect(offersPackReport(room("trivia-deception", "final_ranking"))).toBe(true);
    expect(offersPackReport(room("most-likely", "game_end"))).toBe(true);
  });

  it("is not offered while the game runs, nor after a game without a pack", () => {
    expect(offersPackReport(room("trivia-deception", "voting"))).toBe(false);
    expect(offersPackReport(room("most-likely", "round_results"))).toBe(false);
    expect(offersPackReport(room("trivia-deception", "final_ranking", false))).toBe(false);
  });
});
