// The host's hands on a running game's clock: what the game shows now, and
// the refusals shared by «إيقاف مؤقت», «استئناف» and «+30 ثانية».
import { refuse } from "../change";
import type { RoomRecord, LiveError } from "../room-record";
import { gameView } from "../views";

export const CLOCK_TEXT = {
  noGame: "لا توجد لعبة جارية الآن",
  noTimer: "لا يوجد مؤقت يعمل في هذه المرحلة",
  alreadyPaused: "اللعبة متوقفة مؤقتًا بالفعل",
  notPaused: "اللعبة ليست متوقفة",
} as const;

/** The running game's clock as everyone sees it, or why the host cannot touch it. */
export function clockOf(room: RoomRecord): { paused: boolean; running: boolean } | LiveError {
  const view = gameView(room, room.adminId);
  if (!view) return refuse("invalid_action", CLOCK_TEXT.noGame);
  return { paused: !!view.paused, running: view.phaseEndsAt !== null };
}
