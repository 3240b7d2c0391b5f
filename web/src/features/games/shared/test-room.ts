// The room the games' logic tests read: a running game, seen by one player. Each
// test file builds its own game view and passes it in.
import type { GameView, LivePlayer, RoomView } from "../../../../../schema/protocol";

export function testSeat(playerId: string, overrides: Partial<LivePlayer> = {}): LivePlayer {
  return { playerId, nickname: playerId, isAnonymous: true, avatarColor: 2, avatarFace: 7, avatarCustom: 15, isOnline: true, isAdmin: false, joinedAt: 0, ...overrides };
}

/** Seats a, b and c unless `players` says otherwise; "a" is the admin. */
export function testRoom(
  game: GameView,
  { gameType, you, categories, players }: { gameType: RoomView["gameType"]; you: string; categories: string[]; players?: Record<string, LivePlayer> },
): RoomView {
  return {
    code: "ABC234",
    name: null,
    version: 1,
    isPremium: true,
    expiresAt: 0,
    adminId: "a",
    isAdmin: you === "a",
    you,
    inLobby: false,
    currentPhase: game.currentPhase,
    gameType,
    lobby: { gameType, categories, settings: {} },
    players: players ?? { a: testSeat("a"), b: testSeat("b"), c: testSeat("c") },
    game,
  };
}
