import { STREAM_CONTROLS } from "../../../schema/limits";
import { countText, SECONDS } from "../../../schema/arabic-count";
import { refuse } from "../change";
import { action } from "./types";

export const STREAM_DELAY_LOBBY_ONLY = "يُضبط تأخير البث قبل بدء اللعبة";

/**
 * The stream's delay: a viewer sees each question that many seconds late, so the next game's
 * audience voting phases last that much longer and do not end early when the players are done.
 * A lobby setting, read when a game starts, as «وقت أطول» is.
 */
export const setStreamDelay = action<{ seconds: number }>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  handle(room, _me, { seconds }) {
    const { min, max } = STREAM_CONTROLS.streamDelaySeconds;
    if (!Number.isInteger(seconds) || seconds < min || seconds > max) return refuse("invalid_action", `تأخير البث من ${min} إلى ${countText(max, SECONDS)}`);
    if (room.game) return refuse("invalid_action", STREAM_DELAY_LOBBY_ONLY);
    if ((room.streamDelay ?? 0) === seconds) return {};
    const { streamDelay: _was, ...rest } = room;
    return { room: seconds ? { ...rest, streamDelay: seconds } : rest, state: "game-state" };
  },
});
