import { action } from "./types";

/**
 * The room's pacing: by default a round's results move on by themselves after a
 * countdown; the host may keep the old pacing, where every round waits for «التالي». Read when
 * a game starts; everyone sees the choice.
 */
export const setPacing = action<{ hostPaced: boolean }>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  handle(room, _me, { hostPaced }) {
    if (!!room.hostPaced === hostPaced) return {};
    return { room: { ...room, hostPaced }, state: "game-state" };
  },
});
