import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_LIMITS, type GameView, type LivePlayer, type RoomView, type ServerMessage } from "../../../schema/protocol";
import { DELTA_LOG_SIZE, RoomStore, isInGame, phaseKey, reduceRoom, startSpinnerHoldMs, type SyncRequest } from "./room-state";
import { ROOM_CLIENT } from "../../../schema/limits";

const player = (playerId: string, extra: Partial<LivePlayer> = {}): LivePlayer => ({
  playerId,
  nickname: `لاعب ${playerId}`,
  isAnonymous: true,
  avatarColor: 2,
  avatarFace: 7,
  avatarCustom: 15,
  isOnline: true,
  isAdmin: playerId === "admin",
  joinedAt: 1,
  ...extra,
});

const room = (extra: Partial<RoomView> = {}): RoomView => ({
  code: "ABC234",
  name: null,
  version: 10,
  isPremium: false,
  expiresAt: 9_999_999,
  adminId: "admin",
  isAdmin: false,
  you: "me",
  inLobby: true,
  currentPhase: "lobby",
  gameType: "trivia-deception",
  lobby: { gameType: "trivia-deception", categories: [], settings: {} },
  players: { admin: player("admin"), me: player("me") },
  game: null,
  ...extra,
});

// Only the shared fields matter to the room state, and some tests pass phases no game has: a partial view, cast.
const game = (currentPhase: string, phaseSeq: number) =>
  ({
  gameType: "trivia-deception",
  currentPhase,
  phaseSeq,
  phaseEndsAt: 123,
  phaseDuration: 30,
  roundNumber: 1,
  totalRounds: 5,
  isKillRound: false,
  scores: {},
}) as unknown as GameView;

const inGame = (phase = "writing", seq = 3, extra: Partial<RoomView> = {}): RoomView =>
  room({ inLobby: false, currentPhase: phase, game: game(phase, seq), ...extra });

const apply = (state: RoomView | null, message: ServerMessage) => reduceRoom(state, message);

describe("whole states", () => {
  it.each(["room-joined", "game-state", "get-game-state-response", "full-sync-response", "game-started", "phase-changed", "game-restarted"] as const)(
    "%s replaces the state",
    (type) => {
      const next = inGame("voting", 4, { version: 3 });
      const data = type === "room-joined" ? { playerId: "me", isAdmin: false, state: next } : type === "full-sync-response" ? { full: true, state: next } : { state: next };
      const result = apply(room(), { type, data } as ServerMessage);
      expect(result).toEqual({ state: next, needsSync: false });
    },
  );

  it("game-ended returns to the lobby and clears the game", () => {
    const result = apply(inGame(), { type: "game-ended", data: { reason: "end_game", state: inGame("final_ranking", 9, { version: 12 }) } });
    expect(result.state?.inLobby).toBe(true);
    expect(result.state?.game).toBeNull();
    expect(result.state?.version).toBe(12);
    expect(isInGame(result.state)).toBe(false);
  });

  it("a game-state in the lobby clears the game", () => {
    const result = apply(inGame(), { type: "game-state", data: { state: { ...inGame(), inLobby: true } } });
    expect(result.state?.inLobby).toBe(true);
    expect(result.state?.game).toBeNull();
  });

  it("ignores a whole-state message without a state", () => {
    const before = room();
    expect(apply(before, { type: "game-state", data: {} } as unknown as ServerMessage)).toEqual({ state: before, needsSync: false });
  });
});

describe("versioned events", () => {
  const before = room({ version: 10 });

  it("player-joined adds the seat", () => {
    const { state, needsSync } = apply(before, { type: "player-joined", data: { player: player("p3"), version: 11 } });
    expect(needsSync).toBe(false);
    expect(state?.version).toBe(11);
    expect(state?.players.p3.nickname).toBe("لاعب p3");
    expect(before.players.p3).toBeUndefined(); // not mutated
  });

  it("player-left and player-kicked remove the seat", () => {
    const left = apply(before, { type: "player-left", data: { playerId: "me", version: 11 } }).state;
    expect(Object.keys(left!.players)).toEqual(["admin"]);
    const kicked = apply(before, { type: "player-kicked", data: { playerId: "admin", version: 11 } }).state;
    expect(Object.keys(kicked!.players)).toEqual(["me"]);
    expect(kicked?.version).toBe(11);
  });

  it("player-status-update sets isOnline", () => {
    const { state } = apply(before, { type: "player-status-update", data: { playerId: "me", isOnline: false, version: 11 } });
    expect(state?.players.me.isOnline).toBe(false);
    expect(state?.players.admin.isOnline).toBe(true);
  });

  it("avatar-updated sets the three layers", () => {
    const { state } = apply(before, { type: "avatar-updated", data: { playerId: "me", avatar: { color: 5, face: 12, custom: 20 }, version: 11 } });
    expect(state?.players.me).toMatchObject({ avatarColor: 5, avatarFace: 12, avatarCustom: 20 });
  });

  it("nickname-changed sets the nickname", () => {
    const { state } = apply(before, { type: "nickname-changed", data: { playerId: "admin", nickname: "أبو فهد", version: 11 } });
    expect(state?.players.admin.nickname).toBe("أبو فهد");
  });

  it("an event for a seat we do not know still moves the version", () => {
    const { state, needsSync } = apply(before, { type: "player-status-update", data: { playerId: "ghost", isOnline: true, version: 11 } });
    expect(needsSync).toBe(false);
    expect(state?.version).toBe(11);
    expect(state?.players).toEqual(before.players);
  });

  it("participants-sync replaces the players and the admin, and recomputes isAdmin", () => {
    const { state } = apply(before, {
      type: "participants-sync",
      data: { players: { me: player("me"), p4: player("p4", { isAdmin: true }) }, adminId: "me", version: 11 },
    });
    expect(Object.keys(state!.players).sort()).toEqual(["me", "p4"]);
    expect(state?.adminId).toBe("me");
    expect(state?.isAdmin).toBe(true);
    expect(state?.players.me.isAdmin).toBe(true);
    expect(state?.players.p4.isAdmin).toBe(false);
    const back = apply(state, { type: "participants-sync", data: { players: state!.players, adminId: "p4", version: 12 } }).state;
    expect(back?.isAdmin).toBe(false);
  });

  it("lobby-settings replaces the lobby selection", () => {
    const { state } = apply(before, { type: "lobby-settings", data: { gameType: "meme-game", categories: ["4"], settings: { rounds: 7 }, version: 11 } });
    expect(state?.lobby).toEqual({ gameType: "meme-game", categories: ["4"], settings: { rounds: 7 } });
  });

  it("ignores stale and repeated events", () => {
    for (const version of [9, 10]) {
      const result = apply(before, { type: "player-left", data: { playerId: "me", version } });
      expect(result).toEqual({ state: before, needsSync: false });
    }
  });

  it("reports a gap and leaves the state alone", () => {
    const result = apply(before, { type: "player-left", data: { playerId: "me", version: 12 } });
    expect(result.state).toBe(before);
    expect(result.needsSync).toBe(true);
  });

  it("ignores events before any state", () => {
    expect(apply(null, { type: "player-left", data: { playerId: "me", version: 1 } })).toEqual({ state: null, needsSync: false });
  });

  it("passes other messages through", () => {
    const result = apply(before, { type: "error", data: { message: "x", code: "not_admin" } });
    expect(result).toEqual({ state: before, needsSync: false });
  });
});

describe("delta-sync-response", () => {
  const before = room({ version: 10 });

  it("applies the events in order", () => {
    const { state, needsSync } = apply(before, {
      type: "delta-sync-response",
      data: {
        fromVersion: 10,
        toVersion: 13,
        full: false,
        events: [
          { type: "player-left", data: { playerId: "me", version: 10 } }, // already applied
          { type: "player-joined", data: { player: player("p5"), version: 11 } },
          { type: "nickname-changed", data: { playerId: "p5", nickname: "ريم", version: 12 } },
          { type: "player-status-update", data: { playerId: "p5", isOnline: false, version: 13 } },
        ],
      },
    });
    expect(needsSync).toBe(false);
    expect(state?.version).toBe(13);
    expect(state?.players.me).toBeDefined();
    expect(state?.players.p5).toMatchObject({ nickname: "ريم", isOnline: false });
  });

  it("uses the full state when the server says so", () => {
    const full = inGame("voting", 8, { version: 300 });
    expect(apply(before, { type: "delta-sync-response", data: { fromVersion: 10, toVersion: 300, full: true, events: [], state: full } })).toEqual({
      state: full,
      needsSync: false,
    });
  });

  it("still needs a sync when the events do not reach toVersion", () => {
    const result = apply(before, {
      type: "delta-sync-response",
      data: { fromVersion: 10, toVersion: 14, full: false, events: [{ type: "player-joined", data: { player: player("p5"), version: 11 } }] },
    });
    expect(result.state?.version).toBe(11);
    expect(result.needsSync).toBe(true);
  });
});

describe("helpers", () => {
  it("isInGame: a phase other than lobby or none, and not in the lobby", () => {
    expect(isInGame(null)).toBe(false);
    expect(isInGame(room())).toBe(false);
    expect(isInGame(inGame())).toBe(true);
    expect(isInGame(inGame("lobby"))).toBe(false);
    expect(isInGame(inGame("none"))).toBe(false);
    expect(isInGame({ ...inGame(), inLobby: true })).toBe(false);
  });

  it("phaseKey tells apart phases and rounds", () => {
    expect(phaseKey(room())).toBe("lobby");
    expect(phaseKey(inGame("writing", 3))).toBe("writing#3");
    expect(phaseKey(inGame("writing", 7))).not.toBe(phaseKey(inGame("writing", 3)));
  });

  it("startSpinnerHoldMs keeps the start spinner 1.2 s on success too", () => {
    expect(ROOM_CLIENT.minStartSpinnerMs).toBe(1_200);
    expect(startSpinnerHoldMs(null, 5_000)).toBe(0);
    expect(startSpinnerHoldMs(5_000, 5_300)).toBe(900);
    expect(startSpinnerHoldMs(5_000, 6_200)).toBe(0);
    expect(startSpinnerHoldMs(5_000, 9_000)).toBe(0);
  });

  it("DELTA_LOG_SIZE matches schema/protocol.ts", () => {
    expect(DELTA_LOG_SIZE).toBe(LIVE_LIMITS.deltaLogSize);
  });
});

describe("RoomStore", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const make = (justRefreshed = false) => {
    const requests: SyncRequest[] = [];
    const store = new RoomStore({ justRefreshed, requestSync: (r) => requests.push(r) });
    return { store, requests };
  };
  const joined = (state: RoomView): ServerMessage => ({ type: "room-joined", data: { playerId: "me", isAdmin: false, state } });

  it("asks for a delta from its version when events are missing, once", () => {
    const { store, requests } = make();
    store.receive(joined(room({ version: 10 })));
    expect(store.receive({ type: "player-left", data: { playerId: "admin", version: 12 } })).toBe(false);
    store.receive({ type: "player-left", data: { playerId: "admin", version: 13 } });
    expect(requests).toEqual([{ kind: "delta", sinceVersion: 10 }]);
    store.receive({
      type: "delta-sync-response",
      data: { fromVersion: 10, toVersion: 11, full: false, events: [{ type: "player-joined", data: { player: player("p9"), version: 11 } }] },
    });
    expect(store.state?.version).toBe(11);
    expect(store.state?.players.p9).toBeDefined();
  });

  it("asks for a full sync when more than the server's log behind", () => {
    const { store, requests } = make();
    store.receive(joined(room({ version: 10 })));
    store.receive({ type: "player-left", data: { playerId: "admin", version: 10 + DELTA_LOG_SIZE + 2 } });
    expect(requests).toEqual([{ kind: "full" }]);
  });

  it("asks for a full sync when a delta answer still leaves a gap", () => {
    const { store, requests } = make();
    store.receive(joined(room({ version: 10 })));
    store.receive({ type: "delta-sync-response", data: { fromVersion: 10, toVersion: 12, full: false, events: [] } });
    expect(requests).toEqual([{ kind: "full" }]);
  });

  it("asks again once an unanswered request is 3 s old", () => {
    const { store, requests } = make();
    store.receive(joined(room({ version: 10 })));
    store.receive({ type: "player-left", data: { playerId: "admin", version: 12 } });
    vi.advanceTimersByTime(3_000);
    store.receive({ type: "player-left", data: { playerId: "admin", version: 13 } });
    expect(requests).toHaveLength(2);
  });

  it("refresh mode: a lobby state during a game is verified with a full sync for 1.5 s", () => {
    const { store, requests } = make(true);
    store.receive(joined(inGame("writing", 3)));
    expect(store.refreshing).toBe(true);
    expect(store.receive({ type: "get-game-state-response", data: { state: room() } })).toBe(false);
    expect(isInGame(store.state)).toBe(true);
    expect(requests).toEqual([{ kind: "full" }]);
    // The authoritative answer is applied, lobby or not.
    store.receive({ type: "full-sync-response", data: { full: true, state: room({ version: 11 }) } });
    expect(isInGame(store.state)).toBe(false);
  });

  it("refresh mode ends after 1.5 s; game-ended always applies", () => {
    const { store, requests } = make(true);
    store.receive(joined(inGame("writing", 3)));
    store.receive({ type: "game-ended", data: { reason: "back_to_lobby", state: room({ version: 11 }) } });
    expect(isInGame(store.state)).toBe(false);
    store.receive(joined(inGame("writing", 3)));
    vi.advanceTimersByTime(1_500);
    expect(store.refreshing).toBe(false);
    store.receive({ type: "get-game-state-response", data: { state: room({ version: 12 }) } });
    expect(isInGame(store.state)).toBe(false);
    expect(requests).toEqual([]);
  });

  it.each(["game-state", "phase-changed"] as const)("a lobby %s during a game is verified with a full sync, not applied (lobby-state)", (type) => {
    const { store, requests } = make(false);
    store.receive(joined(inGame("writing", 3)));
    expect(store.receive({ type, data: { state: room({ version: 11 }) } })).toBe(false);
    expect(isInGame(store.state)).toBe(true);
    expect(store.state?.game?.currentPhase).toBe("writing");
    expect(requests).toEqual([{ kind: "full" }]);
    // The server's answer decides: here the game did end, so the game view goes.
    store.receive({ type: "full-sync-response", data: { full: true, state: room({ version: 12 }) } });
    expect(isInGame(store.state)).toBe(false);
    expect(store.state?.game).toBeNull();
  });

  it("a verified lobby state that the server contradicts keeps the game", () => {
    const { store, requests } = make(false);
    store.receive(joined(inGame("writing", 3)));
    store.receive({ type: "game-state", data: { state: room({ version: 11 }) } });
    store.receive({ type: "full-sync-response", data: { full: true, state: inGame("voting", 4, { version: 12 }) } });
    expect(store.state?.game?.currentPhase).toBe("voting");
    expect(requests).toEqual([{ kind: "full" }]);
  });

  it("without a refresh, an answer to the join in the lobby is applied at once", () => {
    const { store, requests } = make(false);
    store.receive(joined(inGame("writing", 3)));
    store.receive(joined(room({ version: 11 })));
    expect(isInGame(store.state)).toBe(false);
    expect(requests).toEqual([]);
  });

  it("a game's end clears the game view (game-state-updated with gameEnded)", () => {
    const { store, requests } = make(false);
    store.receive(joined(inGame("final_ranking", 9)));
    // The ended frame carries the room as the server left it; whatever game it still holds is dropped.
    store.receive({ type: "game-ended", data: { reason: "end_game", state: inGame("final_ranking", 9, { version: 11 }) } });
    expect(store.state?.game).toBeNull();
    expect(store.state?.inLobby).toBe(true);
    expect(phaseKey(store.state)).toBe("lobby");
    expect(requests).toEqual([]);
  });

  it("background return: asks for a full sync when no state arrives within 5 s", () => {
    const { store, requests } = make();
    store.receive(joined(inGame("writing", 3)));
    store.pageHidden();
    vi.advanceTimersByTime(60_000);
    store.pageVisible();
    vi.advanceTimersByTime(4_999);
    expect(requests).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requests).toEqual([{ kind: "full" }]);
  });

  it("background return: a state within 5 s cancels the wait", () => {
    const { store, requests } = make();
    store.receive(joined(inGame("writing", 3)));
    store.pageHidden();
    store.pageVisible();
    store.receive(joined(inGame("writing", 3)));
    vi.advanceTimersByTime(10_000);
    expect(requests).toEqual([]);
  });

  it("background return: a phase change forces a full sync", () => {
    const { store, requests } = make();
    store.receive(joined(inGame("writing", 3)));
    store.pageHidden();
    store.pageVisible();
    store.receive({ type: "phase-changed", data: { state: inGame("voting", 4, { version: 11 }) } });
    expect(store.state?.currentPhase).toBe("voting");
    expect(requests).toEqual([{ kind: "full" }]);
  });

  it("background return: a phase that moved while hidden forces a full sync at once", () => {
    const { store, requests } = make();
    store.receive(joined(inGame("writing", 3)));
    store.pageHidden();
    store.receive({ type: "phase-changed", data: { state: inGame("voting", 4, { version: 11 }) } });
    expect(requests).toEqual([]);
    store.pageVisible();
    expect(requests).toEqual([{ kind: "full" }]);
  });

  it("a phase change without a background return needs no sync", () => {
    const { store, requests } = make();
    store.receive(joined(inGame("writing", 3)));
    store.receive({ type: "phase-changed", data: { state: inGame("voting", 4, { version: 11 }) } });
    expect(requests).toEqual([]);
  });

  it("dispose cancels the background wait", () => {
    const { store, requests } = make();
    store.receive(joined(inGame("writing", 3)));
    store.pageHidden();
    store.pageVisible();
    store.dispose();
    vi.advanceTimersByTime(10_000);
    expect(requests).toEqual([]);
  });
});
