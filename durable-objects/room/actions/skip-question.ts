import { findGame } from "../../games/registry";
import { refuse } from "../change";
import { stepGame } from "../game-step";
import { questionSkipped } from "../notices";
import { action } from "./types";

/**
 * «تخطي السؤال», the host's, in a game that allows it (bluff trivia: the round starts again with
 * another question; «عنّا»: on to the next subject). The game refuses it outside writing and
 * voting, and says why to the host.
 */
export const skipQuestion = action<unknown>({
  adminOnly: true,
  notAdminMessage: "تخطي السؤال لمشرف الغرفة فقط",
  handle(room, me, _data, { now }) {
    const game = room.game ? findGame(room.game.gameType) : undefined;
    if (!game?.skippable) return refuse("invalid_action", "لا يمكن تخطي السؤال في هذه اللعبة");
    const change = stepGame(room, { kind: "player", playerId: me.playerId, action: "skip_question", data: {} }, now);
    // Announced on every screen; a skip the game refused changed nothing and says so to the host alone.
    return change?.room ? { ...change, notices: [questionSkipped(game.skipNotice)] } : (change ?? {});
  },
});
