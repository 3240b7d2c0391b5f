import { refuse } from "../change";
import { gameView } from "../views";
import { audienceVoteRefusal, WATCHER_VIEWPOINT } from "../watchers";
import { action } from "./types";

/**
 * The audience's vote (docs/protocol.md): one per voting phase, changeable until it ends,
 * for an option the public view offers. It moves no points and holds no phase; the actor
 * stores it and folds it into the next tally frame.
 */
export const audienceVote = action<{ optionId: string }>({
  adminOnly: false,
  handle(room, me, { optionId }) {
    if (me.role !== "audience") return refuse("not_watching", "التصويت للجمهور فقط");
    if (!me.watching) return refuse("not_joined", "يُرجى الانضمام أولًا");
    // Issue 37: someone seated since they joined the audience never votes with it (their own lie towards «اختيار الجمهور»).
    if (room.seats[me.playerId]) return refuse("not_watching", "لديك مقعد في هذه الغرفة، لذا لا يمكن التصويت مع الجمهور");
    const game = gameView(room, WATCHER_VIEWPOINT);
    const refusal = audienceVoteRefusal(game, optionId);
    // A refused vote is a hint under the buttons, as a player's refused move is.
    if (refusal || !game) return { reply: { type: "submission-error", data: { message: refusal ?? "", action: "audience-vote" } } };
    const round = game.roundNumber;
    return { vote: { audienceId: me.playerId, vote: { round, optionId } }, reply: { type: "audience-voted", data: { optionId, round } } };
  },
});
