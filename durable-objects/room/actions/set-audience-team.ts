import { refuse } from "../change";
import { action } from "./types";

export const AUDIENCE_TEAM_LOBBY_ONLY = "يُضبط لعب الجمهور كفريق قبل بدء اللعبة";

/**
 * The audience plays as one team «الجمهور»: each voting phase its favourite option counts as one
 * more vote, scored as a player's would be (games/shared/audience-team.ts). A lobby setting, so a
 * game's board never gains or loses the team halfway.
 */
export const setAudienceTeam = action<{ on: boolean }>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  handle(room, _me, { on }) {
    if (room.game) return refuse("invalid_action", AUDIENCE_TEAM_LOBBY_ONLY);
    if (!!room.audienceTeam === on) return {};
    const { audienceTeam: _was, ...rest } = room;
    return { room: on ? { ...rest, audienceTeam: true } : rest, state: "game-state" };
  },
});
