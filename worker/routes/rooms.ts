// Rooms (spec 001): creation (identity, family filter, game, premium, quotas, a fresh code,
// the actor told its room), lookup by code, and the share text of a room link. The D1 index
// is read and written in worker/services/rooms.ts; the room itself lives in its actor.
import { Hono } from "hono";
import { createRoomBodySchema, type RoomLookup } from "../../schema/api";
import { GAME_IDS, PLAYER_LIMITS } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/errors";
import { validate } from "../lib/validate";
import { hasAccess } from "../services/access";
import { logActivity } from "../../data/activity";
import { hasListedWord } from "../services/family-filter";
import { gameById } from "../services/games";
import { ghostRoomLink, roomGroupLink } from "../services/groups";
import { GHOST_GAME } from "../../schema/api/groups";
import { roomActor } from "../services/room-actors";
import { makeRoomForCreator, takeHourlyQuota } from "../services/room-bounds";
import { findLiveRoom, insertRoomWithFreshCode, roomSeo } from "../services/rooms";
import { readSettings } from "../services/settings";

export const roomRoutes = new Hono<AppEnv>()
  .post("/rooms", validate("json", createRoomBodySchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    const user = c.get("user");
    const guestId = c.get("guestId");
    if (!user && !guestId) throw new HttpError(401, "unauthenticated", "يلزم تسجيل الدخول أو الدخول كضيف لإنشاء غرفة");
    if (!user && body.playerId && body.playerId !== guestId)
      throw new HttpError(403, "identity_mismatch", "معرّف اللاعب لا يطابق هويتك");

    // The refusal names its field, so the create screen shows it under that field.
    if (await hasListedWord(db, [body.nickname])) {
      const message = "اسمك في اللعبة غير مناسب للعب العائلي، يُرجى اختيار اسم آخر";
      throw new HttpError(400, "family_filter", message, [{ field: "nickname", message }]);
    }
    if (await hasListedWord(db, [body.name])) {
      const message = "اسم الغرفة غير مناسب للعب العائلي، يُرجى اختيار اسم آخر";
      throw new HttpError(400, "family_filter", message, [{ field: "name", message }]);
    }
    if (body.groupCode && body.ghostOf) throw new HttpError(400, "ghost_or_group", "تُفتح الغرفة لمجلس أو لسهرة من بعيد، لا للاثنين معًا");
    // «مجلسنا»: a member's room for the group, or a member's ghost room replaying a night they missed (played as bluff trivia).
    const group = body.ghostOf ? await ghostRoomLink(c, body.ghostOf, body.gameType) : body.groupCode ? await roomGroupLink(c, body.groupCode) : undefined;
    const gameType = body.ghostOf ? GHOST_GAME : body.gameType;
    const game = await gameById(db, GAME_IDS[gameType]);
    if (!game?.isActive) throw new HttpError(400, "game_unavailable", "هذه اللعبة غير متاحة حاليًا");
    const premium = hasAccess(user);
    if (game.isPremium && !premium)
      throw new HttpError(403, "premium_required", "هذه اللعبة للأعضاء المميزين، والاشتراك يفتح كل الألعاب");

    const { defaultRoomExpiry } = await readSettings(db, "general");
    const now = Date.now();
    const expiresAt = new Date(now + defaultRoomExpiry * 3_600_000);
    const creatorId = user?.id ?? guestId!;
    const nickname = body.nickname ?? user?.displayName ?? null;
    await takeHourlyQuota(c, db, "rooms", now);
    await makeRoomForCreator(c.env, db, creatorId, now);

    const { id, code } = await insertRoomWithFreshCode(
      db,
      { name: body.name, creatorId, creatorUserId: user?.id ?? null, creatorNickname: nickname, gameType, isPremium: premium, expiresAt },
      now,
    );
    // The actor learns its room now, so the expiry alarm runs even if nobody ever connects.
    await roomActor(c.env, id).init({ roomId: id, code, name: body.name, creatorId, isPremium: premium, expiresAt: expiresAt.getTime(), gameType, ...(group ? { group } : {}) });
    await logActivity(db, { actionAr: `أُنشئت غرفة جديدة (${game.nameAr})`, actorType: user ? "user" : "guest", actorId: creatorId });
    return c.json({ id, code, gameType, expiresAt: expiresAt.toISOString() }, 201);
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

