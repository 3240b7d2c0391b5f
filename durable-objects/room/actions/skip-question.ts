import { refuse } from "../change";
import { stepGame } from "../game-step";
import { action } from "./types";

/**
 * «تخطي السؤال» in bluff trivia, the host's: the round starts again with another question
 * (the game refuses it outside writing and voting, and says why to the host).
 */
export const skipQuestion = action<unknown>({
  adminOnly: true,
  notAdminMessage: "تخطي السؤال لمشرف الغرفة فقط",
  handle(room, me, _data, { now }) {
    if (room.game?.gameType !== "trivia-deception") return refuse("invalid_action", "يمكن تخطي السؤال في لعبة الخداع فقط");
    return stepGame(room, { kind: "player", playerId: me.playerId, action: "skip_question", data: {} }, now) ?? {};
  },
});
