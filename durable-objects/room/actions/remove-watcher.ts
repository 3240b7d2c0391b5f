import { CLOSE_CODES } from "../../../schema/limits";
import { refuse } from "../change";
import { withAdmin } from "../room-record";
import { REMOVED_WATCHER } from "./join-watcher";
import { action } from "./types";

/**
 * The host removes a screen or an audience member: like a kick, the identity, its
 * account and its browser stay out for the room's life, as a watcher and as a player. The host's
 * own identity, the creator's and a seated player's are never removed this way (a player is kicked).
 * `watcher` is what the actor knows of the target's watching socket: null when none watches now.
 */
export const removeWatcher = action<{ targetPlayerId: string; watcher?: { userId: string | null; deviceId: string | null } | null }>({
  adminOnly: true,
  notAdminMessage: "إخراج الشاشات والجمهور لمشرف الغرفة فقط",
  handle(room, me, { targetPlayerId: target, watcher }, { now }) {
    if (!watcher || target === me.playerId || target === room.creatorId || room.seats[target]) return refuse("invalid_target", "لا يمكن إخراج هذه الشاشة أو هذا المشاهد");
    const ids = [target, ...(watcher.userId && watcher.userId !== target ? [watcher.userId] : [])].filter((id) => !room.kicked.includes(id));
    const device = watcher.deviceId && !room.kickedDevices?.includes(watcher.deviceId) ? [watcher.deviceId] : [];
    const next = {
      ...room,
      kicked: [...room.kicked, ...ids],
      ...(device.length || room.kickedDevices ? { kickedDevices: [...(room.kickedDevices ?? []), ...device] } : {}),
    };
    return {
      room: withAdmin(next, now),
      dismiss: [{ playerId: target, message: { type: "kicked", data: { message: REMOVED_WATCHER } }, closeCode: CLOSE_CODES.kicked }],
      watchersChanged: true,
    };
  },
});
