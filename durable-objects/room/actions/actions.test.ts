import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_LIMITS } from "../../../schema/limits";
import { replaceGameForTests } from "../../engine/registry";
import { countingRegistration } from "../../test/counting-game";
import type { ActionCtx, Me, RoomChange } from "../change";
import { withRoster } from "../game-step";
import { ROOM_CONTROLS } from "../../../schema/limits";
import { JOIN_REFUSED, REQUEST_GONE, requestsChanged, TOO_MANY_REQUESTS } from "../join-requests";
import { isLiveError, joinSeat, KICKED_AT_DOOR, newRoomRecord, type LiveError, type RoomRecord } from "../room-record";
import { PLAYER_ACTIONS, playerActionOf, ROOM_ACTIONS } from "./index";
import { launch } from "./launch";
import { adminHandOverAt, graceEnds } from "./tick";
import type { RoomAction } from "./types";

// The counting game stands in for bluff trivia, as in the actor's tests.
let restore: () => void;
beforeAll(() => {
  restore = replaceGameForTests("trivia-deception", countingRegistration);
});
afterAll(() => restore());

const info = { roomId: "r1", code: "ABC234", name: null, creatorId: "creator", isPremium: true, expiresAt: 10_000_000, gameType: "trivia-deception" as const };
const me = (playerId: string): Me => ({ playerId, userId: null, isAnonymous: true });

function seated(...ids: string[]): RoomRecord {
  let room = newRoomRecord(info, 0);
  ids.forEach((id, i) => {
    const result = joinSeat(room, { ...me(id), nickname: `لاعب ${id}` }, i + 1);
    if (isLiveError(result)) throw new Error(result.message);
    room = result.room;
  });
  return room;
}

const run = (action: RoomAction, room: RoomRecord, who: string, data: unknown = {}, ctx: Partial<ActionCtx> & { loaded?: unknown } = {}) =>
  action.handle(room, me(who), data, { now: 100, loaded: undefined, ...ctx });

const change = (result: RoomChange | LiveError): RoomChange => {
  if (isLiveError(result)) throw new Error(`refused: ${result.code}`);
  return result;
};

function playing(...ids: string[]): RoomRecord {
  return change(launch(seated(...ids), { listed: { nameAr: "عدّ" }, content: { label: "" }, seed: 1 }, 100, "game-started")).room!;
}

describe("the action table", () => {
  it("marks exactly the admin's powers as admin-only", () => {
    const adminOnly = Object.entries(PLAYER_ACTIONS)
      .filter(([, a]) => a.adminOnly)
      .map(([name]) => name)
      .sort();
    expect(adminOnly).toEqual([
      "add-time",
      "answer-join-request",
      "answer-join-requests",
      "back_to_lobby",
      "clear-offline-seats",
      "end-game",
      "expire_room",
      "extend-prayer-break",
      "hide_submission",
      "hold_next",
      "kick_player",
      "move-to-team",
      "next_round",
      "pause-game",
      "remove-watcher",
      "restart_game",
      "resume-game",
      "rotate-moderator-passcode",
      "set-address-form",
      "set-audience-team",
      "set-family-filter",
      "set-hide-code",
      "set-join-approval",
      "set-max-players",
      "set-moderation",
      "set-pacing",
      "set-prayer-breaks",
      "set-ramadan-night",
      "set-stream-delay",
      "set-teams",
      "set-time-scale",
      "show-code-on-screen",
      "skip-question",
      "start-game",
      "update-settings",
    ]);
    expect(Object.values(ROOM_ACTIONS).every((a) => !a.adminOnly)).toBe(true);
  });

  it("maps client messages to actions, game moves to the game", () => {
    expect(playerActionOf("join-room")).toBe("join-room");
    expect(playerActionOf("game-action", "kick_player")).toBe("kick_player");
    expect(playerActionOf("game-action", "next_round")).toBe("next_round");
    expect(playerActionOf("game-action", "SUBMIT_ANSWER")).toBe("game");
  });
});

describe("seats", () => {
  it("a new player joins with an event for everyone; a seat already online rejoins with none", () => {
    const room = seated("creator");
    const joined = change(run(PLAYER_ACTIONS["join-room"], room, "p1", { nickname: "سارة" }));
    expect(joined.events).toEqual([{ type: "player-joined", data: { player: expect.objectContaining({ playerId: "p1", nickname: "سارة" }) } }]);
    expect(joined.seated).toBe(true);
    expect(change(run(PLAYER_ACTIONS["join-room"], joined.room!, "p1", { nickname: "x" }))).toEqual({ seated: true });
  });

  it("a kicked player is refused at the door by identity; a fresh one who only shares the name is held, not refused (issue 30)", () => {
    const room = seated("creator", "p1");
    const kicked = change(run(PLAYER_ACTIONS.kick_player, room, "creator", { targetPlayerId: "p1" }));
    expect(kicked.room!.kicked).toEqual(["p1"]);
    expect(kicked.dismiss).toEqual([{ playerId: "p1", message: { type: "kicked", data: { message: KICKED_AT_DOOR.message } }, closeCode: 4001 }]);
    expect(run(PLAYER_ACTIONS["join-room"], kicked.room!, "p1", { nickname: "ثاني" })).toEqual(KICKED_AT_DOOR);
    // «لاعب p1» written with a tatweel, spaces and a capital: the same name, so the host decides.
    const held = change(run(PLAYER_ACTIONS["join-room"], kicked.room!, "fresh", { nickname: "  لاعـــب   P1 " }));
    expect(held.seated).toBeUndefined();
    expect(held.room!.seats.fresh).toBeUndefined();
    expect(held.room!.pendingJoins).toEqual([expect.objectContaining({ playerId: "fresh", nickname: "لاعـــب P1" })]);
    expect(held.tell).toEqual([{ playerId: "fresh", message: { type: "join-pending", data: { message: "بانتظار موافقة المشرف", nickname: "لاعـــب P1" } } }]);
    expect(change(run(PLAYER_ACTIONS["join-room"], kicked.room!, "fresh", { nickname: "لاعب آخر" })).seated).toBe(true);
  });

  it("a kicked browser is refused as a new guest: same device, new identity, any name (issue 30)", () => {
    const room = seated("creator");
    const reads = { avatars: undefined, filter: null };
    const phone = (playerId: string): Me => ({ playerId, userId: null, isAnonymous: true, deviceId: "device_badr" });
    const joined = change(PLAYER_ACTIONS["join-room"].handle(room, phone("guest_1"), { nickname: "بدر" }, { now: 1, loaded: reads }));
    const kicked = change(run(PLAYER_ACTIONS.kick_player, joined.room!, "creator", { targetPlayerId: "guest_1" }));
    expect(kicked.room!.kickedDevices).toEqual(["device_badr"]);
    expect(PLAYER_ACTIONS["join-room"].handle(kicked.room!, phone("guest_2"), { nickname: "بدر" }, { now: 2, loaded: reads })).toEqual(KICKED_AT_DOOR);
    expect(PLAYER_ACTIONS["join-room"].handle(kicked.room!, phone("guest_2"), { nickname: "اسم آخر" }, { now: 2, loaded: reads })).toEqual(KICKED_AT_DOOR);
    // Another phone is someone else.
    const other: Me = { playerId: "guest_3", userId: null, isAnonymous: true, deviceId: "device_other" };
    expect(change(PLAYER_ACTIONS["join-room"].handle(kicked.room!, other, { nickname: "سارة" }, { now: 3, loaded: reads })).seated).toBe(true);
  });

  it("a held namesake is admitted by the host and seated, or refused with a clear word (issue 30)", () => {
    const answer = PLAYER_ACTIONS["answer-join-request"];
    expect(answer.adminOnly).toBe(true);
    const kicked = change(run(PLAYER_ACTIONS.kick_player, seated("creator", "p1"), "creator", { targetPlayerId: "p1" })).room!;
    const held = change(run(PLAYER_ACTIONS["join-room"], kicked, "badr2", { nickname: "لاعب p1", avatar: { color: 2, face: 3, custom: 1 } })).room!;
    const admitted = change(run(answer, held, "creator", { targetPlayerId: "badr2", admit: true }));
    expect(admitted.room!.pendingJoins).toBeUndefined();
    expect(admitted.room!.seats.badr2).toMatchObject({ nickname: "لاعب p1", isOnline: true });
    expect(admitted.admitted).toEqual(["badr2"]);
    expect(admitted.events).toEqual([{ type: "player-joined", data: { player: expect.objectContaining({ playerId: "badr2", nickname: "لاعب p1" }) } }]);
    const refused = change(run(answer, held, "creator", { targetPlayerId: "badr2", admit: false }));
    expect(refused.room!.pendingJoins).toBeUndefined();
    expect(refused.room!.seats.badr2).toBeUndefined();
    expect(refused.tell).toEqual([{ playerId: "badr2", message: { type: "error", data: JOIN_REFUSED } }]);
    expect(run(answer, refused.room!, "creator", { targetPlayerId: "badr2", admit: true })).toEqual(REQUEST_GONE);
  });

  it("a held request outlives the host's hand-over, and the new host answers it (issue 30)", () => {
    const kicked = change(run(PLAYER_ACTIONS.kick_player, seated("creator", "p1", "p2"), "creator", { targetPlayerId: "p1" })).room!;
    const held = change(run(PLAYER_ACTIONS["join-room"], kicked, "badr2", { nickname: "لاعب p1" })).room!;
    const handedOver = withRoster(held, change(run(PLAYER_ACTIONS.leave_room, held, "creator")), 100).room!;
    expect(handedOver.adminId).toBe("p2");
    expect(handedOver.pendingJoins?.map((p) => p.playerId)).toEqual(["badr2"]);
    expect(requestsChanged(held, handedOver)).toBe(true);
    const admitted = change(run(PLAYER_ACTIONS["answer-join-request"], handedOver, "p2", { targetPlayerId: "badr2", admit: true }));
    expect(admitted.room!.seats.badr2.nickname).toBe("لاعب p1");
  });

  it("held requests are bounded; asking again keeps one's place (issue 30)", () => {
    let room = change(run(PLAYER_ACTIONS.kick_player, seated("creator", "p1"), "creator", { targetPlayerId: "p1" })).room!;
    for (let i = 0; i < ROOM_CONTROLS.maxPendingJoins; i++) room = change(run(PLAYER_ACTIONS["join-room"], room, `n${i}`, { nickname: "لاعب p1" })).room!;
    expect(run(PLAYER_ACTIONS["join-room"], room, "late", { nickname: "لاعب p1" })).toEqual(TOO_MANY_REQUESTS);
    const again = change(run(PLAYER_ACTIONS["join-room"], room, "n0", { nickname: "لاعب p1" })).room!;
    expect(again.pendingJoins!.map((p) => p.playerId)).toEqual(room.pendingJoins!.map((p) => p.playerId));
    // Joining under a free name answers one's own request.
    const elsewhere = change(run(PLAYER_ACTIONS["join-room"], room, "n3", { nickname: "اسم حر" })).room!;
    expect(elsewhere.pendingJoins!.some((p) => p.playerId === "n3")).toBe(false);
  });

  it("a kicked signed-in player is refused by account, whatever the name", () => {
    const room = seated("creator");
    const reads = { avatars: undefined, filter: null };
    const joined = change(PLAYER_ACTIONS["join-room"].handle(room, { playerId: "u1", userId: "u1", isAnonymous: false }, { nickname: "سارة" }, { now: 1, loaded: reads }));
    const kicked = change(run(PLAYER_ACTIONS.kick_player, joined.room!, "creator", { targetPlayerId: "u1" }));
    expect(PLAYER_ACTIONS["join-room"].handle(kicked.room!, { playerId: "u1", userId: "u1", isAnonymous: false }, { nickname: "اسم جديد" }, { now: 2, loaded: reads })).toEqual(KICKED_AT_DOOR);
  });

  it("«خروج» mid-game keeps the seat, away, and hands the host role on at once; back, the player is seated again", () => {
    const room = playing("creator", "p1", "p2");
    const left = withRoster(room, change(run(PLAYER_ACTIONS.leave_room, room, "creator")), 100);
    expect(left.room!.seats.creator).toMatchObject({ hasLeft: true, isOnline: false });
    expect(left.room!.adminId).toBe("p1");
    expect(left.events!.map((e) => e.type)).toEqual(["participants-sync"]);
    expect(left.dismiss![0]).toMatchObject({ playerId: "creator", closeCode: 1000 });
    const back = change(run(PLAYER_ACTIONS["join-room"], left.room!, "creator", { nickname: "x" }));
    expect(back.room!.seats.creator.hasLeft).toBeUndefined();
    expect(back.room!.adminId).toBe("creator");
    expect(back.events!.map((e) => e.type)).toEqual(["participants-sync"]);
  });

  it("the admin cannot kick themselves or someone not seated", () => {
    const room = seated("creator", "p1");
    expect((run(PLAYER_ACTIONS.kick_player, room, "creator", { targetPlayerId: "creator" }) as LiveError).code).toBe("invalid_target");
    expect((run(PLAYER_ACTIONS.kick_player, room, "creator", { targetPlayerId: "nobody" }) as LiveError).code).toBe("invalid_target");
  });

  it("the admin leaving hands admin on, and everyone hears who it is", () => {
    const room = seated("creator", "p1", "p2");
    const left = withRoster(room, change(run(PLAYER_ACTIONS.leave_room, room, "creator")), 100);
    expect(left.room!.adminId).toBe("p1");
    expect(left.events!.map((e) => e.type)).toEqual(["player-left", "participants-sync"]);
    expect(left.dismiss![0]).toMatchObject({ playerId: "creator", closeCode: 1000 });
  });

  it("a nickname taken by another seat is refused", () => {
    const room = seated("creator", "p1");
    expect((run(PLAYER_ACTIONS["change-nickname"], room, "p1", { nickname: "لاعب creator" }) as LiveError).code).toBe("duplicate_nickname");
  });
});

describe("presence", () => {
  it("an offline seat is announced; nothing changes when presence is as stored", () => {
    const room = seated("creator", "p1");
    const gone = change(run(ROOM_ACTIONS.presence, room, "", { online: { p1: false } }));
    expect(gone.events).toEqual([{ type: "player-status-update", data: { playerId: "p1", isOnline: false } }]);
    expect(change(run(ROOM_ACTIONS.presence, room, "", { online: { creator: true, p1: true } }))).toEqual({});
  });

  it("an admin offline past the heartbeat timeout hands over when the room next looks, and the alarm is set for that moment", () => {
    const room = seated("creator", "p1");
    const away = change(run(ROOM_ACTIONS.presence, room, "", { online: { creator: false } }, { now: 1_000 })).room!;
    expect(away.adminId).toBe("creator");
    expect(adminHandOverAt(away)).toBe(1_000 + LIVE_LIMITS.turnGraceMs);
    const later = change(run(ROOM_ACTIONS.presence, away, "", { online: {} }, { now: 1_000 + LIVE_LIMITS.turnGraceMs }));
    expect(later.room!.adminId).toBe("p1");
    expect(adminHandOverAt(later.room!)).toBeNull();
  });
});

describe("the game through the table", () => {
  it("a move is refused before a game starts", () => {
    expect((run(PLAYER_ACTIONS.game, seated("creator"), "creator", { action: "SUBMIT_ANSWER" }) as LiveError).code).toBe("invalid_action");
  });

  it("a move that ends the phase broadcasts a phase change; one that does not, the game state", () => {
    const room = playing("creator", "p1");
    const one = change(run(PLAYER_ACTIONS.game, room, "p1", { action: "SUBMIT_ANSWER", payload: { answer: 3 } }));
    expect(one.state).toBe("game-state");
    const both = change(run(PLAYER_ACTIONS.game, one.room!, "creator", { action: "SUBMIT_ANSWER", payload: { answer: 4 } }));
    expect(both.state).toBe("phase-changed");
  });

  it("a refused move changes nothing and tells only the mover", () => {
    const room = playing("creator", "p1");
    const bad = change(run(PLAYER_ACTIONS.game, room, "p1", { action: "SUBMIT_ANSWER", payload: { answer: "x" } }));
    expect(bad.room).toBeUndefined();
    expect(bad.gameEvents).toEqual([{ to: "p1", type: "submission-error", data: { message: "إجابة غير صالحة" } }]);
  });

  it("the alarm ends a phase whose deadline passed, and a stale deadline changes nothing", () => {
    const room = playing("creator", "p1");
    const at = room.game!.deadline!.at;
    const online = { online: { creator: true, p1: true } };
    expect(change(run(ROOM_ACTIONS.tick, room, "", online, { now: at - 1 }))).toEqual({});
    const due = change(run(ROOM_ACTIONS.tick, room, "", online, { now: at }));
    expect(due.state).toBe("phase-changed");
    expect(change(run(ROOM_ACTIONS.tick, due.room!, "", online, { now: at + 1 })).room).toBeUndefined();
  });

  it("a player going offline mid-game is a roster change for the game, in the same change", () => {
    const room = playing("creator", "p1");
    const gone = withRoster(room, change(run(ROOM_ACTIONS.presence, room, "", { online: { p1: false } })), 100);
    const players = (gone.room!.game!.state as { players: { playerId: string; isOnline: boolean }[] }).players;
    expect(players.find((p) => p.playerId === "p1")!.isOnline).toBe(false);
    expect(graceEnds(gone.room!)).toEqual([100 + LIVE_LIMITS.turnGraceMs]);
  });

  it("an avatar change mid-game does not disturb the game", () => {
    const room = playing("creator", "p1");
    const changed = withRoster(room, change(run(PLAYER_ACTIONS["update-avatar"], room, "p1", { avatar: { color: 3, face: 8, custom: 16 } })), 100);
    expect(changed.room!.game).toBe(room.game);
  });

  it("ending the game sends each seat the lobby; restart needs a game", () => {
    const room = playing("creator", "p1");
    const ended = change(run(PLAYER_ACTIONS["end-game"], room, "creator"));
    expect(ended).toMatchObject({ room: { game: null }, state: { ended: "end_game" } });
    expect((run(PLAYER_ACTIONS.restart_game, ended.room!, "creator") as LiveError).code).toBe("invalid_action");
  });

  it("a game switched off or without content does not start", () => {
    const room = seated("creator");
    expect((launch(room, { listed: null, content: {}, seed: 1 }, 1, "game-started") as LiveError).code).toBe("game_unavailable");
    expect((launch(room, { listed: { nameAr: "x" }, content: null, seed: 1 }, 1, "game-started") as LiveError).code).toBe("no_content");
  });
});

describe("one change from several steps", () => {
  it("an admin hand-over that comes due with no seat change is announced", () => {
    const room = seated("creator", "p1");
    const away = change(run(ROOM_ACTIONS.presence, room, "", { online: { creator: false } }, { now: 1_000 })).room!;
    const due = 1_000 + LIVE_LIMITS.turnGraceMs;
    const handed = withRoster(away, change(run(ROOM_ACTIONS.presence, away, "", { online: {} }, { now: due })), due);
    expect(handed.events!.map((e) => e.type)).toEqual(["participants-sync"]);
  });

  it("a phase change is not hidden by a later step's plain state in the same write", () => {
    const room = playing("creator", "p1");
    const gone = withRoster(room, change(run(ROOM_ACTIONS.presence, room, "", { online: { p1: false } }, { now: 100 })), 100).room!;
    const at = Math.max(gone.game!.deadline!.at, 100 + LIVE_LIMITS.turnGraceMs);
    const due = change(run(ROOM_ACTIONS.tick, gone, "", { online: { creator: true } }, { now: at }));
    expect(due.state).toBe("phase-changed");
  });
});
