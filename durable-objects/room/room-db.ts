// Everything the room actor reads from or writes to D1: the catalogue, the
// active avatar assets, the game's content, what players saw, the room's
// status and the activity log. Caches live here too, one per actor.
import { compileFilter, type CompiledFilter } from "../../schema/family-filter";
import { DEFAULT_FAMILY_FILTER } from "../../schema/family-filter-list";
import { AVATAR_ASSETS, FAMILY_FILTER, GAME_IDS, type GameType } from "../../schema/limits";
import { database } from "../../data/db";
import { logActivity } from "../../data/activity";
import { ghostDeal, recordGhost, recordNight, type GhostDeal, type GhostRecord, type NightRecord } from "../../data/group-nights";
import { activeAvatarChoices } from "../../data/avatars";
import { RefreshingCache } from "./refreshing-cache";
import { listCategories } from "../../data/catalog";
import { GAMES } from "../games/registry";
import type { ContentSource, ShownContent } from "../engine/types";
import type { PackRecord } from "./pack-game";
import type { Catalog, RoomDbPort } from "./ports";
import type { AvatarChoices } from "./room-record";

export type { Catalog };

export class RoomDb implements RoomDbPort {
  private catalogCache = new Map<GameType, Catalog>();
  private readonly avatars: RefreshingCache<AvatarChoices>;
  private readonly filter: RefreshingCache<CompiledFilter>;

  constructor(private readonly db: D1Database) {
    this.avatars = new RefreshingCache(() => activeAvatarChoices(this.db), AVATAR_ASSETS.actorCacheMs, (error) => console.error("room actor could not read avatar assets", error));
    this.filter = new RefreshingCache(
      async () => compileFilter((await this.db.prepare("SELECT term, match FROM family_filter_terms").all<{ term: string; match: "word" | "exact" | "part" }>()).results),
      FAMILY_FILTER.actorCacheMs,
      (error) => console.error("room actor could not read the family filter", error),
    );
  }

  /** The game's categories and premium flag; cached until `contentChanged`. */
  async catalog(gameType: GameType): Promise<Catalog> {
    let entry = this.catalogCache.get(gameType);
    if (!entry) {
      const categories = await listCategories(database(this.db), gameType, GAMES[gameType].categoryShape);
      const game = await this.db.prepare("SELECT is_premium FROM games WHERE id = ?").bind(GAME_IDS[gameType]).first<{ is_premium: number }>();
      entry = { gamePremium: !!game?.is_premium, categories };
      this.catalogCache.set(gameType, entry);
    }
    return entry;
  }

  contentChanged() {
    this.catalogCache.clear();
    this.filter.drop();
  }

  /**
   * The family filter's list, read when a room first needs it and kept for a while (the
   * admin's edit also drops it through `contentChanged`; an old copy answers while the next
   * read runs); the last good copy if D1 fails, the shipped list if it never answered.
   */
  async familyFilter(now: number): Promise<CompiledFilter> {
    return (await this.filter.get(now)) ?? compileFilter(DEFAULT_FAMILY_FILTER);
  }

  /** Whether the game is switched on, and its name; asked each time, as an admin may switch a game off while rooms of it are open. */
  async listedGame(gameType: GameType): Promise<{ nameAr: string } | null> {
    const row = await this.db.prepare("SELECT is_active, name_ar FROM games WHERE id = ?").bind(GAME_IDS[gameType]).first<{ is_active: number; name_ar: string }>();
    return row?.is_active ? { nameAr: row.name_ar } : null;
  }

  /** Read-only queries for a game's content loader. */
  contentSource(): ContentSource {
    return { query: async (sql, ...params) => (await this.db.prepare(sql).bind(...params).all()).results as never[] };
  }

  /** Active avatar assets, read again after a short while so an admin's change reaches live rooms (an old copy answers while that read runs); the last good copy if D1 fails. */
  async avatarChoices(now: number): Promise<AvatarChoices | undefined> {
    return this.avatars.get(now);
  }

  /**
   * Remembers what players saw, so their next rooms prefer fresh content: signed-in players
   * by user, guests by their guest id (a returning group of guests is remembered too). Best effort.
   */
  async rememberSeen(gameType: GameType, shown: ShownContent[]) {
    const gameId = GAME_IDS[gameType];
    const insertUser = this.db.prepare("INSERT OR IGNORE INTO seen_content (user_id, game_id, content_id) VALUES (?, ?, ?)");
    // A guest seeing it again moves its date on, so the cleanup keeps what a guest still plays with.
    const insertGuest = this.db.prepare(
      "INSERT INTO guest_seen_content (guest_id, game_id, content_id, seen_at) VALUES (?, ?, ?, ?) ON CONFLICT (guest_id, game_id, content_id) DO UPDATE SET seen_at = excluded.seen_at",
    );
    const now = Date.now();
    // A player's pack's items are not rows of our content: nothing to remember.
    const statements = shown.filter((s) => Number.isInteger(Number(s.contentId))).flatMap((s) => [
      ...s.userIds.map((userId) => insertUser.bind(userId, gameId, Number(s.contentId))),
      ...(s.guestIds ?? []).map((guestId) => insertGuest.bind(guestId, gameId, Number(s.contentId), now)),
    ]);
    if (statements.length === 0) return;
    try {
      await this.db.batch(statements);
    } catch (error) {
      console.error("could not remember seen content", error);
    }
  }

  /** A player's pack by its code, as stored; null when no pack has that code. */
  async pack(code: string): Promise<PackRecord | null> {
    return await this.db
      .prepare("SELECT id, code, title, author_name, game_type, items_json, item_count, is_draft, hidden_at, deleted_at, deleted_by FROM packs WHERE code = ?")
      .bind(code)
      .first<PackRecord>();
  }

  /**
   * One more game played with the pack, for the gallery's count: once per room however often it
   * restarts. One batch: the count moves only while the (pack, room) pair is new, then
   * the pair is written. Best effort.
   */
  async countPackPlay(code: string, roomId: string) {
    try {
      await this.db.batch([
        this.db
          .prepare("UPDATE packs SET play_count = play_count + 1 WHERE code = ? AND NOT EXISTS (SELECT 1 FROM pack_plays WHERE pack_plays.pack_id = packs.id AND pack_plays.room_id = ?)")
          .bind(code, roomId),
        this.db.prepare("INSERT INTO pack_plays (pack_id, room_id) SELECT id, ? FROM packs WHERE code = ? ON CONFLICT DO NOTHING").bind(roomId, code),
      ]);
    } catch (error) {
      console.error("could not count a pack's play", error);
    }
  }

  async recordNight(record: NightRecord) {
    try {
      await recordNight(database(this.db), record);
    } catch (error) {
      console.error("could not record a group's night", error);
    }
  }

  async recordGhost(record: GhostRecord) {
    try {
      await recordGhost(database(this.db), record);
    } catch (error) {
      console.error("could not record a ghost's night", error);
    }
  }

  async ghostDeal(nightId: string, memberId: string): Promise<GhostDeal | null> {
    return ghostDeal(database(this.db), nightId, memberId);
  }

  async markExpired(roomId: string, now: number) {
    await this.db.prepare("UPDATE rooms SET status = 'expired', ended_at = ? WHERE id = ?").bind(now, roomId).run();
  }

  async logSystemActivity(actionAr: string, roomId: string) {
    await logActivity(database(this.db), { actionAr, actorType: "system", actorId: roomId });
  }
}
