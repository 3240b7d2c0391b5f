// A buyer's open rooms follow the buyer's premium (issues 36 and 42): a purchase makes them
// premium rooms, a refund that leaves the buyer without access makes them free again. The D1
// index changes in the purchase's or refund's own batch; these tell each room's actor after it.
import type { Env } from "../../../data/env";
import { roomActor } from "../room-actors";

/** Tells the actor of each live room the buyer created that it is premium now; the room index already says so. */
export async function unlockOpenRooms(env: Pick<Env, "DB" | "ROOMS">, userId: string) {
  const { results } = await env.DB.prepare("SELECT id FROM rooms WHERE creator_user_id = ? AND status = 'live' AND is_premium = 1 AND expires_at > ?")
    .bind(userId, Date.now())
    .all<{ id: string }>();
  await Promise.all(
    results.map(({ id }) =>
      roomActor(env, id)
        .upgradeToPremium()
        // Access is granted either way; a room that missed it turns premium when it is created again.
        .catch((error: unknown) => console.error("room could not be told of its premium creator", id, error)),
    ),
  );
}

/**
 * The refund's batch statement that turns the buyer's live premium rooms free once no access is
 * left (an admin's grant or another payment may still cover the buyer); `?1` is the payment's
 * id, `?3` the time, and `ours` the batch's guard. RETURNING gives the rooms whose actors to tell.
 */
export const FREE_ROOMS_AFTER_REFUND = (ours: string) =>
  `UPDATE rooms SET is_premium = 0
   WHERE creator_user_id = (SELECT user_id FROM payments WHERE id = ?1) AND status = 'live' AND is_premium = 1 AND ${ours}
     AND NOT EXISTS (SELECT 1 FROM users WHERE id = (SELECT user_id FROM payments WHERE id = ?1) AND premium_ends > ?3)
   RETURNING id`;

/** Tells each room the refund made free; one whose actor cannot be told is logged and keeps premium until it ends. */
export async function lockOpenRooms(env: Pick<Env, "ROOMS">, roomIds: string[]) {
  await Promise.all(
    roomIds.map((id) =>
      roomActor(env, id)
        .downgradeFromPremium()
        .catch((error: unknown) => console.error("room could not be told its creator's premium ended", id, error)),
    ),
  );
}

/** Tells each room an admin's access action changed (grant, revoke, a new end); one that cannot be told is logged and catches up when created again. */
export async function tellRoomsTheirPremium(env: Pick<Env, "ROOMS">, roomIds: string[], premium: boolean) {
  if (!premium) return lockOpenRooms(env, roomIds);
  await Promise.all(
    roomIds.map((id) =>
      roomActor(env, id)
        .upgradeToPremium()
        .catch((error: unknown) => console.error("room could not be told of its premium creator", id, error)),
    ),
  );
}
