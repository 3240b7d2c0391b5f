import { ROOM_CONTROLS } from "../../../schema/limits";
import { refuse } from "../change";
import { stepGame } from "../game-step";
import { timeAdded } from "../notices";
import { isLiveError } from "../room-record";
import { CLOCK_TEXT, clockOf } from "./game-clock";
import { action } from "./types";

/** «+30 ثانية» on the current phase (paused or running); a phase without a timer has nothing to extend. */
export const addTime = action<unknown>({
  adminOnly: true,
  notAdminMessage: "إضافة الوقت لمشرف الغرفة فقط",
  handle(room, _me, _data, { now }) {
    const clock = clockOf(room);
    if (isLiveError(clock)) return clock;
    if (!clock.paused && !clock.running) return refuse("invalid_action", CLOCK_TEXT.noTimer);
    const change = stepGame(room, { kind: "clock", op: "extend", ms: ROOM_CONTROLS.addTimeMs }, now);
    // Everyone sees what the host did, not only a countdown that jumps.
    return change?.room ? { ...change, notices: [timeAdded(ROOM_CONTROLS.addTimeMs)] } : (change ?? {});
  },
});
