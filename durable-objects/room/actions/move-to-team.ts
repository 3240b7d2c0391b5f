import { isLiveError } from "../room-record";
import { moveToTeam } from "../teams";
import { action } from "./types";

/**
 * The host moves a seated player into another team, in the lobby or between moves of a game: a
 * running game hears the new roster, and the player's points count for the new team from then on
 * (a team's points are always the sum of its members').
 */
export const moveTeam = action<{ targetPlayerId: string; teamId: string }>({
  adminOnly: true,
  notAdminMessage: "تغيير الفرق لمشرف الغرفة فقط",
  handle(room, _me, { targetPlayerId, teamId }) {
    const teams = moveToTeam(room, targetPlayerId, teamId);
    if (isLiveError(teams)) return teams;
    if (teams === room.teams) return {};
    return { room: { ...room, teams }, state: "game-state" };
  },
});
