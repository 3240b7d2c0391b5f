import { WATCH_LIMITS } from "../../../schema/limits";
import type { WatchRole } from "../../../schema/protocol";
import { refuse } from "../change";
import { wasKicked } from "../room-record";
import { action } from "./types";

const FULL: Record<WatchRole, string> = {
  screen: "اتصلت شاشات كثيرة بهذه الغرفة",
  audience: "اكتمل عدد الجمهور في هذه الغرفة",
};
const CAP: Record<WatchRole, number> = { screen: WATCH_LIMITS.maxScreens, audience: WATCH_LIMITS.maxAudience };

/** What a kicked or removed identity hears at a watcher's door: it stays out for the room's life. */
export const REMOVED_WATCHER = "تم إخراجك من هذه الغرفة، ولا يمكنك مشاهدتها مرة أخرى";

/**
 * `join-screen` / `join-audience` (docs/protocol.md): a socket opened with that role is let
 * in, up to the role's cap, and hears the public view and the tally. No seat, no phase waits
 * for it. A repeated join (a reconnect's first frame twice) is answered again, not counted twice.
 *
 * The caps count identities, not sockets (`watchers` counts the others watching in
 * the role); the host's own identity always gets a screen (their TV), whatever strangers hold;
 * a kicked or removed identity cannot watch; a seated identity cannot join its own audience.
 */
export const joinWatcher = (role: WatchRole) =>
  action<unknown>({
    adminOnly: false,
    handle(room, me, _data, { watchers }) {
      if (!me.role) return refuse("not_watching", "هذا الاتصال للاعبين؛ الشاشة الكبيرة والجمهور يتصلون من صفحاتهم");
      if (me.role !== role) return refuse("not_watching", "هذا الاتصال لدور آخر");
      if (wasKicked(room, { playerId: me.playerId, userId: me.userId, deviceId: me.deviceId ?? null })) return refuse("kicked", REMOVED_WATCHER);
      if (role === "audience" && room.seats[me.playerId])
        return refuse("not_watching", "لديك مقعد في هذه الغرفة، لذا لا يمكن الانضمام إلى جمهورها؛ يمكنك اللعب من صفحة الغرفة");
      const host = me.playerId === room.adminId || me.playerId === room.creatorId;
      if (!me.watching && !(role === "screen" && host) && (watchers?.[role] ?? 0) >= CAP[role]) return refuse("room_full", FULL[role]);
      // A watching big screen leads the reveal: the next show's beats reach the phones in its time.
      return role === "screen" && !room.screenOn ? { watching: role, room: { ...room, screenOn: true } } : { watching: role };
    },
  });
