import { refuse } from "../change";
import { stepGame } from "../game-step";
import { isLiveError } from "../room-record";
import { CLOCK_TEXT, clockOf } from "./game-clock";
import { action } from "./types";

/** «إيقاف مؤقت»: the phase's clock stands still for everyone; what was left is stored, so a restart keeps it. */
export const pauseGame = action<unknown>({
  adminOnly: true,
  notAdminMessage: "إيقاف اللعبة مؤقتًا لمشرف الغرفة فقط",
  handle(room, _me, _data, { now }) {
    const clock = clockOf(room);
    if (isLiveError(clock)) return clock;
    if (clock.paused) return refuse("invalid_action", CLOCK_TEXT.alreadyPaused);
    if (!clock.running) return refuse("invalid_action", CLOCK_TEXT.noTimer);
    return stepGame(room, { kind: "clock", op: "pause" }, now) ?? {};
  },
});
