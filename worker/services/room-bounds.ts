// Bounds on what one person or one address can open: a creator holds at most a few open
// rooms (a new one closes their oldest room nobody else is in, or is refused naming the
// open ones), and room creation and new guest identities are counted per client address
// per hour. The numbers live in schema/limits.ts ROOM_BOUNDS; docs/decisions.md says why.
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { rooms } from "../../schema/db";
import { ROOM_BOUNDS } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import type { Db } from "../../data/db";
import type { Env } from "../../data/env";
import { clientAddress } from "../lib/client-address";
import { HttpError } from "../lib/errors";
import { takeHourly } from "./window-quota";
import { roomActor } from "./room-actors";
import { readSettings } from "./settings";
import { isProduction } from "./tokens";

/** This machine, as the local runtime names callers: every local browser, test and bench shares it. */
const LOOPBACK = new Set(["local", "127.0.0.1", "::1"]);

export type HourlyQuota = "rooms" | "guests";

const QUOTA_REFUSALS: Record<HourlyQuota, string> = {
  rooms: "أُنشئت غرف كثيرة من هذا الاتصال خلال الساعة الأخيرة. يُرجى الانضمام إلى غرفة قائمة أو المحاولة بعد قليل",
  guests: "دخل ضيوف جدد كثيرون من هذا الاتصال خلال الساعة الأخيرة. يُرجى المحاولة بعد قليل أو تسجيل الدخول",
};

/**
 * Counts one room creation or new guest identity against the caller's address for this hour;
 * 429 past the bound. Off with the admin's rate limit switch (as the per-minute limit is), and
 * in development for callers on this machine (every local browser shares one address).
 */
export async function takeHourlyQuota(c: Context<AppEnv>, db: Db, quota: HourlyQuota, now = Date.now()): Promise<void> {
  const address = clientAddress(c);
  if (LOOPBACK.has(address) && !isProduction(c.env)) return;
  const { enableRateLimit } = await readSettings(db, "security");
  if (!enableRateLimit) return;
  const limit = quota === "rooms" ? ROOM_BOUNDS.roomsPerAddressPerHour : ROOM_BOUNDS.guestsPerAddressPerHour;
  await takeHourly(c, db, `${quota}-hour:${address}`, limit, { code: `${quota === "rooms" ? "room" : "guest"}_quota`, message: QUOTA_REFUSALS[quota] }, now);
}

/**
 * Makes room for one more open room of this creator: under the bound nothing happens; at it,
 * the oldest open room with no other player present is closed (its actor purged, its sockets
 * told); when every open room has company, 409 naming the open rooms' codes.
 */
export async function makeRoomForCreator(env: Env, db: Db, creatorId: string, now = Date.now()): Promise<void> {
  const open = await db
    .select({ id: rooms.id, code: rooms.code })
    .from(rooms)
    .where(and(eq(rooms.creatorId, creatorId), eq(rooms.status, "live"), gt(rooms.expiresAt, new Date(now))))
    .orderBy(asc(rooms.createdAt));
  if (open.length < ROOM_BOUNDS.openRoomsPerCreator) return;
  const toClose: string[] = [];
  for (const room of open) {
    if (open.length - toClose.length < ROOM_BOUNDS.openRoomsPerCreator) break;
    const summary = await roomActor(env, room.id).summary();
    const company = (summary?.players ?? []).some((p) => p.playerId !== creatorId && p.isOnline);
    if (!company) toClose.push(room.id);
  }
  if (open.length - toClose.length >= ROOM_BOUNDS.openRoomsPerCreator) {
    const codes = open.map((r) => r.code).join("، ");
    throw new HttpError(
      409,
      "too_many_open_rooms",
      `لديك ${ROOM_BOUNDS.openRoomsPerCreator} غرف مفتوحة يلعب فيها أصحابك الآن (${codes}). يُرجى إنهاء إحداها أو العودة إليها قبل إنشاء غرفة جديدة`,
    );
  }
  for (const id of toClose) await roomActor(env, id).purge();
  await db.update(rooms).set({ status: "expired", endedAt: new Date(now) }).where(inArray(rooms.id, toClose));
}
