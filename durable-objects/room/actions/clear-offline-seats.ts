import { refuse } from "../change";
import { freeSeats, offlineSeats } from "../seat-lapse";
import { action } from "./types";

/** Told to a host who asks mid-game: a seat there holds a score, and the game already goes on without it. */
export const LOBBY_ONLY = "يمكن إزالة غير المتصلين قبل بدء اللعبة أو بعد انتهائها فقط";

/**
 * «إزالة غير المتصلين»: the host frees every seat with no open page in one action, the
 * creator's and the host's own excepted. In the lobby only: mid-game an absent seat keeps its
 * score and the game stops waiting for it by itself (the turn grace). Nobody is kicked: a person
 * whose seat was freed may join again (through «قفل الغرفة» when it is on).
 */
export const clearOfflineSeats = action<{ connected: string[] }>({
  adminOnly: true,
  notAdminMessage: "إزالة غير المتصلين لمشرف الغرفة فقط",
  handle(room, _me, { connected }, { now }) {
    if (room.game) return refuse("invalid_action", LOBBY_ONLY);
    return freeSeats(room, offlineSeats(room, new Set(connected)), now);
  },
});
