// What the host changed, read off two successive public views so that the big screen can say it
// out loud: «+30 ثانية» when the same phase's clock grew by the host's extra
// time, «تم تخطي السؤال» when a trivia question gave way to a new choice within the same round.
import type { GameView } from "../../../../schema/protocol";
import { ROOM_CONTROLS } from "../../../../schema/limits";
import { wasSkipped } from "../games/registry";

export type HostChange = "added_time" | "skipped_question";

export const HOST_CHANGE_TEXT: Record<HostChange, string> = {
  added_time: "+30 ثانية",
  skipped_question: "تم تخطي السؤال، وسؤال جديد في الطريق",
};

/** What is left on the phase's clock at `now`, running or paused; null when it has none. */
function leftMs(game: GameView, now: number): number | null {
  if (game.paused) return game.pausedRemainingMs ?? null;
  return game.phaseEndsAt === null ? null : game.phaseEndsAt - now;
}

/** The host's change between `prev` and `next` (both seen at about `now`), or null. */
export function hostChange(prev: GameView | null, next: GameView | null, prevAt: number, now: number): HostChange | null {
  if (!prev || !next || prev.gameType !== next.gameType) return null;
  if (prev.phaseSeq === next.phaseSeq) {
    const before = leftMs(prev, prevAt);
    const after = leftMs(next, now);
    // Time passes between the two frames: half the extra time is a safe margin either way.
    if (before !== null && after !== null && after - before > ROOM_CONTROLS.addTimeMs / 2) return "added_time";
    return null;
  }
  return wasSkipped(prev, next) ? "skipped_question" : null;
}
