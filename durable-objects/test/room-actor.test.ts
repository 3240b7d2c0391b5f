import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { signedInUser } from "../../worker/test/helpers/people";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaceGameForTests } from "../engine/registry";
import { readRoom, writeRoom } from "../room/room-storage";
import { TestClient } from "../../worker/test/helpers/client";
import { countingRegistration } from "./counting-game";
import { joinRoom, openSocket } from "./live-client";
import { LIVE_LIMITS, RETRY_CLOSE_CODES } from "../../schema/limits";

// The actor's own rules are tested with a small game standing in for bluff trivia;
// the real games have their own actor tests.
let restoreTrivia: () => void;
beforeAll(() => {
  restoreTrivia = replaceGameForTests("trivia-deception", countingRegistration);
});
afterAll(() => restoreTrivia());

/** A premium or free creator with a fresh room; returns the creator's client and the code. */
async function newRoom(account: "free" | "premium" = "free", gameType = "trivia-deception") {
  // A fresh account each time: a creator holds only a few open rooms.
  const { id, client: admin } = await signedInUser({ premiumEnds: account === "premium" ? Date.now() + 30 * 86_400_000 : null });
  const user = { id };
  const res = await admin.post("/api/rooms", { gameType });
  const room = (await res.json()) as { id: string; code: string };
  return { admin, adminId: user.id, code: room.code, roomId: room.id };
}

async function guest() {
  const client = new TestClient();
  const playerId = await client.becomeGuest();
  return { client, playerId };
}

const stubOf = (roomId: string) => env.ROOMS.get(env.ROOMS.idFromName(roomId));

async function triviaSelection() {
  const cats = (await (await new TestClient().fetch("/api/games/trivia-deception/categories")).json()) as {
    isPremium: boolean;
    subcategories: { id: string; isPremium: boolean }[];
  }[];
  const subs = cats.flatMap((c) => c.subcategories);
  return { free: subs.filter((s) => !s.isPremium).map((s) => s.id), premium: subs.find((s) => s.isPremium)!.id };
}

describe("upgrade", () => {
  it("refuses an unknown room with a reason, then closes", async () => {
    const { client } = await guest();
    const socket = await openSocket(client, "QQQQQQ");
    const error = await socket.next("error");
    expect(error.data).toMatchObject({ code: "room_not_found", message: "الغرفة غير موجودة" });
    expect((await socket.waitClose()).code).toBe(4003);
  });

  it("refuses a caller without identity", async () => {
    const { code } = await newRoom();
    const socket = await openSocket(new TestClient(), code);
    expect((await socket.next("error")).data).toMatchObject({ code: "unauthenticated" });
  });

  it("refuses a foreign Origin", async () => {
    const { code } = await newRoom();
    const { client } = await guest();
    const res = await client.fetch(`/ws?code=${code}`, { headers: { Upgrade: "websocket", Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });

  it("refuses an expired room", async () => {
    const { code, roomId } = await newRoom();
    await env.DB.prepare("UPDATE rooms SET expires_at = 1 WHERE id = ?").bind(roomId).run();
    const { client } = await guest();
    const socket = await openSocket(client, code);
    expect((await socket.next("error")).data).toMatchObject({ code: "room_expired" });
  });
});

describe("joining", () => {
  it("seats players, makes the creator admin and tells everyone", async () => {
    const { admin, adminId, code } = await newRoom();
    const host = await joinRoom(admin, code, "المضيف");
    expect(host.joined.data).toMatchObject({ playerId: adminId, isAdmin: true });

    const { client, playerId } = await guest();
    const player = await joinRoom(client, code, "  سارة  ", { color: 3, face: 99, custom: 16 });
    expect(player.joined.data.isAdmin).toBe(false);
    const seat = player.joined.data.state.players[playerId];
    expect(seat, JSON.stringify(seat)).toMatchObject({ nickname: "سارة", avatarColor: 3, avatarFace: 7, avatarCustom: 16, isOnline: true });
    const seen = await host.socket.next("player-joined");
    expect(seen.data.player).toMatchObject({ playerId, nickname: "سارة" });

    const lookup = (await (await admin.fetch(`/api/rooms/${code}`)).json()) as { players: { playerId: string }[] };
    expect(lookup.players.map((p) => p.playerId).sort()).toEqual([adminId, playerId].sort());
  });

  it("gives the same identity the same seat again, nickname and avatar kept", async () => {
    const { admin, code } = await newRoom();
    const host = await joinRoom(admin, code, "المضيف");
    const { client, playerId } = await guest();
    const first = await joinRoom(client, code, "فهد", { color: 4, face: 9, custom: 17 });
    first.socket.close();
    await host.socket.next("player-status-update");
    const again = await joinRoom(client, code, "اسم ثاني", { color: 2, face: 7, custom: 15 });
    expect(Object.keys(again.joined.data.state.players)).toHaveLength(2);
    expect(again.joined.data.state.players[playerId]).toMatchObject({ nickname: "فهد", avatarColor: 4, avatarFace: 9, avatarCustom: 17, isOnline: true });
    const back = await host.socket.next("player-status-update");
    expect(back.data).toMatchObject({ playerId, isOnline: true });
  });

  it("refuses a nickname already taken in the room", async () => {
    const { admin, code } = await newRoom();
    await joinRoom(admin, code, "نورة");
    const { client } = await guest();
    const socket = await openSocket(client, code);
    socket.send("join-room", { nickname: "  نوره ".replace("ه", "ة") });
    const error = await socket.next("error");
    expect(error.data).toMatchObject({ code: "duplicate_nickname", type: "duplicate_nickname" });
    socket.send("join-room", { nickname: "نورة الثانية" });
    await socket.next("room-joined");
  });

  it("refuses an empty nickname and actions before joining", async () => {
    const { code } = await newRoom();
    const { client } = await guest();
    const socket = await openSocket(client, code);
    socket.send("update-avatar", { avatar: { color: 3, face: 8, custom: 16 } });
    expect((await socket.next("error")).data.code).toBe("not_joined");
    socket.send("join-room", { nickname: "   " });
    expect((await socket.next("error")).data).toMatchObject({ code: "invalid_nickname", message: "يلزم كتابة اسمك في اللعبة" });
  });

  it("refuses a frame claiming another player's id", async () => {
    const { code } = await newRoom();
    const { client } = await guest();
    const socket = await openSocket(client, code);
    socket.send("join-room", { nickname: "x", playerId: "anonymous_1_someoneelse" });
    expect((await socket.next("error")).data.code).toBe("identity_mismatch");
  });

  it("updates avatar and nickname for everyone", async () => {
    const { admin, code } = await newRoom();
    const host = await joinRoom(admin, code, "المضيف");
    const { client, playerId } = await guest();
    const player = await joinRoom(client, code, "خالد");
    player.socket.send("update-avatar", { avatar: { color: 6, face: 14, custom: 23 } });
    expect((await host.socket.next("avatar-updated")).data).toMatchObject({ playerId, avatar: { color: 6, face: 14, custom: 23 } });
    player.socket.send("change-nickname", { nickname: "أبو خالد" });
    expect((await host.socket.next("nickname-changed")).data).toMatchObject({ playerId, nickname: "أبو خالد" });
    player.socket.send("change-nickname", { nickname: "المضيف" });
    expect((await player.socket.next("error")).data.code).toBe("duplicate_nickname");
  });
});

describe("admin powers", () => {
  it("refuses every admin action from a non-admin", async () => {
    const { admin, adminId, code } = await newRoom();
    await joinRoom(admin, code, "المضيف");
    const { client } = await guest();
    const { socket } = await joinRoom(client, code, "لاعب");
    const attempts: [string, Record<string, unknown>][] = [
      ["update-settings", { gameType: "trivia-deception", categories: [], settings: {} }],
      ["start-game", { gameType: "trivia-deception" }],
      ["end-game", {}],
      ["game-action", { action: "kick_player", targetPlayerId: adminId }],
      ["game-action", { action: "back_to_lobby" }],
      ["game-action", { action: "restart_game" }],
      ["game-action", { action: "expire_room" }],
      ["game-action", { action: "next_round" }],
    ];
    for (const [type, data] of attempts) {
      socket.send(type, data);
      expect((await socket.next("error")).data.code, type).toBe("not_admin");
    }
  });

  it("kicks a player, who cannot come back", async () => {
    const { admin, code } = await newRoom();
    const host = await joinRoom(admin, code, "المضيف");
    const { client, playerId } = await guest();
    const player = await joinRoom(client, code, "مشاغب");
    host.socket.send("game-action", { action: "kick_player", targetPlayerId: playerId });
    expect((await player.socket.next("kicked")).data.message).toBe("تم إخراجك من هذه الغرفة، ولا يمكنك الانضمام إليها مرة أخرى");
    expect((await player.socket.waitClose()).code).toBe(4001);
    expect((await host.socket.next("player-kicked")).data.playerId).toBe(playerId);

    const retry = await openSocket(client, code);
    retry.send("join-room", { nickname: "اسم جديد" });
    expect((await retry.next("error")).data.code).toBe("kicked");
  });

  it("never lets the admin kick themselves", async () => {
    const { admin, adminId, code } = await newRoom();
    const host = await joinRoom(admin, code, "المضيف");
    host.socket.send("game-action", { action: "kick_player", targetPlayerId: adminId });
    expect((await host.socket.next("error")).data.code).toBe("invalid_target");
  });

  it("hands admin to the earliest player when the admin leaves, and back when the creator returns", async () => {
    const { admin, adminId, code } = await newRoom();
    const host = await joinRoom(admin, code, "المضيف");
    const first = await guest();
    const a = await joinRoom(first.client, code, "الأول");
    const second = await guest();
    const b = await joinRoom(second.client, code, "الثاني");
    host.socket.send("game-action", { action: "leave_room" });
    await host.socket.next("left-room");
    const sync = await b.socket.next("participants-sync");
    expect(sync.data.adminId).toBe(first.playerId);
    expect((await a.socket.next("participants-sync")).data.adminId).toBe(first.playerId);
    const returned = await joinRoom(admin, code, "المضيف");
    expect(returned.joined.data.isAdmin).toBe(true);
    expect((await a.socket.next("participants-sync")).data.adminId).toBe(adminId);
  });
});

describe("lobby selection", () => {
  it("refuses premium games, premium categories and settings in a free room", async () => {
    const { admin, code } = await newRoom("free");
    const host = await joinRoom(admin, code, "المضيف");
    const { free, premium } = await triviaSelection();
    host.socket.send("update-settings", { gameType: "meme-game", categories: [], settings: {} });
    expect((await host.socket.next("error")).data.code).toBe("premium_required");
    host.socket.send("update-settings", { gameType: "trivia-deception", categories: [free[0], premium], settings: {} });
    expect((await host.socket.next("error")).data.code).toBe("premium_category");
    host.socket.send("update-settings", { gameType: "trivia-deception", categories: [free[0]], settings: { rounds: 12 } });
    expect((await host.socket.next("error")).data.code).toBe("premium_required");
    host.socket.send("start-game", { gameType: "most-likely", categories: [], settings: {} });
    expect((await host.socket.next("error")).data.code).toBe("premium_required");
  });

  it("lets a premium room pick anything and tells everyone", async () => {
    const { admin, code } = await newRoom("premium");
    const host = await joinRoom(admin, code, "المضيف");
    const { client } = await guest();
    const player = await joinRoom(client, code, "ضيف");
    const { premium } = await triviaSelection();
    host.socket.send("update-settings", { gameType: "trivia-deception", categories: [premium], settings: { rounds: 12, writingTime: 999 } });
    const seen = await player.socket.next("lobby-settings");
    expect(seen.data).toMatchObject({ gameType: "trivia-deception", categories: [premium] });
    expect(seen.data.settings).toMatchObject({ rounds: 12, writingTime: 180 });
  });

  it("checks categories at start: none for trivia, more than one for the others", async () => {
    const premiumRoom = await newRoom("premium");
    const host = await joinRoom(premiumRoom.admin, premiumRoom.code, "المضيف");
    host.socket.send("start-game", { gameType: "trivia-deception", categories: [] });
    expect((await host.socket.next("error")).data.code).toBe("no_category");
    const memeCats = (await (await new TestClient().fetch("/api/games/meme-game/categories")).json()) as { id: string }[];
    host.socket.send("start-game", { gameType: "meme-game", categories: memeCats.map((c) => c.id) });
    expect((await host.socket.next("error")).data.code).toBe("too_many_categories");
    // One category passes the check; the meme game is registered now, so it starts.
    host.socket.send("start-game", { gameType: "meme-game", categories: [memeCats[0].id] });
    expect(((await host.socket.next("game-started")).data.state.game as { currentPhase: string }).currentPhase).toBe("captioning");
  });
});

describe("a whole game with the test game", () => {
  it("plays rounds over sockets: early phase end, deadline by alarm, stale timer ignored, restart and back to lobby", async () => {
    const { admin, code, roomId } = await newRoom("premium");
    const host = await joinRoom(admin, code, "المضيف");
    const { client, playerId } = await guest();
    const player: { socket: Awaited<ReturnType<typeof joinRoom>>["socket"] } = await joinRoom(client, code, "لاعب");
    const { free } = await triviaSelection();
    host.socket.send("start-game", { gameType: "trivia-deception", categories: free.slice(0, 2), settings: { rounds: 3 } });
    const started = await player.socket.next("game-started");
    expect(started.data.state.inLobby).toBe(false);
    expect(started.data.state.game).toMatchObject({ currentPhase: "guessing", roundNumber: 1, totalRounds: 3, target: null });

    // Round 1 ends early once both answered; the other's guess stays hidden until then.
    player.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: 3 } });
    const afterOne = await host.socket.next("game-state");
    expect(afterOne.data.state.game!.guesses).toEqual({});
    expect(afterOne.data.state.players[playerId].hasAnswered).toBe(true);
    player.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: 4 } });
    expect((await player.socket.next("submission-error")).data.message).toBe("أرسلت إجابتك من قبل");
    host.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: 5 } });
    const revealed = await player.socket.next("phase-changed");
    expect(revealed.data.state.game).toMatchObject({ currentPhase: "reveal", guesses: { [playerId]: 3 } });
    expect(typeof revealed.data.state.game!.target).toBe("number");

    // Round 2 ends by its deadline: the alarm fires after the deadline is moved into the past.
    host.socket.send("game-action", { action: "next_round" });
    const round2 = await player.socket.next("phase-changed");
    const seq = round2.data.state.game!.phaseSeq;
    const stub = stubOf(roomId);
    await runInDurableObject(stub, async (_instance, state) => {
      const room = (await readRoom(state.storage))!;
      await writeRoom(state.storage, { ...room, game: { ...room.game!, deadline: { phaseSeq: seq, at: Date.now() - 1 } } });
    });
    await evictDurableObject(stub); // drop the in-memory copy so the alarm reads storage
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await player.socket.next("phase-changed")).data.state.game!.currentPhase).toBe("reveal");

    // The same timer again (at-least-once delivery) changes nothing.
    await runInDurableObject(stub, async (_instance, state) => {
      const room = (await readRoom(state.storage))!;
      await writeRoom(state.storage, { ...room, game: { ...room.game!, deadline: { phaseSeq: seq, at: Date.now() - 1 } } });
    });
    await evictDurableObject(stub);
    await runDurableObjectAlarm(stub);
    player.socket.send("get-game-state");
    expect((await player.socket.next("get-game-state-response")).data.state.game!.currentPhase).toBe("reveal");

    // The last round: a player who goes offline is not waited for.
    host.socket.drain();
    host.socket.send("game-action", { action: "next_round" });
    expect((await host.socket.next("phase-changed")).data.state.game).toMatchObject({ currentPhase: "guessing", roundNumber: 3, isKillRound: true });
    player.socket.close();
    await host.socket.next("player-status-update");
    host.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: 1 } });
    expect((await host.socket.next("phase-changed")).data.state.game!.currentPhase).toBe("reveal");
    host.socket.send("game-action", { action: "next_round" });
    expect((await host.socket.next("phase-changed")).data.state.game!.currentPhase).toBe("final_ranking");
    const again = await joinRoom(client, code, "لاعب");
    expect(again.joined.data.state.game!.currentPhase).toBe("final_ranking");
    player.socket = again.socket;
    host.socket.send("game-action", { action: "restart_game" });
    const restarted = await player.socket.next("game-restarted");
    expect(restarted.data.state.game).toMatchObject({ currentPhase: "guessing", roundNumber: 1 });
    host.socket.send("game-action", { action: "back_to_lobby" });
    const ended = await player.socket.next("game-ended");
    expect(ended.data.state).toMatchObject({ inLobby: true, currentPhase: "lobby", game: null });
  });
});

describe("durability and expiry", () => {
  it("keeps the room intact after the actor is evicted and rebuilt", async () => {
    const { admin, code, roomId } = await newRoom("premium");
    const host = await joinRoom(admin, code, "المضيف");
    const { client, playerId } = await guest();
    await joinRoom(client, code, "باقي", { color: 5, face: 12, custom: 20 });
    const { free } = await triviaSelection();
    host.socket.send("update-settings", { gameType: "trivia-deception", categories: [free[0]], settings: { rounds: 9 } });
    await host.socket.next("lobby-settings");
    await evictDurableObject(stubOf(roomId), { webSockets: "close" });
    const back = await joinRoom(client, code, "باقي");
    const state = back.joined.data.state;
    expect(state.players[playerId]).toMatchObject({ avatarColor: 5, avatarFace: 12, avatarCustom: 20 });
    expect(state.lobby).toMatchObject({ categories: [free[0]], settings: { rounds: 9 } });
    expect(state.version).toBeGreaterThan(2);
  });

  it("expires the room by alarm: everyone hears it and the index marks it", async () => {
    const { admin, code, roomId } = await newRoom();
    const host = await joinRoom(admin, code, "المضيف");
    const { client } = await guest();
    const player = await joinRoom(client, code, "لاعب");
    const stub = stubOf(roomId);
    await runInDurableObject(stub, async (_instance, state) => {
      const room = (await readRoom(state.storage))!;
      await writeRoom(state.storage, { ...room, expiresAt: Date.now() - 1 });
    });
    await evictDurableObject(stub, { webSockets: "hibernate" });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    for (const s of [host.socket, player.socket]) {
      expect((await s.next("room-expired")).data.message).toBe("انتهت صلاحية الغرفة");
      expect((await s.waitClose()).code).toBe(4002);
    }
    const row = await env.DB.prepare("SELECT status FROM rooms WHERE id = ?").bind(roomId).first<{ status: string }>();
    expect(row!.status).toBe("expired");
    // An ended room says so (410), not «not found» (docs/decisions.md).
    expect((await admin.fetch(`/api/rooms/${code}`)).status).toBe(410);
  });

  it("schedules the expiry alarm when the room is created", async () => {
    const { roomId } = await newRoom();
    const alarm = await runInDurableObject(stubOf(roomId), (_i, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});

/** Waits, in small steps and for a bounded while, until `check` holds. */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 1_000 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe("sync and robustness", () => {
  it("answers clock sync, metrics, delta and full sync", async () => {
    const { admin, code, roomId } = await newRoom();
    const host = await joinRoom(admin, code, "المضيف");
    host.socket.send("clock-sync-request", { clientTime: 123 });
    const clock = await host.socket.next("clock-sync-response");
    expect(clock.data.clientTime).toBe(123);
    expect(Math.abs(clock.data.serverTime - Date.now())).toBeLessThan(5000);
    host.socket.send("metrics-request");
    expect((await host.socket.next("metrics-response")).data).toMatchObject({ connections: 1, players: 1 });

    const version = host.joined.data.state.version;
    const { client } = await guest();
    await joinRoom(client, code, "جديد");
    host.socket.send("delta-sync-request", { sinceVersion: version });
    const delta = await host.socket.next("delta-sync-response");
    expect(delta.data, JSON.stringify({ version, delta: delta.data })).toMatchObject({ full: false });
    expect(delta.data.events.map((e) => e.type)).toEqual(["player-joined"]);
    // The event log lives in memory: after an eviction a delta request falls back to a full state.
    await evictDurableObject(stubOf(roomId));
    host.socket.send("delta-sync-request", { sinceVersion: version });
    expect((await host.socket.next("delta-sync-response")).data).toMatchObject({ full: true, state: { code } });
    host.socket.send("request-full-sync");
    expect(Object.keys((await host.socket.next("full-sync-response")).data.state.players)).toHaveLength(2);
  });

  it("answers 1,000 malformed or random frames only with errors until the rate limit closes the socket, and the room keeps working", async () => {
    const { admin, code } = await newRoom();
    const host = await joinRoom(admin, code, "المضيف");
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    const pick = <T,>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
    const types = ["join-room", "game-action", "update-settings", "start-game", "delta-sync-request", "nope", "", 42, null];
    const values = [null, 1, -1, 1e309, "x", "", [], {}, true, "a".repeat(300), { nested: { deep: [1, 2] } }];
    const frames: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const kind = i % 5;
      if (kind === 0) frames.push(String.fromCharCode(...Array.from({ length: 1 + Math.floor(rand() * 40) }, () => Math.floor(rand() * 0xffff))));
      else if (kind === 1) frames.push(JSON.stringify(pick(values)));
      else if (kind === 2) frames.push(JSON.stringify({ type: pick(types), data: pick(values) }));
      else if (kind === 3) frames.push(JSON.stringify({ type: pick(types), data: { action: pick(["SUBMIT_ANSWER", "kick_player", "x"]), avatar: pick(values), nickname: pick(values), sinceVersion: pick(values) } }));
      else frames.push("x".repeat(9000));
    }
    const before = host.socket.received.length;
    for (const frame of frames) host.socket.ws.send(frame);
    // Every frame within the rate is answered once; the first past it is told `rate_limited` and the socket closes (issue 37).
    expect((await host.socket.waitClose(10_000)).code).toBe(RETRY_CLOSE_CODES.rateLimited);
    const answers = host.socket.received.slice(before);
    expect(answers.at(-1)).toMatchObject({ type: "error", data: { code: "rate_limited" } });
    expect(answers.filter((m) => m.type === "error" && m.data.code === "rate_limited")).toHaveLength(1);
    expect(answers.length).toBeGreaterThanOrEqual(LIVE_LIMITS.rateBurstFrames);
    expect(answers.length).toBeLessThan(frames.length);
    // A few random frames happen to be well-formed delta requests; one within the rate is answered as asked. Every other answer is an error.
    expect(answers.filter((m) => m.type !== "error" && m.type !== "delta-sync-response")).toEqual([]);
    // The room is unharmed: the same player opens a new socket and is seated again.
    const again = await joinRoom(admin, code, "المضيف");
    expect(again.joined.data.state.code).toBe(code);
    again.socket.send("get-game-state");
    expect((await again.socket.next("get-game-state-response")).data.state.code).toBe(code);
  });
});
