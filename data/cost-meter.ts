// What a game costs on Cloudflare's bill, counted where the bill counts it: requests and active
// time of the room objects, the rows their storage writes, and D1's own rows read and written.
// Development only and only when asked (COST_METER=on, which `npm run serve` passes when
// MAJLIS_COST_METER=on): scripts/bench/game-cost.mjs reads and resets the counters through
// GET/DELETE /api/dev/cost-meter. Elsewhere every wrapper below hands back what it was given,
// so a deployed worker runs the plain bindings.
//
// The counters live in the module, so they are the isolate's: on workerd the worker and its
// Durable Objects share one isolate per script, so one counter sees them all.
import { isDevelopment } from "./env";

export interface CostFigures {
  /** Billed Durable Object requests, by kind: RPC method calls, HTTP requests (the WebSocket upgrade), incoming WebSocket messages, alarm runs. */
  doRequests: { rpc: number; http: number; webSocketMessages: number; alarms: number };
  /** Socket close and error events: not billed as requests, but the object runs while it handles them. */
  doSocketEvents: number;
  /** Wall time while an object had at least one call in flight, summed over objects (overlapping calls counted once). */
  doActiveMs: number;
  /** Rows the objects' key-value storage wrote: one per key put or deleted (SQLite-backed storage keeps one row per key), and alarm sets. */
  storage: { keysPut: number; keysDeleted: number; alarmSets: number };
  /** D1's own figures (each result's `meta.rows_read` / `meta.rows_written`), over every statement of the worker and the objects. */
  d1: { statements: number; rowsRead: number; rowsWritten: number };
}

const zero = (): CostFigures => ({
  doRequests: { rpc: 0, http: 0, webSocketMessages: 0, alarms: 0 },
  doSocketEvents: 0,
  doActiveMs: 0,
  storage: { keysPut: 0, keysDeleted: 0, alarmSets: 0 },
  d1: { statements: 0, rowsRead: 0, rowsWritten: 0 },
});

let figures = zero();

/** The counters so far, with the active time of calls still in flight up to now. */
export function costFigures(): CostFigures {
  const now = performance.now();
  let open = 0;
  for (const since of inFlightSince.values()) open += now - since;
  return { ...structuredClone(figures), doActiveMs: figures.doActiveMs + open };
}

export function resetCostFigures() {
  figures = zero();
  const now = performance.now();
  for (const key of inFlightSince.keys()) inFlightSince.set(key, now);
}

/** Whether this deployment counts: development with COST_METER=on, never production. */
export function costMeterOn(env: { APP_ENV?: unknown; COST_METER?: unknown }): boolean {
  return isDevelopment(env) && env.COST_METER === "on";
}

// ---------- Durable Object calls ----------

const inFlight = new WeakMap<object, number>();
/** Objects with calls in flight, and since when (a Map, so costFigures can add the open time). */
const inFlightSince = new Map<object, number>();

function enter(object: object) {
  const n = inFlight.get(object) ?? 0;
  inFlight.set(object, n + 1);
  if (n === 0) inFlightSince.set(object, performance.now());
}

function leave(object: object) {
  const n = (inFlight.get(object) ?? 1) - 1;
  inFlight.set(object, n);
  if (n > 0) return;
  const since = inFlightSince.get(object);
  inFlightSince.delete(object);
  if (since !== undefined) figures.doActiveMs += performance.now() - since;
}

type Kind = "http" | "webSocketMessages" | "alarms" | "rpc" | "socketEvent";
const kindOf = (name: string): Kind =>
  name === "fetch" ? "http" : name === "alarm" ? "alarms" : name === "webSocketMessage" ? "webSocketMessages" : name === "webSocketClose" || name === "webSocketError" ? "socketEvent" : "rpc";

/**
 * Counts every call the runtime or a stub makes on a Durable Object class (each method of its
 * prototype), and times it, when the object's env says to count. Called once, where the class is defined.
 */
export function meterDurableObjectCalls(actorClass: { prototype: object }) {
  const proto = actorClass.prototype as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(proto)) {
    const original = proto[name];
    if (name === "constructor" || typeof original !== "function") continue;
    const kind = kindOf(name);
    proto[name] = async function (this: { env?: { APP_ENV?: unknown; COST_METER?: unknown }; ctx?: object }, ...args: unknown[]) {
      if (!this.env || !costMeterOn(this.env)) return await (original as (...a: unknown[]) => unknown).apply(this, args);
      if (kind === "socketEvent") figures.doSocketEvents++;
      else figures.doRequests[kind]++;
      // Keyed by the object's state, as its timers are (meteredLater).
      const object = this.ctx ?? this;
      enter(object);
      try {
        return await (original as (...a: unknown[]) => unknown).apply(this, args);
      } finally {
        leave(object);
      }
    };
  }
}

/**
 * A pending timer keeps an object from hibernating, so it is billed for the wait: the object counts
 * as active from the timer's start until its callback has run. `object` is the object's state (ctx).
 */
export function meteredLater(env: { APP_ENV?: unknown; COST_METER?: unknown }, object: object, later: (run: () => void, ms: number) => void) {
  if (!costMeterOn(env)) return later;
  return (run: () => void, ms: number) => {
    enter(object);
    later(() => {
      try {
        run();
      } finally {
        leave(object);
      }
    }, ms);
  };
}

// ---------- the objects' storage ----------

interface KeyValueStorage {
  put(entries: Record<string, unknown>): Promise<void>;
  put(key: string, value: unknown): Promise<void>;
  delete(keys: string[]): Promise<number>;
}

/** The storage with its writes counted (key by key), or the storage itself when not counting. */
export function meteredStorage<S extends KeyValueStorage>(storage: S, env: { APP_ENV?: unknown; COST_METER?: unknown }): S {
  if (!costMeterOn(env)) return storage;
  return new Proxy(storage, {
    get(target, property) {
      if (property === "put")
        return (keyOrEntries: string | Record<string, unknown>, value?: unknown) => {
          figures.storage.keysPut += typeof keyOrEntries === "string" ? 1 : Object.keys(keyOrEntries).length;
          return typeof keyOrEntries === "string" ? target.put(keyOrEntries, value) : target.put(keyOrEntries);
        };
      if (property === "delete")
        return (keys: string[]) => {
          figures.storage.keysDeleted += keys.length;
          return target.delete(keys);
        };
      const member = Reflect.get(target, property, target) as unknown;
      return typeof member === "function" ? member.bind(target) : member;
    },
  });
}

/** Counts one alarm set (its time is a row of the object's storage). */
export function countAlarmSet(env: { APP_ENV?: unknown; COST_METER?: unknown }) {
  if (costMeterOn(env)) figures.storage.alarmSets++;
}

// ---------- D1 ----------

interface D1Meta {
  rows_read?: number;
  rows_written?: number;
}

function record(meta: D1Meta | undefined) {
  figures.d1.statements++;
  figures.d1.rowsRead += meta?.rows_read ?? 0;
  figures.d1.rowsWritten += meta?.rows_written ?? 0;
}

const INNER = Symbol("inner statement");
/** A statement that only reads: `raw()` of it may run twice (once for its figures), which changes nothing. */
const readsOnly = (sql: string) => /^\s*(select|with)\b/i.test(sql) && !/\breturning\b/i.test(sql);

/**
 * A statement whose every run records its meta. `raw()` answers without meta, so a read-only
 * statement is also run once with `all()` for its figures (counted once); a writing one runs
 * once with `all()` and its rows are turned into arrays (a RETURNING names each column once).
 */
function meteredStatement(inner: D1PreparedStatement, sql: string): D1PreparedStatement {
  const statement = {
    [INNER]: inner,
    bind: (...values: unknown[]) => meteredStatement(inner.bind(...values), sql),
    async all<T>() {
      const result = await inner.all<T>();
      record(result.meta);
      return result;
    },
    async run<T>() {
      const result = await inner.run<T>();
      record(result.meta);
      return result;
    },
    async first<T>(column?: string) {
      const result = await inner.all<Record<string, unknown>>();
      record(result.meta);
      const row = result.results[0] ?? null;
      return (column === undefined ? row : row ? (row[column] ?? null) : null) as T | null;
    },
    async raw<T extends unknown[]>(options?: { columnNames?: boolean }) {
      if (readsOnly(sql)) {
        record((await inner.all()).meta);
        return options?.columnNames ? inner.raw<T>({ columnNames: true }) : inner.raw<T>();
      }
      const result = await inner.all<Record<string, unknown>>();
      record(result.meta);
      const rows = result.results.map((row) => Object.values(row));
      return (options?.columnNames ? [Object.keys(result.results[0] ?? {}), ...rows] : rows) as never;
    },
  };
  return statement as unknown as D1PreparedStatement;
}

/** The database with every statement's rows counted, or the database itself when not counting. */
export function meteredD1(db: D1Database, env: { APP_ENV?: unknown; COST_METER?: unknown }): D1Database {
  if (!costMeterOn(env)) return db;
  const metered = {
    prepare: (sql: string) => meteredStatement(db.prepare(sql), sql),
    async batch<T>(statements: D1PreparedStatement[]) {
      const results = await db.batch<T>(statements.map((s) => (s as unknown as { [INNER]?: D1PreparedStatement })[INNER] ?? s));
      for (const result of results) record(result.meta);
      return results;
    },
    exec: (query: string) => {
      figures.d1.statements++;
      return db.exec(query);
    },
    dump: () => db.dump(),
    withSession: (constraint?: string) => db.withSession(constraint),
  };
  return metered as unknown as D1Database;
}
