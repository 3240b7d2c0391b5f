import { and, eq, lte } from "drizzle-orm";
import { Hono } from "hono";
import { createRoomBodySchema, roomCodeSchema, type RoomLookup } from "../../schema/api";
import { games, rooms } from "../../schema/db";
import { GAME_IDS, PLAYER_LIMITS } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import type { Db } from "../db";
import { HttpError } from "../lib/errors";
import { validate } from "../lib/validate";
import { hasAccess } from "../services/access";
import { logActivity } from "../services/activity";
import { hasListedWord } from "../services/family-filter";
import { roomActor } from "../services/room-actors";
import { makeRoomForCreator, takeHourlyQuota } from "../services/room-bounds";
import { newRoomCode, normaliseRoomCode } from "../services/room-codes";
import { readSettings } from "../services/settings";
import { readSiteSettings } from "../services/catalog";

const MAX_CODE_ATTEMPTS = 8;

export { roomActor };
const ROOM_NOT_FOUND = "الغرفة غير موجودة";

/**
 * A live room by code; a room past its expiry is marked so and reported as expired.
 * The code arrives already decoded by Hono (path and query), so it is never decoded again.
 */
export async function findLiveRoom(db: Db, code: string) {
  const parsed = roomCodeSchema.safeParse(normaliseRoomCode(code));
  if (!parsed.success) throw new HttpError(404, "room_not_found", ROOM_NOT_FOUND);
  const room = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.code, parsed.data), eq(rooms.status, "live")))
    .get();
  if (!room) throw new HttpError(404, "room_not_found", ROOM_NOT_FOUND);
  if (room.expiresAt.getTime() <= Date.now()) {
    await db.update(rooms).set({ status: "expired", endedAt: new Date() }).where(eq(rooms.id, room.id));
    throw new HttpError(410, "room_expired", "انتهت صلاحية الغرفة");
  }
  return room;
}

async function roomSeo(db: Db, rawCode: string | undefined) {
  const site = await readSiteSettings(db);
  const base = { siteName: site.siteName, siteDescription: site.siteDescription, siteImage: site.siteImage };
  if (!rawCode) return base;
  try {
    const room = await findLiveRoom(db, rawCode);
    const game = await db.select().from(games).where(eq(games.gameType, room.gameType)).get();
    const host = room.creatorNickname ? `${room.creatorNickname} يدعوك` : "أصحابك يدعونك";
    return {
      ...base,
      siteName: `${room.name ?? `غرفة ${room.code}`} | ${site.siteName}`,
      siteDescription: `${host} تلعبون «${game?.nameAr ?? "لعبة جماعية"}» على ${site.siteName}. ادخل بالكود ${room.code} وخلّك جاهز!`,
    };
  } catch (error) {
    // Share text for a missing room falls back to the site's own words rather than failing the page.
    if (error instanceof HttpError) return base;
    throw error;
  }
}

export const roomRoutes = new Hono<AppEnv>()
  .post("/rooms", validate("json", createRoomBodySchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    const user = c.get("user");
    const guestId = c.get("guestId");
    if (!user && !guestId) throw new HttpError(401, "unauthenticated", "سجّل الدخول أو ادخل كضيف لإنشاء غرفة");
    if (!user && body.playerId && body.playerId !== guestId)
      throw new HttpError(403, "identity_mismatch", "معرّف اللاعب لا يطابق هويتك");

    if (await hasListedWord(db, [body.name, body.nickname]))
      throw new HttpError(400, "family_filter", "اسم الغرفة أو الاسم غير مناسب للعب العائلي، يُرجى اختيار اسم آخر");
    const game = await db.select().from(games).where(eq(games.id, GAME_IDS[body.gameType])).get();
    if (!game?.isActive) throw new HttpError(400, "game_unavailable", "هذه اللعبة غير متاحة حاليًا");
    const premium = hasAccess(user);
    if (game.isPremium && !premium)
      throw new HttpError(403, "premium_required", "هذه اللعبة للأعضاء المميزين. اشترك لفتح كل الألعاب");

    const { defaultRoomExpiry } = await readSettings(db, "general");
    const now = Date.now();
    const expiresAt = new Date(now + defaultRoomExpiry * 3_600_000);
    const creatorId = user?.id ?? guestId!;
    const nickname = body.nickname ?? user?.displayName ?? null;
    await takeHourlyQuota(c, db, "rooms", now);
    await makeRoomForCreator(c.env, db, creatorId, now);

    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      const code = newRoomCode();
      // Free the code if its previous room has quietly passed its expiry.
      await db
        .update(rooms)
        .set({ status: "expired", endedAt: new Date(now) })
        .where(and(eq(rooms.code, code), eq(rooms.status, "live"), lte(rooms.expiresAt, new Date(now))));
      const id = crypto.randomUUID();
      const inserted = await db
        .insert(rooms)
        .values({
          id,
          code,
          name: body.name,
          creatorId,
          creatorUserId: user?.id ?? null,
          creatorNickname: nickname,
          gameType: body.gameType,
          isPremium: premium,
          expiresAt,
        })
        .onConflictDoNothing()
        .returning({ id: rooms.id })
        .get();
      if (!inserted) continue;
      // The actor learns its room now, so the expiry alarm runs even if nobody ever connects.
      await roomActor(c.env, id).init({ roomId: id, code, name: body.name, creatorId, isPremium: premium, expiresAt: expiresAt.getTime(), gameType: body.gameType });
      await logActivity(db, { actionAr: `أُنشئت غرفة جديدة (${game.nameAr})`, actorType: user ? "user" : "guest", actorId: creatorId });
      return c.json({ id, code, gameType: body.gameType, expiresAt: expiresAt.toISOString() }, 201);
    }
    throw new HttpError(503, "room_code_exhausted", "تعذّر إنشاء غرفة الآن، حاول مرة أخرى");
  })

  .get("/rooms/:code", async (c) => {
    const room = await findLiveRoom(c.get("db"), c.req.param("code"));
    const live = await roomActor(c.env, room.id).summary();
    const answer: RoomLookup = {
      id: room.id,
      code: room.code,
      name: room.name,
      creatorId: room.creatorId,
      expiresAt: room.expiresAt.toISOString(),
      gameType: room.gameType as RoomLookup["gameType"],
      isPremium: room.isPremium,
      // Seats and game state live in the room's actor.
      players: live?.players ?? [],
      stateJson: live?.stateJson ?? { currentPhase: "lobby", inLobby: true, gameType: room.gameType as RoomLookup["gameType"] },
    };
    return c.json(answer);
  })

  .get("/rooms/:code/player-limits", async (c) => {
    await findLiveRoom(c.get("db"), c.req.param("code"));
    return c.json(PLAYER_LIMITS);
  })

  .get("/room-seo", async (c) => c.json(await roomSeo(c.get("db"), c.req.query("code") || undefined)))
  .get("/room-seo/:code", async (c) => c.json(await roomSeo(c.get("db"), c.req.param("code"))));

