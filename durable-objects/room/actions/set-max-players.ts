import { PLAYER_LIMITS } from "../../../schema/limits";
import { countText, PLAYERS } from "../../../schema/arabic-count";
import { refuse } from "../change";
import { action } from "./types";

/**
 * The host's cap on seats, from the game's minimum to the platform's maximum; past it a join hears
 * the usual «الغرفة ممتلئة». Never below the seats taken: the cap turns newcomers away, nobody out.
 */
export const setMaxPlayers = action<{ max: number }>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  handle(room, _me, { max }) {
    if (!Number.isInteger(max) || max < PLAYER_LIMITS.minPlayers || max > PLAYER_LIMITS.maxPlayers)
      return refuse("invalid_action", `عدد اللاعبين من ${PLAYER_LIMITS.minPlayers} إلى ${PLAYER_LIMITS.maxPlayers}`);
    const seated = Object.keys(room.seats).length;
    if (max < seated) return refuse("invalid_action", `في الغرفة الآن ${countText(seated, PLAYERS)}، لا يمكن أن يقل الحد عن ذلك`);
    if ((room.maxPlayers ?? PLAYER_LIMITS.maxPlayers) === max) return {};
    const { maxPlayers: _was, ...rest } = room;
    return { room: max === PLAYER_LIMITS.maxPlayers ? rest : { ...rest, maxPlayers: max }, state: "game-state" };
  },
});
