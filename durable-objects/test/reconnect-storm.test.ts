// A reconnect storm mid-phase: every socket of an eight-player room drops at once and
// comes back, in both orders. Nobody who has not answered may lose their turn.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LIVE_LIMITS } from "../../schema/limits";
import type { TriviaState } from "../games/trivia-deception/rules";
import type { RoomRecord } from "../room/room-record";
import { readRoom, writeRoom } from "../room/room-storage";
import { categoriesOf, gameStateOf, hostedRoom, nextPhase, seatGuests, stored, stubOf } from "./game-helpers";
import { joinRoom, openSocket, type LiveSocket } from "./live-client";
import type { TestClient } from "../../worker/test/helpers/client";

type Seat = { client: TestClient; playerId: string; socket: LiveSocket };

const triviaOf = (room: RoomRecord) => gameStateOf<TriviaState>(room);

async function waitFor(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** An eight-seat room in the writing phase, four of whom have answered. */
async function writingWithHalfAnswered() {
  const { admin, user, room, host } = await hostedRoom("trivia-deception");
  const guests = await seatGuests(room.code, ["سارة", "فهد", "نورة", "خالد", "ريم", "عمر", "هند"]);
  const seats: Seat[] = [{ client: admin, playerId: user.id, socket: host }, ...guests];
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  const free = cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
  host.send("start-game", { gameType: "trivia-deception", categories: free, settings: { rounds: 3 } });
  for (const s of seats) await s.socket.next("game-started");
  const selector = triviaOf(await stored(room.id)).selector!;
  const selectorSeat = seats.find((s) => s.playerId === selector)!;
  selectorSeat.socket.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: triviaOf(await stored(room.id)).offered[0] } });
  await nextPhase(seats.map((s) => s.socket), host, "writing");

  const answered = seats.slice(0, 4);
  const waiting = seats.slice(4);
  for (const [i, s] of answered.entries()) s.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `كذبة رقم ${i + 1}` } });
  await waitFor(async () => Object.keys(triviaOf(await stored(room.id)).lies).length === 4, "four answers");
  return { room, seats, answered, waiting };
}

async function dropAll(roomId: string, order: Seat[]) {
  for (const s of order) s.socket.close();
  await waitFor(async () => Object.values((await stored(roomId)).seats).every((seat) => !seat.isOnline), "every seat offline");
  expect(triviaOf(await stored(roomId)).phase).toBe("writing");
}

async function rejoin(roomId: string, order: Seat[]) {
  for (const s of order) {
    s.socket = (await joinRoom(s.client, (await stored(roomId)).code, "ignored on rejoin")).socket;
    expect(triviaOf(await stored(roomId)).phase, "still writing after a player is back").toBe("writing");
  }
}

describe("a reconnect storm in the writing phase", () => {
  for (const [label, orderOf] of [
    ["unanswered drop first, answered return first", (a: Seat[], w: Seat[]) => ({ drop: [...w, ...a], back: [...a, ...w] })],
    ["answered drop first, unanswered return first", (a: Seat[], w: Seat[]) => ({ drop: [...a, ...w], back: [...w, ...a] })],
  ] as const) {
    it(`takes nobody's turn (${label})`, async () => {
      const { room, seats, answered, waiting } = await writingWithHalfAnswered();
      const order = orderOf(answered, waiting);
      await dropAll(room.id, order.drop);
      await rejoin(room.id, order.back);

      const state = triviaOf(await stored(room.id));
      expect(state.phase).toBe("writing");
      expect(Object.keys(state.lies).sort()).toEqual(answered.map((s) => s.playerId).sort());
      // The four who had not answered still can; the last answer starts the vote.
      for (const [i, s] of waiting.entries()) s.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `جواب متأخر ${i + 1}` } });
      await nextPhase(seats.map((s) => s.socket), seats[0].socket, "voting");
      expect(Object.keys(triviaOf(await stored(room.id)).lies)).toHaveLength(8);
    });
  }

  it("stops waiting for players offline past the grace period, by the room's alarm", async () => {
    const { room, waiting } = await writingWithHalfAnswered();
    for (const s of waiting) s.socket.close();
    await waitFor(async () => Object.values((await stored(room.id)).seats).filter((seat) => !seat.isOnline).length === 4, "four seats offline");
    expect(triviaOf(await stored(room.id)).phase).toBe("writing");

    // Time passes: the four went offline longer ago than the grace period.
    const stub = stubOf(room.id);
    await runInDurableObject(stub, async (_instance, state) => {
      const record = (await readRoom(state.storage))!;
      const long = Date.now() - LIVE_LIMITS.turnGraceMs - 1;
      const seats = Object.fromEntries(Object.entries(record.seats).map(([id, seat]) => [id, seat.isOnline ? seat : { ...seat, offlineSince: long }]));
      await writeRoom(state.storage, { ...record, seats });
      await state.storage.setAlarm(Date.now());
    });
    await evictDurableObject(stub);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(triviaOf(await stored(room.id)).phase).toBe("voting");
  });
});

describe("presence when a page closes", () => {
  it("shows the seat offline as soon as its joined socket closes, whatever half-open socket lingers", async () => {
    const { room } = await hostedRoom("trivia-deception");
    const [guest] = await seatGuests(room.code, ["سارة"]);
    // A second socket of the same player that never joined: a page that remounted or closed mid-handshake.
    const lingering = await openSocket(guest.client, room.code);
    guest.socket.close();
    await waitFor(async () => !(await stored(room.id)).seats[guest.playerId].isOnline, "the seat offline");
    lingering.close();
  });
});
