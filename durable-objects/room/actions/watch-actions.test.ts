// The watching roles' room actions (issue 31): `join-screen`, `join-audience` and
// `audience-vote` are pure steps from the room to a change, like every player action.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WATCH_LIMITS } from "../../../schema/limits";
import { replaceGameForTests } from "../../engine/registry";
import type { RegisteredGame } from "../../engine/types";
import type { ActionCtx, Me, RoomChange } from "../change";
import { isLiveError, newRoomRecord, type LiveError, type RoomRecord } from "../room-record";
import { addTime } from "./add-time";
import { WATCH_ACTIONS } from "./index";
import { leave } from "./leave";
import { presenceChange } from "./presence";
import type { RoomAction } from "./types";

// A stand-in for most likely: only its view is read, in the phase a test sets.
interface Stub {
  phase: string;
  round: number;
  participants: string[];
}
const stub: RegisteredGame<Stub, null> = {
  definition: {
    gameType: "most-likely",
    setup: () => {
      throw new Error("not started in these tests");
    },
    apply: (state: Stub) => ({ state, events: [] }),
    playerView: (state: Stub) => ({
      gameType: "most-likely",
      currentPhase: state.phase,
      phaseSeq: 1,
      phaseEndsAt: null,
      phaseDuration: null,
      roundNumber: state.round,
      totalRounds: 3,
      isKillRound: false,
      scores: {},
      participants: state.participants,
    }),
  },
  loadContent: async () => null,
} as unknown as RegisteredGame<Stub, null>;

let restore: () => void;
beforeAll(() => {
  restore = replaceGameForTests("most-likely", stub as RegisteredGame);
});
afterAll(() => restore());

const info = { roomId: "r1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: 10_000_000, gameType: "most-likely" as const };
const lobby = (): RoomRecord => newRoomRecord(info, 0);
const inPhase = (phase: string, round = 2): RoomRecord => ({
  ...lobby(),
  game: { gameType: "most-likely", seed: 1, step: 0, state: { phase, round, participants: ["a", "b"] } satisfies Stub, deadline: null },
});

const screen: Me = { playerId: "tv", userId: null, isAnonymous: true, role: "screen" };
const fan: Me = { playerId: "fan", userId: null, isAnonymous: true, role: "audience", watching: true };
const player: Me = { playerId: "a", userId: null, isAnonymous: true };

const run = (action: RoomAction, room: RoomRecord, me: Me, data: unknown = {}, ctx: Partial<ActionCtx> = {}) =>
  action.handle(room, me, data, { now: 100, loaded: undefined, ...ctx });
const refused = (result: RoomChange | LiveError) => (isLiveError(result) ? result.code : null);

describe("join-screen and join-audience", () => {
  it("let a socket of that role in, without a seat; the room notes once that a big screen watches (issue 43)", () => {
    const result = run(WATCH_ACTIONS["join-screen"], lobby(), screen, {}, { watchers: { screen: 0, audience: 0 } });
    expect(result).toEqual({ watching: "screen", room: { ...lobby(), screenOn: true } });
    const noted = { ...lobby(), screenOn: true };
    expect(run(WATCH_ACTIONS["join-screen"], noted, screen, {}, { watchers: { screen: 1, audience: 0 } })).toEqual({ watching: "screen" });
    expect(run(WATCH_ACTIONS["join-audience"], lobby(), { ...screen, role: "audience" }, {}, { watchers: { screen: 0, audience: 0 } })).toEqual({ watching: "audience" });
  });

  it("refuse a player's socket, and a socket opened for the other role", () => {
    expect(refused(run(WATCH_ACTIONS["join-screen"], lobby(), player))).toBe("not_watching");
    expect(refused(run(WATCH_ACTIONS["join-audience"], lobby(), screen))).toBe("not_watching");
  });

  it("stop at the role's cap, but answer again a watcher already in", () => {
    const full = { watchers: { screen: WATCH_LIMITS.maxScreens, audience: 0 } };
    expect(refused(run(WATCH_ACTIONS["join-screen"], lobby(), screen, {}, full))).toBe("room_full");
    expect(run(WATCH_ACTIONS["join-screen"], { ...lobby(), screenOn: true }, { ...screen, watching: true }, {}, full)).toEqual({ watching: "screen" });
  });
});

describe("audience-vote", () => {
  it("keeps a vote for an option of this round and answers the voter alone", () => {
    expect(run(WATCH_ACTIONS["audience-vote"], inPhase("voting"), fan, { optionId: "b" })).toEqual({
      vote: { audienceId: "fan", vote: { round: 2, optionId: "b" } },
      reply: { type: "audience-voted", data: { optionId: "b", round: 2 } },
    });
  });

  it("says why under the buttons outside voting or for an unknown option, and keeps nothing", () => {
    for (const [room, optionId] of [[inPhase("writing"), "a"], [inPhase("voting"), "z"], [lobby(), "a"]] as const) {
      const result = run(WATCH_ACTIONS["audience-vote"], room, fan, { optionId }) as RoomChange;
      expect(result.vote).toBeUndefined();
      expect(result.reply).toMatchObject({ type: "submission-error", data: { action: "audience-vote" } });
    }
  });

  it("is the audience's only, once let in", () => {
    expect(refused(run(WATCH_ACTIONS["audience-vote"], inPhase("voting"), player, { optionId: "a" }))).toBe("not_watching");
    expect(refused(run(WATCH_ACTIONS["audience-vote"], inPhase("voting"), screen, { optionId: "a" }))).toBe("not_watching");
    expect(refused(run(WATCH_ACTIONS["audience-vote"], inPhase("voting"), { ...fan, watching: false }, { optionId: "a" }))).toBe("not_joined");
  });
});

describe("notices (issue 31)", () => {
  const seatedRoom = (game: boolean): RoomRecord => {
    const base = game ? inPhase("writing") : lobby();
    const seat = (playerId: string, nickname: string) => ({
      playerId,
      userId: null,
      nickname,
      isAnonymous: true,
      avatar: { color: 2, face: 7, custom: 15 },
      joinedAt: 1,
      isOnline: true,
      offlineSince: null,
    });
    return { ...base, adminId: "host", seats: { host: seat("host", "المضيف"), a: seat("a", "نورة") } };
  };

  it("a seat that goes offline mid-game is announced in words that fit anyone; in the lobby it is not", () => {
    expect(presenceChange(seatedRoom(true), { a: false }, 500).notices).toEqual([
      { kind: "player-offline", playerId: "a", nickname: "نورة", message: "انقطع اتصال نورة، واللعب مستمر" },
    ]);
    expect(presenceChange(seatedRoom(false), { a: false }, 500).notices).toBeUndefined();
    expect(presenceChange(seatedRoom(true), { a: true }, 500).notices).toBeUndefined();
  });

  it("«خروج» mid-game is announced; a refused «+30 ثانية» (no game) announces nothing", () => {
    const left = run(leave, seatedRoom(true), player) as RoomChange;
    expect(left.notices).toEqual([{ kind: "player-left", playerId: "a", nickname: "نورة", message: "نورة خارج اللعبة الآن، واللعب مستمر" }]);
    expect(refused(run(addTime, seatedRoom(false), { ...player, playerId: "host" }))).toBe("invalid_action");
  });
});
