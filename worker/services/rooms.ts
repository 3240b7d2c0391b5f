// The rooms index in D1 (the room itself lives in its actor): finding a live room by code
// (marking one past its expiry), counting live rooms, claiming a fresh code for a new room,
// and the share text of a room link.
import { and, count, eq, gt, lte } from "drizzle-orm";
import { roomCodeSchema } from "../../schema/api";
import { rooms } from "../../schema/db";
import type { Db } from "../../data/db";
import { HttpError } from "../lib/errors";
import { readSiteSettings } from "./catalog";
import { gameByType } from "./games";
import { newRoomCode, normaliseRoomCode } from "./room-codes";

const MAX_CODE_ATTEMPTS = 8;
const ROOM_NOT_FOUND = "الغرفة غير موجودة";
const ROOM_ENDED = "انتهت هذه الغرفة";

export type RoomRow = typeof rooms.$inferSelect;

/**
 * A live room by code; a room past its expiry is marked so and reported as expired, and a
 * room already ended (closed by its host, or marked expired before) answers 410 `room_ended`.
 * The code arrives already decoded by Hono (path and query), so it is never decoded again.
 */
export async function findLiveRoom(db: Db, code: string): Promise<RoomRow> {
  const parsed = roomCodeSchema.safeParse(normaliseRoomCode(code));
  if (!parsed.success) throw new HttpError(404, "room_not_found", ROOM_NOT_FOUND);
  const room = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.code, parsed.data), eq(rooms.status, "live")))
    .get();
  if (!room) {
    // An invite to a room its host closed (or that ran out) says so, not «not found» (410, docs/decisions.md).
    const ended = await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.code, parsed.data), eq(rooms.status, "expired")))
      .get();
    if (ended) throw new HttpError(410, "room_ended", ROOM_ENDED);
    throw new HttpError(404, "room_not_found", ROOM_NOT_FOUND);
  }
  if (room.expiresAt.getTime() <= Date.now()) {
    await db.update(rooms).set({ status: "expired", endedAt: new Date() }).where(eq(rooms.id, room.id));
    throw new HttpError(410, "room_expired", "انتهت صلاحية الغرفة");
  }
  return room;
}

/** Rooms open now: live and not past their expiry. */
export async function countLiveRooms(db: Db, now = Date.now()): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(rooms)
    .where(and(eq(rooms.status, "live"), gt(rooms.expiresAt, new Date(now))))
    .get();
  return row?.n ?? 0;
}

export type NewRoom = Omit<typeof rooms.$inferInsert, "id" | "code">;

/**
 * Inserts the room under a fresh random code, trying a few codes when one is held by a live
 * room; a code whose room has quietly passed its expiry is freed first. 503 when every try is taken.
 */
export async function insertRoomWithFreshCode(db: Db, room: NewRoom, now = Date.now()): Promise<{ id: string; code: string }> {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const code = newRoomCode();
    await db
      .update(rooms)
      .set({ status: "expired", endedAt: new Date(now) })
      .where(and(eq(rooms.code, code), eq(rooms.status, "live"), lte(rooms.expiresAt, new Date(now))));
    const id = crypto.randomUUID();
    const inserted = await db
      .insert(rooms)
      .values({ ...room, id, code })
      .onConflictDoNothing()
      .returning({ id: rooms.id })
      .get();
    if (inserted) return { id, code };
  }
  throw new HttpError(503, "room_code_exhausted", "تعذّر إنشاء غرفة الآن، يُرجى المحاولة مرة أخرى");
}

/** The site's name and description, or a room link's invitation when the code names a live room. */
export async function roomSeo(db: Db, rawCode: string | undefined) {
  const site = await readSiteSettings(db);
  const base = { siteName: site.siteName, siteDescription: site.siteDescription, siteImage: site.siteImage };
  if (!rawCode) return base;
  try {
    const room = await findLiveRoom(db, rawCode);
    const game = await gameByType(db, room.gameType);
    const host = room.creatorNickname ? `${room.creatorNickname} يدعوك` : "أصحابك يدعونك";
    return {
      ...base,
      siteName: `${room.name ?? `غرفة ${room.code}`} | ${site.siteName}`,
      siteDescription: `${host} تلعبون «${game?.nameAr ?? "لعبة جماعية"}» على ${site.siteName}. انضموا بالكود ${room.code} وكونوا جاهزين!`,
    };
  } catch (error) {
    // Share text for a missing room falls back to the site's own words rather than failing the page.
    if (error instanceof HttpError) return base;
    throw error;
  }
}
