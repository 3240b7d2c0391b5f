// The cost bench's counters (data/cost-meter.ts): what they count on a Durable Object class, its
// storage and its timers, and that outside a counting development server they leave everything as it was.
import { beforeEach, describe, expect, it } from "vitest";
import { costFigures, meterDurableObjectCalls, meteredD1, meteredLater, meteredStorage, resetCostFigures } from "./cost-meter";

const ON = { APP_ENV: "development", COST_METER: "on" };

class Probe {
  constructor(
    readonly env: { APP_ENV: string; COST_METER?: string },
    readonly ctx = {},
  ) {}
  async fetch() {
    return "upgraded";
  }
  async webSocketMessage() {}
  async webSocketClose() {}
  async alarm() {}
  async summary() {
    return { players: 3 };
  }
}
meterDurableObjectCalls(Probe);

function memoryStorage() {
  const data = new Map<string, unknown>();
  return {
    data,
    async list() {
      return new Map(data);
    },
    async put(keyOrEntries: string | Record<string, unknown>, value?: unknown) {
      if (typeof keyOrEntries === "string") data.set(keyOrEntries, value);
      else for (const [k, v] of Object.entries(keyOrEntries)) data.set(k, v);
    },
    async delete(keys: string[]) {
      let n = 0;
      for (const k of keys) if (data.delete(k)) n++;
      return n;
    },
  };
}

beforeEach(() => resetCostFigures());

describe("the cost meter", () => {
  it("counts each call of a Durable Object class by how Cloudflare bills it, and answers as the object does", async () => {
    const probe = new Probe(ON);
    expect(await probe.fetch()).toBe("upgraded");
    await probe.webSocketMessage();
    await probe.webSocketMessage();
    await probe.webSocketClose();
    await probe.alarm();
    expect(await probe.summary()).toEqual({ players: 3 });
    const figures = costFigures();
    expect(figures.doRequests).toEqual({ rpc: 1, http: 1, webSocketMessages: 2, alarms: 1 });
    expect(figures.doSocketEvents).toBe(1);
    expect(figures.doActiveMs).toBeGreaterThanOrEqual(0);
  });

  it("counts nothing for an object outside a counting development server", async () => {
    for (const env of [{ APP_ENV: "production", COST_METER: "on" }, { APP_ENV: "development" }]) {
      const probe = new Probe(env);
      await probe.fetch();
      await probe.summary();
    }
    expect(costFigures().doRequests).toEqual({ rpc: 0, http: 0, webSocketMessages: 0, alarms: 0 });
  });

  it("counts one storage row per key put or deleted, and stores what it is given", async () => {
    const storage = memoryStorage();
    const metered = meteredStorage(storage, ON);
    await metered.put({ meta: "m", "seat:a": "a", "seat:b": "b" });
    await metered.put("audience-vote:x", { round: 1 });
    expect(await metered.delete(["seat:a", "seat:b"])).toBe(2);
    expect([...(await metered.list()).keys()]).toEqual(["meta", "audience-vote:x"]);
    expect(costFigures().storage).toEqual({ keysPut: 4, keysDeleted: 2, alarmSets: 0 });
  });

  it("holds an object active while its timer waits, as a pending timer keeps it from hibernating", async () => {
    const ctx = {};
    let fire: () => void = () => undefined;
    const later = meteredLater(ON, ctx, (run) => (fire = run));
    let ran = false;
    later(() => (ran = true), 250);
    const waitedFrom = performance.now();
    while (performance.now() - waitedFrom < 5) await Promise.resolve();
    // Still pending: the open wait is counted up to now.
    expect(costFigures().doActiveMs).toBeGreaterThanOrEqual(5);
    fire();
    expect(ran).toBe(true);
    // Once it has run, the object is idle again: no more time is counted.
    const closed = costFigures().doActiveMs;
    const idleFrom = performance.now();
    while (performance.now() - idleFrom < 5) await Promise.resolve();
    expect(costFigures().doActiveMs).toBe(closed);
  });

  it("hands back the storage, the timer and D1 themselves when not counting", () => {
    const storage = memoryStorage();
    const later = (run: () => void) => void run;
    const db = {} as D1Database;
    for (const env of [{ APP_ENV: "production", COST_METER: "on" }, { APP_ENV: "development" }]) {
      expect(meteredStorage(storage, env)).toBe(storage);
      expect(meteredLater(env, {}, later)).toBe(later);
      expect(meteredD1(db, env)).toBe(db);
    }
  });
});
