import { describe, expect, it } from "vitest";
import { joinSeat, newRoomRecord, setAvatar, type RoomRecord } from "./room-record";
import { diffEntries, FORMAT_KEY, fromEntries, LEGACY_KEY, loadRoom, RoomStore, toEntries } from "./room-storage";

const info = { roomId: "r1", code: "ABC234", name: null, creatorId: "a", isPremium: false, expiresAt: 10_000, gameType: "trivia-deception" as const };

function room(): RoomRecord {
  let r = newRoomRecord(info, 0);
  for (const id of ["a", "b"]) {
    const joined = joinSeat(r, { playerId: id, userId: null, isAnonymous: true, nickname: `لاعب ${id}` }, 1);
    if ("code" in joined) throw new Error(joined.message);
    r = joined.room;
  }
  const pool = Array.from({ length: 200 }, (_, i) => ({ id: i, text: "سؤال طويل ".repeat(5) }));
  return { ...r, played: { "trivia-deception": ["1", "2"] }, game: { gameType: "trivia-deception", seed: 1, step: 1, deadline: null, state: { phase: "voting", votes: {}, pool } } };
}

/** A storage double that keeps values in a Map, as the actor's storage would. */
/** Stored text entries read back as values (the format key left out). */
const textEntries = (data: Map<string, unknown>) =>
  new Map([...data].filter(([key]) => key !== FORMAT_KEY).map(([key, value]) => [key, JSON.parse(value as string)]));

function memoryStorage(initial: Record<string, unknown>) {
  const data = new Map(Object.entries(initial));
  const storage = {
    list: async () => new Map(data),
    put: async (entries: Record<string, unknown>) => void Object.entries(entries).forEach(([k, v]) => data.set(k, v)),
    delete: async (keys: string[]) => keys.filter((k) => data.delete(k)).length,
  };
  return { data, storage: storage as unknown as DurableObjectStorage };
}

describe("the split layout", () => {
  it("round-trips a room through its entries", () => {
    const r = room();
    expect(fromEntries(toEntries(r))).toEqual(r);
    expect([...toEntries(r).keys()].sort()).toEqual(["game:meta", "game:state:phase", "game:state:pool", "game:state:votes", "kicked", "meta", "played:trivia-deception", "seat:a", "seat:b", "version"]);
  });

  it("a vote writes the votes and the small records, not the pool", () => {
    const r = room();
    const state = r.game!.state as { votes: Record<string, string> };
    const voted = { ...r, version: 2, game: { ...r.game!, step: 2, state: { ...state, votes: { a: "b" } } } };
    const { put, remove } = diffEntries(toEntries(r), toEntries(voted));
    expect(Object.keys(put).sort()).toEqual(["game:meta", "game:state:votes", "version"]);
    expect(remove).toEqual([]);
  });

  it("an avatar change writes one seat and the version; a seat that left is deleted; the game ending deletes its keys", () => {
    const r = room();
    const changed = { ...setAvatar(r, "b", { color: 3, face: 8, custom: 16 }), version: r.version + 1 };
    // The room's meta (code, lobby, settings…) is not written again for a new version.
    expect(Object.keys(diffEntries(toEntries(r), toEntries(changed)).put).sort()).toEqual(["seat:b", "version"]);
    const { b: _gone, ...seats } = r.seats;
    expect(diffEntries(toEntries(r), toEntries({ ...r, seats })).remove).toEqual(["seat:b"]);
    expect(diffEntries(toEntries(r), toEntries({ ...r, game: null })).remove.sort()).toEqual(["game:meta", "game:state:phase", "game:state:pool", "game:state:votes"]);
  });

  it("migrates a one-value record of an earlier deploy on load", async () => {
    const r = room();
    const { data, storage } = memoryStorage({ [LEGACY_KEY]: r, "seat:stale": {} });
    const loaded = await loadRoom(storage);
    expect(loaded.room).toEqual(r);
    expect(data.has(LEGACY_KEY)).toBe(false);
    expect(data.has("seat:stale")).toBe(false);
    expect(fromEntries(textEntries(data))).toEqual(r);
    expect((await loadRoom(storage)).room).toEqual(r);
  });

  it("stores each entry as JSON text, so a phase name or an id that looks like a number keeps its type", async () => {
    const r = room();
    const { data, storage } = memoryStorage({ [LEGACY_KEY]: r });
    await loadRoom(storage);
    expect(data.get(FORMAT_KEY)).toBe(2);
    for (const [key, value] of data) if (key !== FORMAT_KEY) expect(typeof value, key).toBe("string");
    expect((await loadRoom(storage)).room).toEqual(r);
  });

  it("reads only the room's own entries and leaves the others in the same storage alone (the audience's votes)", async () => {
    const r = room();
    const vote = { round: 1, optionId: "x" };
    const { data, storage } = memoryStorage({ [LEGACY_KEY]: r, "audience-vote:a1": vote });
    await loadRoom(storage);
    expect(data.get("audience-vote:a1")).toEqual(vote);
    expect((await loadRoom(storage)).room).toEqual(r);
    expect(data.get("audience-vote:a1")).toEqual(vote);
  });

  it("rewrites a room split into objects by an earlier deploy as text on load", async () => {
    const r = room();
    const { data, storage } = memoryStorage(Object.fromEntries(toEntries(r)));
    expect((await loadRoom(storage)).room).toEqual(r);
    expect(data.get(FORMAT_KEY)).toBe(2);
    expect(fromEntries(textEntries(data))).toEqual(r);
    expect((await loadRoom(storage)).room).toEqual(r);
  });

  it("a change of a setting kept in meta writes meta and the version", () => {
    const r = room();
    const changed = { ...r, version: r.version + 1, timeScale: 1.5 };
    expect(Object.keys(diffEntries(toEntries(r), toEntries(changed)).put).sort()).toEqual(["meta", "version"]);
  });

  it("reads a room whose meta still holds its version, and its next change writes the meta again without it", async () => {
    const r = { ...room(), version: 7 };
    const earlier = Object.fromEntries([...toEntries(r)].filter(([key]) => key !== "version").map(([key, value]) => [key, JSON.stringify(key === "meta" ? { ...(value as object), version: r.version } : value)]));
    const { data, storage } = memoryStorage({ [FORMAT_KEY]: 2, ...earlier });
    const store = new RoomStore(storage);
    const loaded = (await store.load())!;
    expect(loaded).toEqual(r);
    // The change steps from the room as read, as the actor's next frame does.
    const changed = { ...setAvatar(loaded, "b", { color: 3, face: 8, custom: 16 }), version: 8 };
    await store.write(changed);
    expect(JSON.parse(data.get("meta") as string)).not.toHaveProperty("version");
    expect(data.get("version")).toBe("8");
    expect((await loadRoom(storage)).room).toEqual(changed);
  });

  it("an empty storage is no room", async () => {
    expect((await loadRoom(memoryStorage({}).storage)).room).toBeNull();
  });
});
