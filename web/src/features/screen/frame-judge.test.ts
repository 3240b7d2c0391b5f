import { describe, expect, it } from "vitest";
import * as drawnLobby from "./drawn-lobby";
import { frameJudge, type DrawnLobbyJudge } from "./frame-judge";
import { screenFrameJson } from "./screen-frame";

const noura = { playerId: "p1", nickname: "نورة", avatarColor: 2, avatarFace: 7, avatarCustom: 15 };
const sara = { playerId: "p2", nickname: "سارة", avatarColor: 3, avatarFace: 1, avatarCustom: 0 };
const drawnJson = screenFrameJson({ code: "ABC234", addressForm: "everyone", players: [noura], origin: "https://majlis.test" });

const lobby = (players: Record<string, unknown>) => ({
  code: "ABC234",
  version: 2,
  inLobby: true,
  currentPhase: "lobby",
  gameType: "trivia-deception",
  lobby: { gameType: "trivia-deception", categories: [], settings: { rounds: 5 } },
  addressForm: "everyone",
  timeScale: 1,
  hideCode: false,
  streamDelay: 0,
  players,
  game: null,
});
const seat = (p: typeof noura) => ({ ...p, isOnline: true, isAdmin: p === noura, joinedAt: 1 });
/** The socket's first answer: the lobby as drawn. */
const joined = JSON.stringify({ type: "watch-joined", data: { role: "screen", state: lobby({ p1: seat(noura) }), audience: { count: 0 } } });
/** Sara sits down: the lobby no longer shows what was drawn. */
const saraJoins = JSON.stringify({ type: "watch-state", data: { state: lobby({ p1: seat(noura), p2: seat(sara) }) } });
const pong = JSON.stringify({ type: "pong", data: {} });

/** The judge's chunk, held until the test lets it arrive (or fail). */
function heldChunk() {
  let arrive!: () => void;
  let fail!: () => void;
  const chunk = new Promise<DrawnLobbyJudge>((resolve, reject) => {
    arrive = () => resolve(drawnLobby);
    fail = () => reject(new Error("chunk failed"));
  });
  return { load: () => chunk, arrive, fail };
}

/** Lets the chunk's promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the drawn TV lobby's judge, frames heard before its chunk arrives", () => {
  it("keeps the frames and judges them in turn when it arrives: a seat that came meanwhile starts the app", async () => {
    const chunk = heldChunk();
    let takeOvers = 0;
    const hear = frameJudge(drawnJson, chunk.load, () => takeOvers++);
    hear(joined);
    hear(saraJoins);
    hear(pong);
    await settle();
    expect(takeOvers, "nothing is judged before the judge arrives").toBe(0);
    chunk.arrive();
    await settle();
    expect(takeOvers).toBe(1);
  });

  it("leaves the drawn lobby standing when nothing heard meanwhile changed it, and judges later frames at once", async () => {
    const chunk = heldChunk();
    let takeOvers = 0;
    const hear = frameJudge(drawnJson, chunk.load, () => takeOvers++);
    hear(joined);
    hear(pong);
    chunk.arrive();
    await settle();
    expect(takeOvers).toBe(0);
    hear(saraJoins);
    expect(takeOvers).toBe(1);
  });

  it("hands the screen to the app when the chunk fails, or the drawn lobby cannot be read", async () => {
    const failing = heldChunk();
    let takeOvers = 0;
    const hear = frameJudge(drawnJson, failing.load, () => takeOvers++);
    hear(joined);
    failing.fail();
    await settle();
    expect(takeOvers).toBe(1);

    const unreadable = heldChunk();
    let unreadableTakeOvers = 0;
    frameJudge("{", unreadable.load, () => unreadableTakeOvers++);
    unreadable.arrive();
    await settle();
    expect(unreadableTakeOvers).toBe(1);
  });

  it("takes a socket that could not say what it heard as a change", async () => {
    const chunk = heldChunk();
    let takeOvers = 0;
    const hear = frameJudge(drawnJson, chunk.load, () => takeOvers++);
    hear(null);
    chunk.arrive();
    await settle();
    expect(takeOvers).toBe(1);
  });
});
