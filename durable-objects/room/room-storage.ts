// How a room record is laid out in the actor's storage: one key per part that
// changes on its own, so an action writes only what it changed.
//   meta                 code, admin, lobby, expiry… (rewritten only when one of these changes)
//   version              the room's version, which every change moves on: alone, so a change writes
//                        a few bytes for it rather than the whole meta again
//   seat:<playerId>      one per seat
//   kicked               ids refused at the door
//   played:<gameType>    content ids this room played, per game
//   game:meta            gameType, seed, step, deadline
//   game:state:<field>   each top-level field of the game's state (the content pool is one, untouched by a vote)
//   audience-vote:<id>   one audience member's vote of the current round (not part of the record: a vote
//                        changes no version and reaches nobody but as a tally; it is kept here with the rest)
import type { GameType } from "../../schema/limits";
import type { RoomStorage } from "./ports";
import type { GameRecord, RoomRecord, Seat } from "./room-record";
import type { AudienceVote } from "./watchers";

/** The one-value record of earlier deploys; migrated on load so open rooms survive. */
export const LEGACY_KEY = "room";
const META = "meta";
const VERSION = "version";
const KICKED = "kicked";
const GAME_META = "game:meta";
const SEAT = "seat:";
const PLAYED = "played:";
const STATE = "game:state:";
const VOTE = "audience-vote:";

type Meta = Omit<RoomRecord, "seats" | "kicked" | "played" | "game" | "version">;
type GameMeta = Omit<GameRecord, "state">;

/** The record as storage entries. Parts kept by reference stay the same values, which is how `diffEntries` finds what changed. */
export function toEntries(room: RoomRecord): Map<string, unknown> {
  const { seats, kicked, played, game, version, ...meta } = room;
  const entries = new Map<string, unknown>([[META, meta satisfies Meta], [VERSION, version], [KICKED, kicked]]);
  for (const [id, seat] of Object.entries(seats)) entries.set(SEAT + id, seat);
  for (const [gameType, ids] of Object.entries(played ?? {})) entries.set(PLAYED + gameType, ids);
  if (game) {
    const { state, ...gameMeta } = game;
    entries.set(GAME_META, gameMeta satisfies GameMeta);
    // Every game's state is a plain object of named fields (engine/types.ts); each field is an entry.
    if (state && typeof state === "object" && !Array.isArray(state))
      for (const [field, value] of Object.entries(state)) if (value !== undefined) entries.set(STATE + field, value);
  }
  return entries;
}

/** Rebuilds a record from its entries; null when there is no room. */
export function fromEntries(entries: Map<string, unknown>): RoomRecord | null {
  // A room stored before the version had its own key keeps it in its meta.
  const meta = entries.get(META) as (Meta & { version?: number }) | undefined;
  if (!meta) return null;
  const seats: Record<string, Seat> = {};
  const played: Partial<Record<GameType, string[]>> = {};
  const state: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (key.startsWith(SEAT)) seats[key.slice(SEAT.length)] = value as Seat;
    else if (key.startsWith(PLAYED)) played[key.slice(PLAYED.length) as GameType] = value as string[];
    else if (key.startsWith(STATE)) state[key.slice(STATE.length)] = value;
  }
  const gameMeta = entries.get(GAME_META) as GameMeta | undefined;
  return {
    ...meta,
    version: ((entries.get(VERSION) as number | undefined) ?? meta.version) as number,
    seats,
    kicked: (entries.get(KICKED) as string[] | undefined) ?? [],
    ...(Object.keys(played).length ? { played } : {}),
    game: gameMeta ? { ...gameMeta, state } : null,
  };
}

/**
 * What to put and delete to go from the entries last written to the next ones.
 * Compared by reference, one level deep: `meta` and `game:meta` are rebuilt on
 * every call, their fields are not.
 */
export function diffEntries(before: Map<string, unknown>, after: Map<string, unknown>) {
  const put: Record<string, unknown> = {};
  for (const [key, value] of after) if (!before.has(key) || !sameFields(before.get(key), value)) put[key] = value;
  const remove = [...before.keys()].filter((key) => !after.has(key));
  return { put, remove };
}

function sameFields(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

/**
 * Entries are stored as JSON text: one `JSON.stringify` per changed entry, whose length is
 * also the byte count the metrics report, where objects were serialised twice (the runtime's
 * structured clone, and a stringify to count). The `format` key says so; a room stored as
 * objects by an earlier deploy is rewritten as text on load.
 */
export const FORMAT_KEY = "format";
const TEXT_FORMAT = 2;

/** Whether a storage key is one of the room record's own entries (see the layout above). */
export const isRoomKey = (key: string) =>
  key === META || key === VERSION || key === KICKED || key === GAME_META || key.startsWith(SEAT) || key.startsWith(PLAYED) || key.startsWith(STATE);

/** The audience's stored votes, by audience id, from a listing of the whole storage. */
function votesOf(stored: Map<string, unknown>): Map<string, AudienceVote> {
  const votes = new Map<string, AudienceVote>();
  for (const [key, value] of stored) if (key.startsWith(VOTE)) votes.set(key.slice(VOTE.length), value as AudienceVote);
  return votes;
}

/** The stored record and the entries it was read as, a legacy record migrated to the current layout first. */
export async function loadRoom(storage: RoomStorage): Promise<{ room: RoomRecord | null; written: Map<string, unknown> }> {
  return loadAll(storage, await storage.list());
}

async function loadAll(storage: RoomStorage, stored: Map<string, unknown>): Promise<{ room: RoomRecord | null; written: Map<string, unknown> }> {
  const legacy = stored.get(LEGACY_KEY) as RoomRecord | undefined;
  if (legacy) return { room: legacy, written: await writeRoom(storage, legacy, stored) };
  if (stored.get(FORMAT_KEY) === TEXT_FORMAT) {
    // Only the room's own entries: the same storage holds others (the audience's votes, as values).
    const entries = new Map<string, unknown>();
    for (const [key, value] of stored) if (isRoomKey(key)) entries.set(key, JSON.parse(value as string));
    const room = fromEntries(entries);
    const written = room ? toEntries(room) : new Map<string, unknown>();
    // Its meta still holds the version (stored before the version had its own key): the next change writes it again without.
    if ((entries.get(META) as { version?: number } | undefined)?.version !== undefined) written.delete(META);
    return { room, written };
  }
  const room = fromEntries(stored);
  return { room, written: room ? await writeRoom(storage, room, stored) : new Map() };
}

/** Replaces the stored record whole: the migration, and tests that set up a state. */
export async function writeRoom(storage: RoomStorage, room: RoomRecord, current?: Map<string, unknown>): Promise<Map<string, unknown>> {
  const next = toEntries(room);
  const stale = [...(current ?? (await storage.list())).keys()].filter((key) => !next.has(key) && (isRoomKey(key) || key === LEGACY_KEY));
  const text: Record<string, unknown> = { [FORMAT_KEY]: TEXT_FORMAT };
  for (const [key, value] of next) text[key] = JSON.stringify(value);
  // Both calls before any await: the runtime commits them as one atomic write.
  await Promise.all([storage.delete(stale), storage.put(text)]);
  return next;
}

/** The stored record, for tests. */
export async function readRoom(storage: RoomStorage): Promise<RoomRecord | null> {
  return (await loadRoom(storage)).room;
}

/** The actor's side of storage: remembers what it last wrote, writes only what changed, and counts it. */
export class RoomStore {
  storageWrites = 0;
  bytesWritten = 0;
  private written = new Map<string, unknown>();
  /** The audience's votes by audience id, read with the room, kept in memory for the tally. */
  votes = new Map<string, AudienceVote>();

  constructor(readonly storage: RoomStorage) {}

  /** `alsoRead` reads other entries from the same listing (the audience shards' members): storage is listed once per wake. */
  async load(alsoRead?: (stored: Map<string, unknown>) => void): Promise<RoomRecord | null> {
    const stored = await this.storage.list();
    this.votes = votesOf(stored);
    alsoRead?.(stored);
    const { room, written } = await loadAll(this.storage, stored);
    this.written = written;
    return room;
  }

  /**
   * Keeps one audience vote; a changed mind moves to the end, so a tie goes to whoever reached it first.
   * Not awaited: the runtime's output gate holds the reply until the write is durable, and awaiting
   * would close the input gate on every vote, queueing a crowd's votes one write apart.
   */
  keepVote(audienceId: string, vote: AudienceVote) {
    this.votes.delete(audienceId);
    this.votes.set(audienceId, vote);
    this.storageWrites++;
    void this.storage.put(VOTE + audienceId, vote);
  }

  /** Drops every vote not of `round` (all of them for null): each round's tally starts empty. */
  async dropVotesBut(round: number | null) {
    const stale = [...this.votes].filter(([, vote]) => vote.round !== round).map(([id]) => id);
    if (!stale.length) return;
    for (const id of stale) this.votes.delete(id);
    this.storageWrites++;
    // At most 128 keys per delete call.
    const keys = stale.map((id) => VOTE + id);
    const batches: Promise<unknown>[] = [];
    for (let i = 0; i < keys.length; i += 128) batches.push(this.storage.delete(keys.slice(i, i + 128)));
    await Promise.all(batches);
  }

  /** The changed entries in one put (and the gone ones in one delete, issued together, so committed as one). */
  async write(room: RoomRecord) {
    const next = toEntries(room);
    const { put, remove } = diffEntries(this.written, next);
    const writes: Promise<unknown>[] = [];
    const keys = Object.keys(put);
    if (keys.length) {
      // A room's first write says how its entries are stored.
      const text: Record<string, unknown> = this.written.size === 0 ? { [FORMAT_KEY]: TEXT_FORMAT } : {};
      for (const key of keys) {
        text[key] = JSON.stringify(put[key]);
        this.bytesWritten += key.length + (text[key] as string).length;
      }
      writes.push(this.storage.put(text));
    }
    if (remove.length) writes.push(this.storage.delete(remove));
    this.storageWrites += writes.length;
    // Before the await: the next write, begun while this one is committed, diffs against these entries
    // (against the older ones it would miss a key this write added and its own change removed).
    this.written = next;
    await Promise.all(writes);
  }

  /** Everything goes: the room was purged. */
  async purge() {
    await this.storage.deleteAlarm();
    await this.storage.deleteAll();
    this.written = new Map();
    this.votes = new Map();
  }
}
