import { TEAMS } from "../../../schema/limits";
import { refuse } from "../change";
import { dealTeams, TEAM_TEXT } from "../teams";
import { action } from "./types";

/**
 * Teams, the host's lobby setting: 0 plays alone, 2 to 8 deals the seats into that many balanced
 * teams (dealt again from the start when the count is set again). Everyone sees `RoomView.teams`.
 */
export const setTeams = action<{ count: number }>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  handle(room, _me, { count }) {
    if (room.game) return refuse("invalid_action", "يمكن تقسيم الفرق في اللوبي فقط");
    if (count !== 0 && (count < TEAMS.minCount || count > TEAMS.maxCount)) return refuse("invalid_action", TEAM_TEXT.badCount);
    if (count === 0) {
      if (!room.teams) return {};
      const { teams: _gone, ...alone } = room;
      return { room: alone, state: "game-state" };
    }
    return { room: { ...room, teams: dealTeams(room, count) }, state: "game-state" };
  },
});
