// An audience shard's reports to its room (docs/decisions.md, «10,000 in the audience»):
// audience/shard.ts over a runtime the test plays (its sockets, storage and clock), so when a
// report leaves can be read without waiting on real time.
import { describe, expect, it } from "vitest";
import { AUDIENCE_SHARDS } from "../../../schema/limits";
import type { ShardReport } from "../../audience/messages";
import { AudienceShard, type ShardAttachment } from "../../audience/shard";
import { FakeTime } from "./memory-ports";

const START = Date.UTC(2026, 0, 1, 18, 0, 0);
/** Lets a report that is due leave: it goes once the votes it counts are durable (a promise). */
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A joined audience socket as the runtime hands it to the shard: its attachment, open until closed. */
function watcher(playerId: string) {
  let attachment: ShardAttachment = { playerId, userId: null, isAnonymous: true, deviceId: null, address: null, joined: false, role: "audience", watching: true, connectedAt: START };
  return {
    playerId,
    readyState: WebSocket.OPEN as number,
    deserializeAttachment: () => attachment,
    serializeAttachment: (a: ShardAttachment) => void (attachment = a),
    send: () => {},
    close() {
      this.readyState = WebSocket.CLOSED;
    },
  };
}

/** A shard of room "room-1" holding `ids`' sockets, and the reports it sends its room. */
async function shardWith(ids: string[], sync: () => Promise<void> = async () => {}) {
  const time = new FakeTime(START);
  const sockets = ids.map(watcher);
  const reports: ShardReport[] = [];
  const ctx = {
    storage: {
      list: async () => new Map<string, unknown>([["home", { roomId: "room-1", shard: 0 }]]),
      put: async () => {},
      delete: async () => {},
      sync,
    },
    getWebSockets: (tag?: string) => sockets.filter((s) => tag === undefined || s.playerId === tag),
  } as unknown as DurableObjectState;
  const shard = new AudienceShard({
    ctx,
    room: { admit: async () => ({ refused: { code: "room_expired", message: "" } }), report: async (_home, report) => void reports.push(report) },
    now: () => time.now(),
    later: (run, ms) => time.later(run, ms),
  });
  await shard.load();
  const leave = async (playerId: string) => {
    const socket = sockets.find((s) => s.playerId === playerId)!;
    socket.close();
    await shard.gone(socket as unknown as WebSocket);
  };
  const left = () => reports.map((r) => r.left.map((l) => l.playerId));
  return { time, leave, left };
}

describe("an audience shard's reports to its room", () => {
  it("reports at once after a quiet interval, and the next once the interval since has passed, folding what came meanwhile", async () => {
    const { time, leave, left } = await shardWith(["fan-1", "fan-2", "fan-3"]);

    // Only what falls due now runs: a report held for an interval would not.
    await leave("fan-1");
    time.advance(0);
    await settle();
    expect(left()).toEqual([["fan-1"]]);
    // Within the interval, two departures wait for it and go as one report.
    await leave("fan-2");
    await leave("fan-3");
    time.advance(AUDIENCE_SHARDS.reportEveryMs - 1);
    await settle();
    expect(left()).toEqual([["fan-1"]]);
    time.advance(1);
    await settle();
    expect(left()).toEqual([["fan-1"], ["fan-2", "fan-3"]]);
  });

  it("sends a report only once every write issued before it is on disk, so the room never counts what a restart would lose", async () => {
    let disk!: () => void;
    const { time, leave, left } = await shardWith(["fan-1"], () => new Promise<void>((r) => (disk = r)));
    await leave("fan-1");
    time.advance(0);
    await settle();
    expect(left()).toEqual([]);
    disk();
    await settle();
    expect(left()).toEqual([["fan-1"]]);
  });
});
