// The room's totals to its audience shards (docs/decisions.md, «10,000 in the audience»):
// room/room.ts over memory ports, with shards the test plays, so a shard that is still sending
// one total on to its sockets can be held there while more votes are reported.
import { describe, expect, it } from "vitest";
import { AUDIENCE_SHARDS, WATCH_LIMITS } from "../../../schema/limits";
import type { AudienceTallyView } from "../../../schema/protocol";
import type { ShardPush } from "../../audience/messages";
import type { ShardsPort } from "../ports";
import { tallyScope } from "../watchers";
import { World } from "./memory-ports";

const START = Date.UTC(2026, 0, 1, 18, 0, 0);
const info = { roomId: "room-1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: START + 3 * 3_600_000, gameType: "trivia-deception" as const };

/** Shards that hold every push until the test lets it finish, as a shard busy sending does. */
function heldShards() {
  const pushes: { shard: number; push: ShardPush; finish: () => void }[] = [];
  const port: ShardsPort = {
    size: 1_000,
    push: (_roomId, shard, push) => new Promise<void>((finish) => pushes.push({ shard, push, finish })),
    tally: async () => ({ scopeKey: tallyScope(null).key, counts: {}, total: 0 }),
  };
  const totals = () =>
    pushes.flatMap(({ push }) => (push.frames ?? []).map((f) => JSON.parse(f) as { type: string; data: AudienceTallyView })).filter((m) => m.type === "audience-tally").map((m) => m.data.total);
  return { port, pushes, totals };
}

/** Lets the promises the room chains on a finished push run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the room's totals to its audience shards", () => {
  it("sends a shard still sending one total the newest total once it is done, never a queue of the totals reported meanwhile", async () => {
    const shards = heldShards();
    const world = new World(START, shards.port);
    await world.create(info);
    await world.join("host", "المضيفة");
    expect(world.room.audienceDoor("fan-1", null)).toEqual({ shard: 0 });
    world.room.admitAudience(0, { playerId: "fan-1", userId: null, isAnonymous: true, deviceId: null, address: null, connectedAt: START });
    const report = (total: number) => world.room.shardReport({ shard: 0, tally: { scopeKey: tallyScope(null).key, counts: { a: total }, total }, left: [] });

    // The member's arrival goes out as a total; the shard is still sending it on.
    world.time.advance(WATCH_LIMITS.tallyEveryMs);
    await settle();
    expect(shards.totals()).toEqual([0]);
    // Votes reported meanwhile wait for it, however long it takes.
    for (const total of [1, 2, 3]) {
      report(total);
      world.time.advance(WATCH_LIMITS.tallyEveryMs);
      await settle();
    }
    expect(shards.totals()).toEqual([0]);
    // Done: the shard hears the newest total, once.
    shards.pushes[0].finish();
    await settle();
    expect(shards.totals()).toEqual([0, 3]);
    shards.pushes[1].finish();
    world.time.advance(WATCH_LIMITS.tallyEveryMs);
    await settle();
    expect(shards.totals()).toEqual([0, 3]);
  });

  it("tells the shards a total at once when none went out for a whole interval, and the next once their interval since it has passed, longer than the screens'", async () => {
    const shards = heldShards();
    const world = new World(START, shards.port);
    await world.create(info);
    await world.join("host", "المضيفة");
    const tv = await world.open("tv-1", { role: "screen" });
    await world.send(tv, "join-screen");
    world.room.audienceDoor("fan-1", null);
    world.room.admitAudience(0, { playerId: "fan-1", userId: null, isAnonymous: true, deviceId: null, address: null, connectedAt: START });
    const report = (total: number) => world.room.shardReport({ shard: 0, tally: { scopeKey: tallyScope(null).key, counts: { a: total }, total }, left: [] });
    // Only what falls due now runs: a total held for an interval would not.
    const now = async () => {
      world.time.advance(0);
      await settle();
    };

    // The first total after a quiet spell is not held an interval it need not wait.
    await now();
    expect(shards.totals()).toEqual([0]);
    shards.pushes[0].finish();
    world.time.advance(AUDIENCE_SHARDS.totalEveryMs);
    report(1);
    await now();
    expect(shards.totals()).toEqual([0, 1]);
    shards.pushes[1].finish();
    // One interval between the shards' totals still: a report right after waits it out, while the screen hears it after its own shorter interval.
    report(2);
    world.time.advance(WATCH_LIMITS.tallyEveryMs);
    await settle();
    expect(tv.last("audience-tally").data.total).toBe(2);
    expect(shards.totals()).toEqual([0, 1]);
    world.time.advance(AUDIENCE_SHARDS.totalEveryMs - WATCH_LIMITS.tallyEveryMs - 1);
    await settle();
    expect(shards.totals()).toEqual([0, 1]);
    world.time.advance(1);
    await settle();
    expect(shards.totals()).toEqual([0, 1, 2]);
  });

  it("tells each shard the newest total as soon as that shard has sent its last on, not when every shard has", async () => {
    // One socket a shard, so two members open two shards; every push is held until the test lets it finish.
    const pushes: { shard: number; push: ShardPush; finish: () => void }[] = [];
    const port: ShardsPort = {
      size: 1,
      push: (_roomId, shard, push) => new Promise<void>((finish) => pushes.push({ shard, push, finish })),
      tally: async () => ({ scopeKey: tallyScope(null).key, counts: {}, total: 0 }),
    };
    const totalsOf = (shard: number) =>
      pushes
        .filter((p) => p.shard === shard)
        .flatMap(({ push }) => (push.frames ?? []).map((f) => JSON.parse(f) as { type: string; data: AudienceTallyView }))
        .filter((m) => m.type === "audience-tally")
        .map((m) => m.data.total);
    const world = new World(START, port);
    await world.create(info);
    await world.join("host", "المضيفة");
    for (const [fan, shard] of [["fan-1", 0], ["fan-2", 1]] as const) {
      expect(world.room.audienceDoor(fan, null)).toEqual({ shard });
      await world.room.admitAudience(shard, { playerId: fan, userId: null, isAnonymous: true, deviceId: null, address: null, connectedAt: START });
    }
    const report = (shard: number, total: number) => world.room.shardReport({ shard, tally: { scopeKey: tallyScope(null).key, counts: { a: total }, total }, left: [] });
    world.time.advance(0);
    await settle();
    expect([totalsOf(0), totalsOf(1)]).toEqual([[0], [0]]);

    // Shard 1 has sent its total on; shard 0 is still sending (busy with its own votes).
    pushes.find((p) => p.shard === 1)!.finish();
    report(1, 4);
    world.time.advance(AUDIENCE_SHARDS.totalEveryMs);
    await settle();
    expect([totalsOf(0), totalsOf(1)]).toEqual([[0], [0, 4]]);
    // Shard 0 hears the newest once it is done.
    report(1, 5);
    pushes.find((p) => p.shard === 0)!.finish();
    await settle();
    expect([totalsOf(0), totalsOf(1)]).toEqual([[0, 5], [0, 4]]);
  });
});
