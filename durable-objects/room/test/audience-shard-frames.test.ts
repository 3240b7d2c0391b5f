// An audience shard's incoming frames (audience/shard.ts) over a runtime the test plays: a socket
// the shard closed itself is not heard again, though frames it sent before the close still arrive.
import { describe, expect, it } from "vitest";
import { LIVE_LIMITS } from "../../../schema/limits";
import { AudienceShard, type ShardAttachment } from "../../audience/shard";
import { FakeTime } from "./memory-ports";

const START = Date.UTC(2026, 0, 1, 18, 0, 0);

/** A joined audience socket that records what it hears and how it was closed. */
function watcher(playerId: string) {
  let attachment: ShardAttachment = { playerId, userId: null, isAnonymous: true, deviceId: null, address: null, joined: false, role: "audience", watching: true, connectedAt: START };
  const heard: { type: string; data: { code?: string } }[] = [];
  const closes: number[] = [];
  return {
    playerId,
    heard,
    closes,
    // The runtime's view of the socket stays open until the client answers the close.
    readyState: WebSocket.OPEN as number,
    deserializeAttachment: () => attachment,
    serializeAttachment: (a: ShardAttachment) => void (attachment = a),
    send: (frame: string) => void heard.push(JSON.parse(frame)),
    close: (code: number) => void closes.push(code),
  };
}

describe("an audience shard's incoming frames", () => {
  it("drops the frames of a socket it closed for flooding, which still come in while the close is on its way", async () => {
    const time = new FakeTime(START);
    const fan = watcher("fan-1");
    const ctx = {
      storage: { list: async () => new Map<string, unknown>([["home", { roomId: "room-1", shard: 0 }]]), put: async () => {}, delete: async () => {}, sync: async () => {} },
      getWebSockets: () => [fan],
    } as unknown as DurableObjectState;
    const shard = new AudienceShard({
      ctx,
      room: { admit: async () => ({ refused: { code: "room_expired", message: "" } }), report: async () => {} },
      now: () => time.now(),
      later: (run, ms) => time.later(run, ms),
    });
    await shard.load();
    const socket = fan as unknown as WebSocket;
    const heartbeat = JSON.stringify({ type: "heartbeat", data: {} });

    for (let i = 0; i < LIVE_LIMITS.rateBurstFrames; i++) await shard.message(socket, heartbeat);
    expect(fan.heard.filter((m) => m.type === "heartbeat-ack")).toHaveLength(LIVE_LIMITS.rateBurstFrames);
    await shard.message(socket, heartbeat);
    expect(fan.heard.at(-1)).toMatchObject({ type: "error", data: { code: "rate_limited" } });
    expect(fan.closes).toHaveLength(1);

    // Long after, with its bucket refilled: the closed socket's frames are not heard.
    time.advance(60_000);
    const heardBefore = fan.heard.length;
    await shard.message(socket, heartbeat);
    await shard.message(socket, JSON.stringify({ type: "audience-vote", data: { optionId: "truth" } }));
    expect(fan.heard).toHaveLength(heardBefore);
    expect(fan.closes).toHaveLength(1);
  });

  it("sends a push to the sockets joined now: one that left hears no more, one that joined since hears it", async () => {
    const time = new FakeTime(START);
    const fans = [watcher("fan-1"), watcher("fan-2")];
    const late = watcher("fan-3");
    let lateAttachment: ShardAttachment = { ...late.deserializeAttachment(), watching: false };
    late.deserializeAttachment = () => lateAttachment;
    late.serializeAttachment = (a: ShardAttachment) => void (lateAttachment = a);
    const listed = [...fans, late];
    const ctx = {
      storage: { list: async () => new Map<string, unknown>([["home", { roomId: "room-1", shard: 0 }]]), put: async () => {}, delete: async () => {}, sync: async () => {}, getAlarm: async () => 0 },
      getWebSockets: (tag?: string) => listed.filter((s) => tag === undefined || s.playerId === tag),
    } as unknown as DurableObjectState;
    const admitted = { view: { version: 1, frame: "{}", view: { code: "ABC234", game: null }, phaseSeq: null, seated: [], newGame: false }, audience: { count: 3, round: null, counts: {}, total: 0, choice: null } };
    const shard = new AudienceShard({
      ctx,
      room: { admit: async () => admitted as never, report: async () => {} },
      now: () => time.now(),
      later: (run, ms) => time.later(run, ms),
    });
    await shard.load();
    const totals = (fan: ReturnType<typeof watcher>) => fan.heard.filter((m) => m.type === "audience-tally").length;
    const total = JSON.stringify({ type: "audience-tally", data: { count: 3, round: null, counts: {}, total: 0, choice: null } });

    await shard.push({ frames: [total] });
    expect(listed.map(totals)).toEqual([1, 1, 0]);
    // fan-1 left (the runtime still lists its socket until the close completes); fan-3 joined.
    await shard.gone(fans[0] as unknown as WebSocket);
    await shard.message(late as unknown as WebSocket, JSON.stringify({ type: "join-audience", data: {} }));
    expect(late.heard.at(-1)?.type).toBe("watch-joined");
    await shard.push({ frames: [total] });
    expect(listed.map(totals)).toEqual([1, 2, 1]);
  });
});
