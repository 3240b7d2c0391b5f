// A change builds each game view once and every frame of it reuses that view: a player's
// vote that ends a phase, heard by three seats, a screen and an audience member, builds one
// view per viewpoint of the new state, and none of the state it replaced again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WATCH_LIMITS } from "../../../schema/limits";
import { replaceGameForTests } from "../../engine/registry";
import "../../games/registry";
import { countingGame, countingRegistration, type CountingState } from "../../test/counting-game";
import { World } from "./memory-ports";

/** Every view the game was asked for: the state it was built from and whose it was. */
const built: { state: CountingState; playerId: string }[] = [];
let restore: () => void;
beforeAll(() => {
  restore = replaceGameForTests("trivia-deception", {
    ...countingRegistration,
    definition: {
      ...countingGame,
      playerView: (state, playerId) => {
        built.push({ state, playerId });
        return countingGame.playerView(state, playerId);
      },
    },
  });
});
afterAll(() => restore());

const START = Date.UTC(2026, 0, 1, 18, 0, 0);
const info = { roomId: "room-1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: START + 3 * 3_600_000, gameType: "trivia-deception" as const };

/** How many views were built in all, how many of them the host's, and the most of any one (state, viewpoint) pair. */
function builds(since: number) {
  const counts = new Map<CountingState, Map<string, number>>();
  for (const { state, playerId } of built.slice(since)) {
    const mine = counts.get(state) ?? new Map<string, number>();
    mine.set(playerId, (mine.get(playerId) ?? 0) + 1);
    counts.set(state, mine);
  }
  const all = [...counts.values()].flatMap((m) => [...m.values()]);
  const host = [...counts.values()].reduce((sum, m) => sum + (m.get("host") ?? 0), 0);
  return { total: all.reduce((a, b) => a + b, 0), host, most: Math.max(0, ...all) };
}

describe("views per change", () => {
  it("a vote that ends the phase builds each viewpoint's view of the new state once", async () => {
    const world = new World(START);
    await world.create(info);
    const host = await world.join("host", "المضيفة");
    const sara = await world.join("sara", "سارة");
    const huda = await world.join("huda", "هدى");
    const screen = await world.open("tv", { role: "screen" });
    await world.send(screen, "join-screen", {});
    const fan = await world.open("fan", { role: "audience" });
    await world.send(fan, "join-audience", {});
    await world.send(host, "start-game", { gameType: "trivia-deception", categories: ["sub-1"] });
    world.time.advance(WATCH_LIMITS.tallyEveryMs);

    // As the phones send it: an id for the tap and the phase it was made in.
    const tap = (answer: number) => ({ action: "SUBMIT_ANSWER", payload: { answer }, actionId: `tap-${answer}`, phaseSeq: 1 });
    const beforeFirst = built.length;
    await world.send(sara, "game-action", tap(1));
    world.time.advance(WATCH_LIMITS.tallyEveryMs);
    const first = builds(beforeFirst);

    await world.send(huda, "game-action", tap(2));
    world.time.advance(WATCH_LIMITS.tallyEveryMs);
    const beforeLast = built.length;
    await world.send(host, "game-action", tap(3));
    world.time.advance(WATCH_LIMITS.tallyEveryMs);
    const last = builds(beforeLast);
    expect(host.last("phase-changed").data.state.game).toMatchObject({ currentPhase: "reveal" });
    // Three seats and the watchers' one public viewpoint: four views, the host's among them once
    // (it was built seven times, the host's four, when each step asked for it again).
    expect(last).toEqual({ total: 4, host: 1, most: 1 });
    expect(first).toEqual({ total: 4, host: 1, most: 1 });
  });
});
