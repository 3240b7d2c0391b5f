import { notSent, phaseEnded } from "../applied-actions";
import { refuse } from "../change";
import { gameView } from "../views";
import { audienceVoteRefusal, WATCHER_VIEWPOINT } from "../watchers";
import { action } from "./types";

/**
 * The audience's vote (docs/protocol.md): one per voting phase, changeable until it ends,
 * for an option the public view offers. It moves no points and holds no phase; the actor
 * stores it and folds it into the next tally frame. A tap with an `actionId` counts once, and
 * never after its phase (`phaseSeq`) ended (issue 42, applied-actions.ts).
 */
export const audienceVote = action<{ optionId: string; actionId?: string; phaseSeq?: number }>({
  adminOnly: false,
  handle(room, me, { optionId, actionId, phaseSeq }, { myVote }) {
    if (me.role !== "audience") return refuse("not_watching", "التصويت للجمهور فقط");
    if (!me.watching) return refuse("not_joined", "يُرجى الانضمام أولًا");
    // Issue 37: someone seated since they joined the audience never votes with it (their own lie towards «اختيار الجمهور»).
    if (room.seats[me.playerId]) return { reply: { type: "error", data: { code: "not_watching", message: "لديك مقعد في هذه الغرفة، لذا لا يمكن التصويت مع الجمهور", ...(actionId ? { actionId } : {}) } } };
    // The same tap sent again after a reconnect (issue 42): the stored vote answers it, kept once.
    if (actionId && myVote?.actionId === actionId) return { reply: { type: "audience-voted", data: { optionId: myVote.optionId, round: myVote.round, actionId } } };
    // A tap of a voting phase that has ended never counts in the next one, whose options may be the same players.
    if (actionId && phaseEnded(room, phaseSeq)) return { reply: notSent("audience-vote", actionId) };
    const game = gameView(room, WATCHER_VIEWPOINT);
    const refusal = audienceVoteRefusal(game, optionId);
    // A refused vote is a hint under the buttons, as a player's refused move is.
    if (refusal || !game) return { reply: { type: "submission-error", data: { message: refusal ?? "", action: "audience-vote", ...(actionId ? { actionId } : {}) } } };
    const round = game.roundNumber;
    const tap = actionId ? { actionId } : {};
    return { vote: { audienceId: me.playerId, vote: { round, optionId, ...tap } }, reply: { type: "audience-voted", data: { optionId, round, ...tap } } };
  },
});
