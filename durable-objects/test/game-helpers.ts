// Shared by the game tests that play through the real room actor: the stored room,
// firing a phase's deadline by the actor's alarm, hearing a phase change on every
// socket, and a room with its host and guests seated.
import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { signedInUser } from "../../worker/test/helpers/people";
import { expect } from "vitest";
import { TestClient } from "../../worker/test/helpers/client";
import type { RoomRecord } from "../room/room-record";
import { readRoom, writeRoom } from "../room/room-storage";
import { joinRoom, type LiveSocket } from "./live-client";

export const stubOf = (roomId: string) => env.ROOMS.get(env.ROOMS.idFromName(roomId));

/** The room record as the actor stored it. */
export async function stored(roomId: string): Promise<RoomRecord> {
  return runInDurableObject(stubOf(roomId), async (_instance, state) => (await readRoom(state.storage))!);
}

/** The stored game state, as the game's own state type. */
export const gameStateOf = <S>(room: RoomRecord) => room.game!.state as S;

/** The game's view inside a state-carrying message, as the game's own view type. */
export const viewOf = <V>(message: { data: { state: { game: unknown } } }) => message.data.state.game as V;

/**
 * Moves a phase's deadline (the current phase's unless `phaseSeq` is given) into the
 * past and lets the actor's alarm fire, as time would.
 */
export async function fireDeadline(roomId: string, phaseSeq?: number) {
  const stub = stubOf(roomId);
  await runInDurableObject(stub, async (_instance, state) => {
    const room = (await readRoom(state.storage))!;
    const seq = phaseSeq ?? gameStateOf<{ phaseSeq: number }>(room).phaseSeq;
    await writeRoom(state.storage, { ...room, game: { ...room.game!, deadline: { phaseSeq: seq, at: Date.now() - 1 } } });
  });
  await evictDurableObject(stub); // the alarm reads storage, as after a real sleep
  expect(await runDurableObjectAlarm(stub)).toBe(true);
}

/**
 * Plays the current staged reveal to its end as time would: its start moves into the
 * past and the actor's alarm fires at the next beat's deadline, so the room tells the phones every
 * beat. The phase's own end stays where it was.
 */
export async function playShow(roomId: string) {
  const stub = stubOf(roomId);
  await runInDurableObject(stub, async (_instance, state) => {
    const room = (await readRoom(state.storage))!;
    const game = gameStateOf<{ phaseSeq: number; show: { startsAt: number; beats: { at: number; ms: number }[] } }>(room);
    const length = game.show.beats.reduce((sum, b) => sum + b.ms, 0);
    const show = { ...game.show, startsAt: Date.now() - length - 1 };
    await writeRoom(state.storage, { ...room, game: { ...room.game!, state: { ...game, show }, deadline: { phaseSeq: game.phaseSeq, at: Date.now() - 1 } } });
  });
  await evictDurableObject(stub);
  expect(await runDurableObjectAlarm(stub)).toBe(true);
}

/** Every socket hears the phase change; returns what `socket` was shown. */
export async function nextPhase<V extends { currentPhase: string }>(sockets: LiveSocket[], socket: LiveSocket, phase: string): Promise<V> {
  let mine: V | null = null;
  for (const s of sockets) {
    const game = viewOf<V>(await s.next("phase-changed"));
    expect(game.currentPhase).toBe(phase);
    if (s === socket) mine = game;
  }
  return mine!;
}

/** The game's categories as the API lists them. */
export async function categoriesOf<C = { id: string }>(gameType: string): Promise<C[]> {
  return (await (await new TestClient().fetch(`/api/games/${gameType}/categories`)).json()) as C[];
}

/**
 * A room created by a fresh signed-in account of that kind, its creator seated as «المضيف».
 * Fresh, so one test's rooms never count against another's (a creator holds only a few open rooms).
 */
export async function hostedRoom(gameType: string, account: "premium" | "free" = "premium") {
  const { id, client: admin } = await signedInUser({ premiumEnds: account === "premium" ? Date.now() + 30 * 86_400_000 : null });
  const user = { id };
  const room = (await (await admin.post("/api/rooms", { gameType })).json()) as { id: string; code: string };
  const host = (await joinRoom(admin, room.code, "المضيف")).socket;
  return { admin, user, room, host };
}

/** Guests joining `code` under these nicknames, each with their own client and socket. */
export async function seatGuests(code: string, names: string[]) {
  const guests = [];
  for (const name of names) {
    const client = new TestClient();
    const playerId = await client.becomeGuest();
    guests.push({ client, playerId, socket: (await joinRoom(client, code, name)).socket });
  }
  return guests;
}

/** The content ids (as strings, sorted) that the account has been shown in game `gameId`. */
export async function seenContent(userId: string, gameId: number): Promise<string[]> {
  const seen = await env.DB.prepare("SELECT content_id FROM seen_content WHERE user_id = ? AND game_id = ?").bind(userId, gameId).all<{ content_id: number }>();
  return seen.results.map((r) => String(r.content_id)).sort();
}
