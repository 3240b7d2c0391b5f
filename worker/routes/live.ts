import { Hono } from "hono";
import { IDENTITY_HEADERS } from "../../durable-objects/room-actor";
import type { RoomInfo } from "../../durable-objects/room/room-record";
import { CLOSE_CODES } from "../../schema/limits";
import { SOCKET_ROLES } from "../../schema/protocol";
import type { AppEnv } from "../app-env";
import { clientAddress } from "../lib/client-address";
import { HttpError } from "../lib/errors";
import { SHARD_HEADERS } from "../../durable-objects/audience/messages";
import { audienceShard, roomActor } from "../services/room-actors";
import { findLiveRoom } from "../services/rooms";
import { isProduction } from "../services/tokens";

/** This machine as the local runtime names callers: in development every browser, test and bench shares it, so it is not counted. */
const LOOPBACK = new Set(["local", "127.0.0.1", "::1"]);


/**
 * Answers an upgrade it will not forward with a socket that says why, then
 * closes: a browser cannot read the body of a refused upgrade.
 */
function refuse(code: string, message: string) {
  const pair = new WebSocketPair();
  pair[1].accept();
  pair[1].send(JSON.stringify({ type: "error", data: { code, message } }));
  pair[1].close(CLOSE_CODES.refused, code);
  return new Response(null, { status: 101, webSocket: pair[0] });
}

export const liveRoutes = new Hono<AppEnv>().get("/ws", async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new HttpError(426, "upgrade_required", "هذا العنوان للاتصال المباشر فقط");
  // Browsers always send Origin on WebSocket handshakes; a foreign one is a cross-site attempt.
  const origin = c.req.header("Origin");
  if (origin && origin !== new URL(c.req.url).origin) throw new HttpError(403, "cross_site_request", "طلب من موقع آخر مرفوض");

  const user = c.get("user");
  const playerId = user?.id ?? c.get("guestId");
  if (!playerId) return refuse("unauthenticated", "تعذّر التعرّف عليك، يُرجى تحديث الصفحة والمحاولة مرة أخرى");
  let room;
  try {
    room = await findLiveRoom(c.get("db"), c.req.query("code") ?? "");
  } catch (error) {
    if (error instanceof HttpError) return refuse(error.code, error.message);
    throw error;
  }
  const info: RoomInfo = {
    roomId: room.id,
    code: room.code,
    name: room.name,
    creatorId: room.creatorId,
    isPremium: room.isPremium,
    expiresAt: room.expiresAt.getTime(),
    gameType: room.gameType as RoomInfo["gameType"],
  };
  const headers = new Headers(c.req.raw.headers);
  headers.set(IDENTITY_HEADERS.playerId, playerId);
  headers.set(IDENTITY_HEADERS.userId, user?.id ?? "");
  headers.set(IDENTITY_HEADERS.anonymous, user ? "0" : "1");
  // The device id only from its signed cookie, never from the client's own header.
  const deviceId = c.get("deviceId");
  if (deviceId) headers.set(IDENTITY_HEADERS.device, deviceId);
  else headers.delete(IDENTITY_HEADERS.device);
  // The big screen and the audience connect with `&role=`; anything else is a player. Never the client's own header.
  // A moderator's socket (`role=moderator`) is let in by its passcode, in the room.
  const role = SOCKET_ROLES.find((r) => r === c.req.query("role"));
  if (role) headers.set(IDENTITY_HEADERS.role, role);
  else headers.delete(IDENTITY_HEADERS.role);
  // The room counts sockets per address (an IPv6 /64), from the edge's header only, never the client's own.
  const address = clientAddress(c);
  if (!LOOPBACK.has(address) || isProduction(c.env)) headers.set(IDENTITY_HEADERS.address, address);
  else headers.delete(IDENTITY_HEADERS.address);
  const actor = roomActor(c.env, room.id);
  // Rebuilds a room whose actor lost its record; a no-op otherwise. Passed over RPC, not a header: the name is Arabic.
  await actor.init(info);
  // The audience connects to the room's shards (docs/decisions.md, «10,000 in the audience»): the room says which one, or why not.
  if (role === "audience") {
    const door = await actor.audienceDoor(playerId, headers.get(IDENTITY_HEADERS.address));
    if ("refused" in door) return refuse(door.refused.code, door.refused.message);
    // Which room and shard only from here, never from the client's own headers.
    headers.set(SHARD_HEADERS.roomId, room.id);
    headers.set(SHARD_HEADERS.shard, String(door.shard));
    return audienceShard(c.env, room.id, door.shard).fetch(new Request(c.req.raw, { headers }));
  }
  headers.delete(SHARD_HEADERS.roomId);
  headers.delete(SHARD_HEADERS.shard);
  return actor.fetch(new Request(c.req.raw, { headers }));
});
