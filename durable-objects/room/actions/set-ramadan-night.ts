import { action } from "./types";

/**
 * «سهرة رمضانية»: each game started from now deals from the Ramadan categories first (those the
 * room may play), then from the host's own choice (launch.ts). Read when a game starts, so a change
 * during a game reaches the next one; everyone sees the choice, and the TV counts down to iftar.
 */
export const setRamadanNight = action<{ on: boolean }>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  handle(room, _me, { on }) {
    if (!!room.ramadanNight === on) return {};
    return { room: { ...room, ramadanNight: on }, state: "game-state" };
  },
});
