// A fifth game registered by its manifest and its module alone (addGame), played whole through the
// real room over memory ports: the lobby takes its sliders from the manifest, the audience votes in
// the phase its manifest names, the seats hear every phase, and the room ends on its ranking. No
// shipped file names it.
import { beforeAll, describe, expect, it } from "vitest";
import { WATCH_LIMITS, type GameType } from "../../../schema/limits";
import { manifestOf, phaseRole } from "../../../schema/games";
import { addGame, findGame } from "../../games/registry";
import { readRoom } from "../../room/room-storage";
import { World, type FakeSocket } from "../../room/test/memory-ports";
import { majorityModule, SCORE_FOR_MAJORITY } from "./game";
import { MAJORITY_MANIFEST, MAJORITY_TYPE } from "./manifest";

beforeAll(() => addGame(MAJORITY_MANIFEST, majorityModule));

const START = Date.UTC(2026, 0, 1, 18, 0, 0);
// The shipped union does not hold a fixture's name: the worker would refuse it, the room takes what it is given.
const info = { roomId: "room-5", code: "FIF555", name: null, creatorId: "host", isPremium: false, expiresAt: START + 3 * 3_600_000, gameType: MAJORITY_TYPE as GameType };

type MajorityView = { currentPhase: string; roundNumber: number; phaseEndsAt: number | null; scores: Record<string, number>; question: { content: string }; picks: Record<string, string>; gameOver?: boolean };

/** The game as this socket last heard it in a whole-state frame. */
function gameOf(socket: FakeSocket): MajorityView {
  const states = socket.heard.filter((m) => m.type === "game-started" || m.type === "phase-changed" || m.type === "game-state");
  return (states[states.length - 1] as unknown as { data: { state: { game: MajorityView } } }).data.state.game;
}

const pick = (side: "a" | "b") => ({ action: "SUBMIT_ANSWER", payload: { side } });

describe("a fifth game registered through its manifest", () => {
  it("is found by its type where shared code looks a game up", () => {
    expect(manifestOf(MAJORITY_TYPE)).toBe(MAJORITY_MANIFEST);
    expect(findGame(MAJORITY_TYPE)).toBe(majorityModule);
    expect(phaseRole(MAJORITY_TYPE, "picking")).toMatchObject({ acting: true, acted: "hasAnswered", audienceVotable: true });
    expect(phaseRole(MAJORITY_TYPE, "final_ranking")).toMatchObject({ final: true, audienceVotable: false });
  });

  it("plays two rounds through the room, one ended by its deadline, with the audience voting, to the ranking", async () => {
    const world = new World(START);
    await world.create(info);
    const host = await world.join("host", "المضيفة");
    const sara = await world.join("sara", "سارة");
    const huda = await world.join("huda", "هدى");
    const screen = await world.open("tv", { role: "screen" });
    await world.send(screen, "join-screen", {});
    const fan = await world.open("fan", { role: "audience" });
    await world.send(fan, "join-audience", {});
    // The lobby's sliders are the manifest's defaults.
    expect(host.last("room-joined").data.state.lobby.settings).toEqual({ pickingTime: 20, rounds: 2 });

    await world.send(host, "start-game", { categories: ["cat-1"] });
    const first = gameOf(sara);
    expect(first).toMatchObject({ currentPhase: "picking", roundNumber: 1, question: { content: "شاي أو قهوة؟" }, picks: {} });
    expect(first.phaseEndsAt).toBe(START + 20_000);
    expect(screen.last("watch-state").data.state.game).toMatchObject({ currentPhase: "picking" });

    // The manifest lets the audience vote while the players pick; the screen hears the tally.
    await world.send(fan, "audience-vote", { optionId: "b" });
    world.time.advance(WATCH_LIMITS.tallyEveryMs);
    expect(screen.last("audience-tally").data).toMatchObject({ total: 1, counts: { b: 1 }, choice: "b" });

    await world.send(host, "game-action", pick("a"));
    await world.send(sara, "game-action", pick("a"));
    expect(gameOf(huda)).toMatchObject({ currentPhase: "picking", picks: {} });
    await world.send(huda, "game-action", pick("b"));
    expect(huda.last("phase-changed").data.state.game).toMatchObject({
      currentPhase: "results",
      picks: { host: "a", sara: "a", huda: "b" },
      scores: { host: SCORE_FOR_MAJORITY, sara: SCORE_FOR_MAJORITY, huda: 0 },
    });
    // Out of the phases its manifest names, the audience's vote is refused in the room's words.
    await world.send(fan, "audience-vote", { optionId: "a" });
    expect(fan.last("submission-error").data).toMatchObject({ action: "audience-vote", message: "التصويت متاح للجمهور في مرحلة التصويت فقط" });

    // Round two: only Huda picks, and the phase ends at its deadline by the room's alarm.
    await world.send(host, "game-action", { action: "next_round" });
    expect(gameOf(sara)).toMatchObject({ currentPhase: "picking", roundNumber: 2, question: { content: "البحر أو الجبل؟" } });
    await world.send(huda, "game-action", pick("b"));
    while (gameOf(host).currentPhase === "picking") {
      world.pinged([host, sara, huda]);
      await world.fireAlarm();
    }
    expect(gameOf(host)).toMatchObject({ currentPhase: "results", scores: { host: 100, sara: 100, huda: SCORE_FOR_MAJORITY } });

    await world.send(host, "game-action", { action: "next_round" });
    expect(gameOf(sara)).toMatchObject({ currentPhase: "final_ranking", gameOver: true });
    expect(screen.last("watch-state").data.state.game).toMatchObject({ currentPhase: "final_ranking" });
    // What everyone heard is what the room stored.
    expect((await readRoom(world.storage))!.game).toMatchObject({ gameType: MAJORITY_TYPE });
  });
});
