import { describe, expect, it } from "vitest";
import type { GameView, RoomView } from "../../../../../schema/protocol";
import { testRoom } from "../shared/test-room";
import { defaultPlayerStatus, seatStatus } from "./players-status";

describe("a tile in the players-status grid", () => {
  it("says a dropped phone is offline while the others write or vote, not «كتابة...» like a slow writer (issue 31)", () => {
    expect(seatStatus({ isOnline: false }, "writing")).toEqual({ text: "غير متصل", tone: "muted" });
    expect(seatStatus({ isOnline: false }, "voting")).toEqual({ text: "غير متصل", tone: "muted" });
    expect(seatStatus({ isOnline: true }, "writing")).toEqual({ text: "كتابة...", tone: "busy" });
  });

  it("keeps what a dropped player already did, and «خارج الغرفة» for who pressed «خروج»", () => {
    expect(seatStatus({ isOnline: false }, "sent")).toEqual({ text: "تم الإرسال", tone: "done" });
    expect(seatStatus({ isOnline: false, hasLeft: true }, "writing")).toEqual({ text: "خارج الغرفة", tone: "muted" });
    expect(seatStatus({ isOnline: true }, { text: "اختيار...", tone: "busy" })).toEqual({ text: "اختيار...", tone: "busy" });
  });
});

describe("a tile's status before the game's own view is read", () => {
  // The room as the chrome sees it while a game's view cannot be read: its phase and each seat's flags.
  const roomIn = (gameType: RoomView["gameType"], phase: string, status: Record<string, { hasAnswered?: boolean; hasSubmitted?: boolean; hasVoted?: boolean }>) =>
    testRoom({ gameType, currentPhase: phase, playerStatus: status, scores: {} } as unknown as GameView, { gameType, you: "a", categories: [] });

  it("reads what the phase asks from the game's manifest: writing, captioning and answering are written, a vote is voted", () => {
    expect(defaultPlayerStatus(roomIn("trivia-deception", "writing", { a: { hasAnswered: true }, b: {} }), "a")).toBe("sent");
    expect(defaultPlayerStatus(roomIn("trivia-deception", "writing", { a: { hasAnswered: true }, b: {} }), "b")).toBe("writing");
    expect(defaultPlayerStatus(roomIn("meme-game", "captioning", { a: { hasSubmitted: true }, b: {} }), "a")).toBe("sent");
    expect(defaultPlayerStatus(roomIn("about-us", "answering", { a: {}, b: {} }), "a")).toBe("writing");
    expect(defaultPlayerStatus(roomIn("most-likely", "voting", { a: { hasVoted: true }, b: {} }), "a")).toBe("voted");
    expect(defaultPlayerStatus(roomIn("most-likely", "voting", { a: { hasVoted: true }, b: {} }), "b")).toBe("voting");
  });

  it("waits in a phase that asks nothing, and a seat the game does not count watches", () => {
    expect(defaultPlayerStatus(roomIn("trivia-deception", "round_results", { a: {}, b: {} }), "a")).toBe("waiting");
    expect(defaultPlayerStatus(roomIn("most-likely", "game_end", { a: {}, b: {} }), "a")).toBe("waiting");
    expect(defaultPlayerStatus(roomIn("trivia-deception", "writing", { a: {}, b: {} }), "c")).toBe("watching");
  });
});
