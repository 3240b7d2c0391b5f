// «استراحة الصلاة» (issue 34) through the real room actor and bluff trivia: the host's setting,
// the one-minute notice, the room pausing by itself at the prayer, a restart mid-break, the
// host's «تمديد 5 دقائق» and «استئناف الآن», and the break ending by the alarm. Time is moved
// the way the other actor tests move it: the stored times are set into the past or the near
// future, the room is evicted, and its alarm fires.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../schema/game-views";
import { PRAYER_BREAKS } from "../../schema/limits";
import type { RoomView } from "../../schema/protocol";
import { TestClient } from "../../worker/test/helpers/client";
import type { PhasePause } from "../engine/phases";
import type { RoomRecord } from "../room/room-record";
import { readRoom, writeRoom } from "../room/room-storage";
import { categoriesOf, hostedRoom, stored, stubOf, viewOf } from "./game-helpers";
import { joinRoom, type LiveSocket } from "./live-client";

const gameOf = viewOf<TriviaView>;
const pauseOf = (room: RoomRecord) => (room.game!.state as { paused?: PhasePause | null }).paused ?? null;

/** Rewrites the stored room as time would have it, then lets the alarm fire on a room woken from storage. */
async function timePasses(roomId: string, edit: (room: RoomRecord) => RoomRecord) {
  const stub = stubOf(roomId);
  await runInDurableObject(stub, async (_instance, state) => {
    await writeRoom(state.storage, edit((await readRoom(state.storage))!));
    await state.storage.setAlarm(Date.now());
  });
  await evictDurableObject(stub);
  expect(await runDurableObjectAlarm(stub)).toBe(true);
}

/** The next state a socket hears that satisfies `check` (other frames, e.g. presence, are passed over). */
async function stateWhere(socket: LiveSocket, check: (state: RoomView) => boolean): Promise<RoomView> {
  for (let i = 0; i < 10; i++) {
    const state = (await socket.next("game-state")).data.state;
    if (check(state)) return state;
  }
  throw new Error("no state matched");
}

/** A trivia game of the host and سارة with prayer breaks on for Kuwait, 10 minutes. */
async function prayingRoom() {
  const { room, host, admin } = await hostedRoom("trivia-deception");
  const saraClient = new TestClient();
  await saraClient.becomeGuest();
  const sara = (await joinRoom(saraClient, room.code, "سارة")).socket;
  sara.send("set-prayer-breaks", { enabled: true, cityId: "kuwait", minutes: 10 });
  expect((await sara.next("error")).data.code).toBe("not_admin");
  host.send("set-prayer-breaks", { enabled: true, cityId: "kuwait", minutes: 10 });
  expect((await sara.next("game-state")).data.state.prayerBreaks).toMatchObject({ enabled: true, cityId: "kuwait", minutes: 10, notice: null });
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  host.send("start-game", { gameType: "trivia-deception", categories: cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id), settings: { rounds: 3 } });
  const started = gameOf(await sara.next("game-started"));
  host.drain();
  sara.drain();
  return { room, host, admin, sara, saraClient, started };
}

describe("prayer breaks in a live room (issue 34)", () => {
  it("the room waits for the next prayer, announces it a minute before, pauses at it, survives a restart, is extended, and resumes by itself", async () => {
    const { room, host, admin, sara, saraClient, started } = await prayingRoom();
    const waiting = (await stored(room.id)).prayerNext!;
    expect(waiting.noticed).toBe(false);
    expect(waiting.at).toBeGreaterThan(Date.now());
    expect(started.phaseEndsAt).not.toBeNull();

    // Half a minute before the prayer: the notice.
    await timePasses(room.id, (r) => ({ ...r, prayerNext: { prayer: "maghrib", at: Date.now() + 30_000, noticed: false } }));
    const noticed = await stateWhere(sara, (s) => !!s.prayerBreaks?.notice);
    expect(noticed.prayerBreaks!.notice!.prayer).toBe("maghrib");
    expect(gameOf({ data: { state: noticed } }).paused).toBe(false);

    // The prayer's time: the game pauses by itself with what was left of the phase.
    const prayerAt = Date.now() - 1_000;
    await timePasses(room.id, (r) => ({ ...r, prayerNext: { ...r.prayerNext!, at: prayerAt } }));
    const paused = gameOf({ data: { state: await stateWhere(sara, (s) => !!s.game?.paused) } });
    expect(paused).toMatchObject({ paused: true, phaseEndsAt: null, pausedPrayer: { prayer: "maghrib", endsAt: prayerAt + 10 * 60_000 } });
    expect(paused.pausedRemainingMs).toBeGreaterThan(0);
    const left = paused.pausedRemainingMs!;
    const record = await stored(room.id);
    expect(record.game!.deadline).toBeNull();
    expect(record.prayerNext!.at).toBeGreaterThan(prayerAt);

    // A restart mid-break: everything is where it was.
    await evictDurableObject(stubOf(room.id), { webSockets: "close" });
    expect(pauseOf(await stored(room.id))).toEqual({ remainingMs: left, prayer: { prayer: "maghrib", at: prayerAt, endsAt: prayerAt + 10 * 60_000 } });
    const hostBack = (await joinRoom(admin, room.code, "المضيف")).socket;
    const saraBack = await joinRoom(saraClient, room.code, "سارة");
    expect(gameOf(saraBack.joined)).toMatchObject({ paused: true, pausedRemainingMs: left, pausedPrayer: { prayer: "maghrib" } });

    // «تمديد 5 دقائق»: the host's only.
    saraBack.socket.send("extend-prayer-break");
    expect((await saraBack.socket.next("error")).data.code).toBe("not_admin");
    hostBack.send("extend-prayer-break");
    const extended = gameOf({ data: { state: await stateWhere(saraBack.socket, (s) => s.game?.pausedPrayer?.endsAt !== prayerAt + 10 * 60_000) } });
    expect(extended.pausedPrayer!.endsAt).toBe(prayerAt + 10 * 60_000 + PRAYER_BREAKS.extendMs);

    // The break is over: the game runs on from exactly what was left.
    await timePasses(room.id, (r) => {
      const state = r.game!.state as { paused: PhasePause };
      return { ...r, game: { ...r.game!, state: { ...state, paused: { ...state.paused, prayer: { ...state.paused.prayer!, endsAt: Date.now() - 1 } } } } };
    });
    const before = Date.now();
    const resumed = gameOf({ data: { state: await stateWhere(saraBack.socket, (s) => !s.game?.paused) } });
    expect(resumed.pausedPrayer).toBeNull();
    expect(resumed.phaseEndsAt! - left).toBeLessThanOrEqual(Date.now());
    expect(resumed.phaseEndsAt! - left).toBeGreaterThan(before - 5_000);
    expect((await stored(room.id)).game!.deadline!.at).toBe(resumed.phaseEndsAt);
    host.close();
    sara.close();
  });

  it("«استئناف الآن»: the host ends the break early with the usual resume", async () => {
    const { room, host, sara } = await prayingRoom();
    await timePasses(room.id, (r) => ({ ...r, prayerNext: { prayer: "isha", at: Date.now() - 1_000, noticed: true } }));
    const paused = gameOf({ data: { state: await stateWhere(sara, (s) => !!s.game?.paused) } });
    expect(paused.pausedPrayer!.prayer).toBe("isha");
    host.send("resume-game");
    const resumed = gameOf({ data: { state: await stateWhere(sara, (s) => !s.game?.paused) } });
    expect(resumed.pausedPrayer).toBeNull();
    expect(resumed.phaseEndsAt).toBe((await stored(room.id)).game!.deadline!.at);
    host.send("extend-prayer-break");
    expect((await host.next("error")).data.message).toBe("لا توجد استراحة صلاة الآن");
  });
});
