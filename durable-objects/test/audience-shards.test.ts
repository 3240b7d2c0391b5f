// The audience spread over shard objects (docs/decisions.md, «10,000 in the audience»), over
// real Durable Objects and real sockets. The workers tests run with shards of
// AUDIENCE_SHARDS.testSocketsPerShard sockets (AUDIENCE_SHARD_SIZE=test), so a handful of
// audience members fill several shards; the room stays the one authority over who watches.
import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUDIENCE_SHARDS, CLOSE_CODES } from "../../schema/limits";
import type { TriviaView } from "../../schema/game-views";
import type { AudienceTallyView, ServerMessageOf } from "../../schema/protocol";
import { TestClient } from "../../worker/test/helpers/client";
import { SHARD_HEADERS, shardName } from "../audience/messages";
import { IDENTITY_HEADERS } from "../room-actor";
import { categoriesOf, hostedRoom, nextPhase, seatGuests, stubOf } from "./game-helpers";
import { LiveSocket } from "./live-client";

const SIZE = AUDIENCE_SHARDS.testSocketsPerShard;
const shardStub = (roomId: string, shard: number) => env.AUDIENCE.get(env.AUDIENCE.idFromName(shardName(roomId, shard)));

/** An audience member let in through the worker's /ws; `client` defaults to a fresh guest. */
async function fan(code: string, known?: { client: TestClient; playerId: string }) {
  const client = known?.client ?? new TestClient();
  const playerId = known?.playerId ?? (await client.becomeGuest());
  const res = await client.fetch(`/ws?code=${code}&role=audience`, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket!;
  ws.accept();
  const socket = new LiveSocket(ws);
  socket.send("join-audience");
  const joined = await socket.next("watch-joined");
  return { client, socket, joined, playerId };
}

/** Sockets each shard of the room holds (open or closing), shard by shard until one holds none. */
async function socketsPerShard(roomId: string): Promise<number[]> {
  const counts: number[] = [];
  for (let shard = 0; ; shard++) {
    const n = await runInDurableObject(shardStub(roomId, shard), (_instance, state) => state.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN).length);
    if (n === 0) return counts;
    counts.push(n);
  }
}

/** The next tally a socket hears that meets `holds`: a wait on frames, not on the clock. */
async function tallyUntil(socket: LiveSocket, holds: (t: AudienceTallyView) => boolean): Promise<AudienceTallyView> {
  for (;;) {
    const { data } = await socket.next("audience-tally", 5_000);
    if (holds(data)) return data;
  }
}

async function hostSees(host: LiveSocket, check: (w: ServerMessageOf<"watchers">["data"]) => boolean) {
  for (;;) {
    const { data } = await host.next("watchers", 5_000);
    if (check(data)) return data;
  }
}

/** A trivia room of three at its voting phase, and the options the audience may vote for. */
async function votingRoom() {
  const { room, host, user } = await hostedRoom("trivia-deception");
  const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
  const everyone = [host, sara.socket, fahad.socket];
  const socketOf = new Map([[user.id, host], [sara.playerId, sara.socket], [fahad.playerId, fahad.socket]]);
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  host.send("start-game", { gameType: "trivia-deception", categories: cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id) });
  const started = (await host.next("game-started")).data.state.game as TriviaView;
  const selector = socketOf.get(started.subcategorySelector ?? "") ?? host;
  selector.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: started.availableSubcategories[0].id } });
  await nextPhase(everyone, host, "writing");
  for (const [s, lie] of [[host, "كذبة المضيف"], [sara.socket, "كذبة سارة"], [fahad.socket, "كذبة فهد"]] as const)
    s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: lie } });
  const voting = await nextPhase<TriviaView>(everyone, host, "voting");
  return { room, host, everyone, options: voting.displayOptions.map((o) => o.id) };
}

describe("the audience on shards", () => {
  it("opens shards as the audience grows, each holding at most its size, and the room counts everyone across them", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const audience = SIZE * 2 + 1;
    const fans = [];
    for (let i = 0; i < audience; i++) fans.push(await fan(room.code));
    const perShard = await socketsPerShard(room.id);
    expect(perShard).toHaveLength(Math.ceil(audience / SIZE));
    expect(perShard.every((n) => n <= SIZE)).toBe(true);
    expect(perShard.reduce((a, b) => a + b, 0)).toBe(audience);
    // The host's list and the audience's count are the room's, summed over the shards.
    const list = await hostSees(host, (w) => w.audienceCount === audience);
    expect(list.audience.map((a) => a.playerId).sort()).toEqual(fans.map((f) => f.playerId).sort());
    expect((await tallyUntil(fans[0].socket, (t) => t.count === audience)).count).toBe(audience);
    // One leaves: the room hears it from its shard.
    fans[audience - 1].socket.close();
    await hostSees(host, (w) => w.audienceCount === audience - 1);
    for (const f of fans.slice(0, -1)) f.socket.close();
  });

  it("a vote is counted once across its shard's restart: kept in the shard's storage, and the same tap sent again replaces it", async () => {
    const { room, options } = await votingRoom();
    const first = await fan(room.code);
    const [, other] = [await fan(room.code), await fan(room.code)];
    const [picked, second] = options;
    first.socket.send("audience-vote", { optionId: picked, actionId: "tap-1" });
    await first.socket.next("audience-voted");
    await tallyUntil(other.socket, (t) => t.total === 1);

    // The shard restarts and its sockets drop, and the room sleeps too, so the tally it tells next is read back from the shards.
    await evictDurableObject(shardStub(room.id, 0), { webSockets: "close" });
    await evictDurableObject(stubOf(room.id), { webSockets: "hibernate" });
    // The page comes back to the same shard and sends its tap again.
    const back = await fan(room.code, first);
    expect(back.joined.data.audience).toMatchObject({ total: 1, counts: { [picked]: 1 } });
    back.socket.send("audience-vote", { optionId: picked, actionId: "tap-1" });
    expect((await back.socket.next("audience-voted")).data).toMatchObject({ optionId: picked, actionId: "tap-1" });
    // A second vote on another shard: the total that counts it counts the first tap once.
    other.socket.send("audience-vote", { optionId: second });
    await other.socket.next("audience-voted");
    const tally = await tallyUntil(other.socket, (t) => t.total >= 2);
    expect(tally).toMatchObject({ total: 2, counts: { [picked]: 1, [second]: 1 } });
    const kept = await runInDurableObject(shardStub(room.id, 0), async (_i, state) => [...(await state.storage.list({ prefix: "vote:" })).keys()]);
    expect(kept).toEqual([`vote:${first.playerId}`]);
    for (const s of [back.socket, other.socket]) s.close();
  });

  it("a removed audience member is refused by every shard, not only the one it watched from", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const fans = [];
    for (let i = 0; i < SIZE * 2; i++) fans.push(await fan(room.code));
    const target = fans[0];
    await hostSees(host, (w) => w.audienceCount === fans.length);
    host.send("remove-watcher", { targetPlayerId: target.playerId });
    expect((await target.socket.next("kicked")).data.message).toContain("لا يمكنك مشاهدتها");
    expect((await target.socket.waitClose()).code).toBe(CLOSE_CODES.kicked);
    await hostSees(host, (w) => w.audienceCount === fans.length - 1);
    // Straight to each shard, past the worker's choice of shard: each asks the room, which refuses.
    const shards = (await socketsPerShard(room.id)).length;
    expect(shards).toBeGreaterThan(1);
    for (let shard = 0; shard < shards; shard++) {
      const res = await shardStub(room.id, shard).fetch("http://majlis.test/ws", {
        headers: { Upgrade: "websocket", [IDENTITY_HEADERS.playerId]: target.playerId, [IDENTITY_HEADERS.anonymous]: "1", [SHARD_HEADERS.roomId]: room.id, [SHARD_HEADERS.shard]: String(shard) },
      });
      const ws = res.webSocket!;
      ws.accept();
      const socket = new LiveSocket(ws);
      socket.send("join-audience");
      expect((await socket.next("error")).data.code).toBe("kicked");
      expect((await socket.waitClose()).code).toBe(CLOSE_CODES.refused);
    }
    for (const f of fans.slice(1)) f.socket.close();
  });

  it("«اختيار الجمهور» is the summed tally's favourite, which no single shard's own counts name", async () => {
    const { room, options } = await votingRoom();
    const [a, b, c] = options;
    // Three shards; each one's own favourite is not b (a tie a first, then c first, then a tie a first), the sum's is.
    const votes = [a, b, c, b, a, b];
    expect(Math.ceil(votes.length / SIZE)).toBeGreaterThanOrEqual(3);
    const fans = [];
    for (let i = 0; i < votes.length; i++) fans.push(await fan(room.code));
    for (const [i, optionId] of votes.entries()) {
      fans[i].socket.send("audience-vote", { optionId });
      await fans[i].socket.next("audience-voted");
    }
    for (const f of [fans[0], fans[votes.length - 1]]) {
      const tally = await tallyUntil(f.socket, (t) => t.total === votes.length);
      expect(tally).toMatchObject({ counts: { [a]: 2, [b]: 3, [c]: 1 }, choice: b });
    }
    for (const f of fans) f.socket.close();
  });
});
