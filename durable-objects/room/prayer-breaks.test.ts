// «استراحة الصلاة» (issue 34) with a fake clock: the room as the actor drives it (every change
// completed by withRoster and withPrayerWatch, the alarm at the earliest time the room asks
// for), a small phase-driven game in place of bluff trivia, and a restart as storage sees it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PRAYER_BREAKS } from "../../schema/limits";
import { findPrayerCity } from "../../schema/prayer-cities";
import { prayerTimesOn } from "../../schema/prayer-times";
import type { GameViewFields } from "../../schema/game-views";
import { actionOf, phaseDriven, type PhaseState } from "../engine/phases";
import { replaceGameForTests } from "../engine/registry";
import { phaseFields } from "../games/shared/rounds";
import { isLiveError, joinSeat, newRoomRecord, type RoomRecord } from "./room-record";
import { PLAYER_ACTIONS, ROOM_ACTIONS } from "./actions";
import { launch } from "./actions/launch";
import type { RoomAction } from "./actions/types";
import type { Me, RoomChange } from "./change";
import { withRoster } from "./game-step";
import { prayerAlarmAt, prayerPauseOf, withPrayerWatch } from "./prayer-breaks";
import { fromEntries, toEntries } from "./room-storage";
import { roomView } from "./views";

// A one-phase-per-round game on the engine's phase driver: 60 s to say something, then results.
type Phase = "talking" | "results" | "end";
interface TalkState extends PhaseState<Phase> {
  scores: Record<string, number>;
  said: Record<string, string>;
}
const say = actionOf<TalkState, Phase>()({
  phases: ["talking"],
  wrongPhase: "ليس الآن",
  who: "participants",
  payload: z.object({ text: z.string() }),
  refusals: {},
  handle: (s, id, { text }) => ({ ...s, said: { ...s.said, [id]: text } }),
});
const talkGame = phaseDriven<TalkState, Phase, null, GameViewFields>({
  gameType: "trivia-deception",
  rounds: { first: "talking", results: "results", final: "end" },
  phases: {
    talking: { seconds: () => 60, takePart: "seated", enter: (s) => ({ ...s, said: {} }), then: () => "results" },
    results: { seconds: null, takePart: "same" },
    end: { seconds: null, takePart: "same" },
  },
  scores: "scores",
  texts: { notNow: "ليس الآن", notPlaying: "الجولة القادمة" },
  setup: ({ players }) => ({ phase: "talking", phaseSeq: 0, phaseEndsAt: null, phaseSeconds: null, round: 1, totalRounds: 1, players, participants: [], scores: {}, said: {} }),
  actions: { SUBMIT_ANSWER: say },
  view: (s) => ({ ...phaseFields(s, s.phase === "end"), scores: s.scores }),
});

let restore: () => void;
beforeAll(() => {
  restore = replaceGameForTests("trivia-deception", { definition: talkGame, loadContent: async () => null });
});
afterAll(() => restore());

const riyadh = findPrayerCity("riyadh")!;
const DAY = prayerTimesOn(riyadh, "2025-01-01");
const MINUTE = 60_000;
const me = (playerId: string): Me => ({ playerId, userId: null, isAnonymous: true });

/** The actor in miniature: a room, its clock, and the one path every change takes. */
class FakeRoom {
  constructor(
    public room: RoomRecord,
    public now: number,
  ) {}

  act(action: RoomAction, who: string, data: unknown = {}): RoomChange {
    const result = action.handle(this.room, me(who), data, { now: this.now, loaded: undefined });
    if (isLiveError(result)) throw new Error(`refused: ${result.message}`);
    return this.apply(result);
  }

  refusal(action: RoomAction, who: string, data: unknown = {}): string {
    const result = action.handle(this.room, me(who), data, { now: this.now, loaded: undefined });
    if (!isLiveError(result)) throw new Error("expected a refusal");
    return result.message;
  }

  apply(result: RoomChange): RoomChange {
    const change = withPrayerWatch(withRoster(this.room, result, this.now), this.now);
    if (change.room) this.room = change.room;
    return change;
  }

  /** When the actor would set its alarm (the game's deadline or a prayer's time). */
  alarmAt(): number {
    const times = [this.room.game?.deadline?.at, prayerAlarmAt(this.room)].filter((t): t is number => typeof t === "number");
    return Math.min(...times);
  }

  /** Time runs to the alarm, which fires. */
  alarm(): RoomChange {
    this.now = Math.max(this.now, this.alarmAt());
    return this.act(ROOM_ACTIONS.tick, "", { online: { host: true, p1: true } });
  }

  /** The room sleeps and wakes from what storage holds, as after a restart. */
  restart() {
    const entries = new Map([...toEntries(this.room)].map(([k, v]) => [k, JSON.parse(JSON.stringify(v))]));
    this.room = fromEntries(entries)!;
  }

  view() {
    return roomView(this.room, "p1");
  }
}

/** Host and one guest, prayer breaks on for Riyadh, a game started `before` ms ahead of Maghrib. */
function gameBefore(before: number, minutes = 15): FakeRoom {
  const start = DAY.maghrib - before;
  let room = newRoomRecord({ roomId: "r1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: start + 86_400_000, gameType: "trivia-deception" }, start);
  for (const id of ["host", "p1"]) {
    const joined = joinSeat(room, { ...me(id), nickname: `لاعب ${id}` }, start);
    if (isLiveError(joined)) throw new Error(joined.message);
    room = joined.room;
  }
  const fake = new FakeRoom(room, start);
  fake.act(PLAYER_ACTIONS["set-prayer-breaks"], "host", { enabled: true, cityId: "riyadh", minutes });
  const launched = launch(fake.room, { listed: { nameAr: "تجربة" }, content: {}, seed: 1 }, start, "game-started");
  if (isLiveError(launched)) throw new Error(launched.message);
  fake.apply(launched);
  return fake;
}

describe("prayer breaks with a fake clock", () => {
  it("a game waits for the next prayer; the phase's own deadline comes first when it is earlier", () => {
    const fake = gameBefore(30_000 + 2 * MINUTE);
    expect(fake.room.prayerNext).toEqual({ prayer: "maghrib", at: DAY.maghrib, noticed: false });
    expect(fake.view().prayerBreaks).toEqual({ enabled: true, cityId: "riyadh", minutes: 15, notice: null, fast: null });
    expect(fake.alarmAt()).toBe(fake.room.game!.deadline!.at);
    fake.alarm();
    expect(fake.view().game!.currentPhase).toBe("results");
    expect(fake.alarmAt()).toBe(DAY.maghrib - PRAYER_BREAKS.noticeMs);
  });

  it("pauses a running phase at the prayer, keeps its remaining time, resumes by itself after the break", () => {
    const fake = gameBefore(40_000);
    const deadline = fake.room.game!.deadline!.at;
    expect(fake.alarmAt()).toBe(DAY.maghrib - PRAYER_BREAKS.noticeMs);
    // The game started inside the notice minute: the first alarm announces at once.
    const notice = fake.alarm();
    expect(notice.state).toBe("game-state");
    expect(fake.view().prayerBreaks!.notice).toEqual({ prayer: "maghrib", at: DAY.maghrib });
    expect(fake.view().game!.paused).toBe(false);

    expect(fake.alarmAt()).toBe(DAY.maghrib);
    fake.alarm();
    const paused = fake.view().game!;
    expect(paused).toMatchObject({ paused: true, phaseEndsAt: null, pausedRemainingMs: deadline - DAY.maghrib });
    expect(paused.pausedPrayer).toEqual({ prayer: "maghrib", endsAt: DAY.maghrib + 15 * MINUTE });
    expect(fake.room.game!.deadline).toBeNull();
    expect(fake.view().prayerBreaks!.notice).toBeNull();
    // The room now waits for Isha, and first for the break's end.
    expect(fake.room.prayerNext).toEqual({ prayer: "isha", at: DAY.isha, noticed: false });
    expect(fake.alarmAt()).toBe(DAY.maghrib + 15 * MINUTE);
    // Moves wait for the end of the break.
    const refused = fake.act(PLAYER_ACTIONS.game, "p1", { action: "SUBMIT_ANSWER", payload: { text: "مرحبا" } });
    expect(refused.gameEvents?.[0].data).toMatchObject({ code: "paused" });

    fake.alarm();
    const resumed = fake.view().game!;
    expect(resumed).toMatchObject({ paused: false, pausedPrayer: null, currentPhase: "talking" });
    expect(resumed.phaseEndsAt).toBe(DAY.maghrib + 15 * MINUTE + (deadline - DAY.maghrib));
    expect(fake.room.game!.deadline!.at).toBe(resumed.phaseEndsAt);
  });

  it("survives a restart mid-break: the pause, the prayer and the end of the break are stored", () => {
    const fake = gameBefore(20_000, 10);
    fake.alarm(); // notice
    fake.alarm(); // Maghrib
    const left = fake.view().game!.pausedRemainingMs;
    fake.now += 3 * MINUTE;
    fake.restart();
    expect(prayerPauseOf(fake.room)).toEqual({ prayer: "maghrib", at: DAY.maghrib, endsAt: DAY.maghrib + 10 * MINUTE });
    expect(fake.view().game).toMatchObject({ paused: true, pausedRemainingMs: left, pausedPrayer: { prayer: "maghrib", endsAt: DAY.maghrib + 10 * MINUTE } });
    expect(fake.alarmAt()).toBe(DAY.maghrib + 10 * MINUTE);
    fake.alarm();
    expect(fake.view().game).toMatchObject({ paused: false, phaseEndsAt: DAY.maghrib + 10 * MINUTE + left! });
  });

  it("the host resumes early with «استئناف الآن»: the phase runs on from what was left, and no second break follows", () => {
    const fake = gameBefore(20_000);
    fake.alarm();
    fake.alarm();
    const left = fake.view().game!.pausedRemainingMs!;
    fake.now = DAY.maghrib + 7 * MINUTE;
    fake.act(PLAYER_ACTIONS["resume-game"], "host");
    expect(fake.view().game).toMatchObject({ paused: false, pausedPrayer: null, phaseEndsAt: fake.now + left });
    // The next thing the room waits for is the phase's deadline; Isha's notice comes long after.
    expect(fake.alarmAt()).toBe(fake.now + left);
    expect(prayerAlarmAt(fake.room)).toBe(DAY.isha - PRAYER_BREAKS.noticeMs);
  });

  it("the host extends by five minutes, up to the longest a break may last; only the host may", () => {
    const fake = gameBefore(20_000);
    expect(PLAYER_ACTIONS["extend-prayer-break"].adminOnly).toBe(true);
    expect(fake.refusal(PLAYER_ACTIONS["extend-prayer-break"], "host")).toBe("لا توجد استراحة صلاة الآن");
    fake.alarm();
    fake.alarm();
    const left = fake.view().game!.pausedRemainingMs;
    fake.act(PLAYER_ACTIONS["extend-prayer-break"], "host");
    expect(fake.view().game).toMatchObject({ paused: true, pausedRemainingMs: left, pausedPrayer: { prayer: "maghrib", endsAt: DAY.maghrib + 20 * MINUTE } });
    expect(fake.alarmAt()).toBe(DAY.maghrib + 20 * MINUTE);
    // 15 minutes and eight more extensions make the hour a break may last; a ninth is refused.
    for (let i = 0; i < 8; i++) fake.act(PLAYER_ACTIONS["extend-prayer-break"], "host");
    expect(fake.view().game!.pausedPrayer!.endsAt).toBe(DAY.maghrib + PRAYER_BREAKS.maxBreakMs);
    expect(fake.refusal(PLAYER_ACTIONS["extend-prayer-break"], "host")).toBe("بلغت استراحة الصلاة أطول مدة لها");
    fake.alarm();
    expect(fake.view().game).toMatchObject({ paused: false, phaseEndsAt: DAY.maghrib + PRAYER_BREAKS.maxBreakMs + left! });
  });

  it("a prayer during the results (no timer) pauses too and resumes with no timer; a game over is never paused", () => {
    const fake = gameBefore(20_000 + 2 * 60_000);
    fake.alarm(); // the talking deadline
    expect(fake.view().game!.currentPhase).toBe("results");
    fake.alarm(); // notice
    fake.alarm(); // Maghrib
    expect(fake.view().game).toMatchObject({ paused: true, pausedRemainingMs: null, pausedPrayer: { prayer: "maghrib" } });
    // next_round waits too.
    const refused = fake.act(PLAYER_ACTIONS.next_round, "host", { action: "next_round" });
    expect(refused.room).toBeUndefined();
    expect(refused.gameEvents?.[0]).toMatchObject({ to: "host", data: { code: "paused" } });
    fake.alarm();
    expect(fake.view().game).toMatchObject({ paused: false, phaseEndsAt: null, currentPhase: "results" });
    fake.act(PLAYER_ACTIONS.next_round, "host", { action: "next_round" });
    expect(fake.view().game).toMatchObject({ currentPhase: "end", gameOver: true });
    expect(fake.room.prayerNext).toBeNull();
    expect(prayerAlarmAt(fake.room)).toBeNull();
  });

  it("turned off, or in the lobby, the room waits for no prayer", () => {
    const fake = gameBefore(5 * MINUTE);
    expect(fake.room.prayerNext).not.toBeNull();
    fake.act(PLAYER_ACTIONS["set-prayer-breaks"], "host", { enabled: false, cityId: "riyadh", minutes: 15 });
    expect(fake.room.prayerNext).toBeNull();
    expect(prayerAlarmAt(fake.room)).toBeNull();
    fake.act(PLAYER_ACTIONS["set-prayer-breaks"], "host", { enabled: true, cityId: "jeddah", minutes: 15 });
    expect(fake.room.prayerNext).toMatchObject({ prayer: "maghrib", at: prayerTimesOn(findPrayerCity("jeddah")!, "2025-01-01").maghrib });
    fake.act(PLAYER_ACTIONS["end-game"], "host");
    expect(fake.room.game).toBeNull();
    expect(fake.room.prayerNext).toBeNull();
  });

  it("a room that slept through a whole break skips it rather than pausing late", () => {
    const fake = gameBefore(20_000);
    fake.now = DAY.maghrib + 16 * MINUTE;
    fake.act(ROOM_ACTIONS.tick, "", { online: { host: true, p1: true } });
    expect(fake.view().game!.paused).toBe(false);
    expect(fake.room.prayerNext).toMatchObject({ prayer: "isha" });
  });
});
