import { refuse } from "../change";
import { stepGame } from "../game-step";
import { isLiveError } from "../room-record";
import { CLOCK_TEXT, clockOf } from "./game-clock";
import { action } from "./types";

/** «استئناف»: the clock runs again from exactly what was left; a phase everyone present finished ends now. */
export const resumeGame = action<unknown>({
  adminOnly: true,
  notAdminMessage: "استئناف اللعبة لمشرف الغرفة فقط",
  handle(room, _me, _data, { now }) {
    const clock = clockOf(room);
    if (isLiveError(clock)) return clock;
    if (!clock.paused) return refuse("invalid_action", CLOCK_TEXT.notPaused);
    return stepGame(room, { kind: "clock", op: "resume" }, now) ?? {};
  },
});
