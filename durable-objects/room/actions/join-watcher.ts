import { WATCH_LIMITS } from "../../../schema/limits";
import type { WatchRole } from "../../../schema/protocol";
import { refuse } from "../change";
import { action } from "./types";

const FULL: Record<WatchRole, string> = {
  screen: "اتصلت شاشات كثيرة بهذه الغرفة",
  audience: "اكتمل عدد الجمهور في هذه الغرفة",
};
const CAP: Record<WatchRole, number> = { screen: WATCH_LIMITS.maxScreens, audience: WATCH_LIMITS.maxAudience };

/**
 * `join-screen` / `join-audience` (docs/protocol.md): a socket opened with that role is let
 * in, up to the role's cap, and hears the public view and the tally. No seat, no phase waits
 * for it. A repeated join (a reconnect's first frame twice) is answered again, not counted twice.
 */
export const joinWatcher = (role: WatchRole) =>
  action<unknown>({
    adminOnly: false,
    handle(_room, me, _data, { watchers }) {
      if (!me.role) return refuse("not_watching", "هذا الاتصال للاعبين؛ الشاشة الكبيرة والجمهور يتصلون من صفحاتهم");
      if (me.role !== role) return refuse("not_watching", "هذا الاتصال لدور آخر");
      if (!me.watching && (watchers?.[role] ?? 0) >= CAP[role]) return refuse("room_full", FULL[role]);
      return { watching: role };
    },
  });
