import { currentPhaseSeq, notSent } from "../applied-actions";
import { refuse, type AudienceVote, type Me } from "../change";
import { gameView } from "../views";
import { audienceVoteRefusal, WATCHER_VIEWPOINT } from "../watchers";
import type { GameView, LiveErrorCode, ServerMessage } from "../../../schema/protocol";
import { action } from "./types";

/** What an audience vote is decided with: the room's, or an audience shard's copy of them (durable-objects/audience/). */
export interface VoteFacts {
  seated: boolean;
  /** The current phase's sequence (null outside a game). */
  phaseSeq: number | null;
  /** The public view's game. */
  game: GameView | null;
}

/**
 * One rule for every audience vote, on the room or on a shard: who may vote, a repeated tap
 * answered from the stored vote, a tap of an ended phase refused, an option the public view
 * does not offer refused. A vote is the change to keep, with its answer; anything else is an answer only.
 */
export function decideAudienceVote(
  facts: VoteFacts,
  me: Pick<Me, "playerId" | "role" | "watching">,
  { optionId, actionId, phaseSeq }: { optionId: string; actionId?: string; phaseSeq?: number },
  myVote: AudienceVote | undefined,
): { refused: { code: LiveErrorCode; message: string } } | { reply: ServerMessage; vote?: AudienceVote } {
  if (me.role !== "audience") return { refused: { code: "not_watching", message: "التصويت للجمهور فقط" } };
  if (!me.watching) return { refused: { code: "not_joined", message: "يُرجى الانضمام أولًا" } };
  // Someone seated since they joined the audience never votes with it (their own lie towards «اختيار الجمهور»).
  if (facts.seated) return { reply: { type: "error", data: { code: "not_watching", message: "لديك مقعد في هذه الغرفة، لذا لا يمكن التصويت مع الجمهور", ...(actionId ? { actionId } : {}) } } };
  // The same tap sent again after a reconnect: the stored vote answers it, kept once.
  if (actionId && myVote?.actionId === actionId) return { reply: { type: "audience-voted", data: { optionId: myVote.optionId, round: myVote.round, actionId } } };
  // A tap of a voting phase that has ended never counts in the next one, whose options may be the same players.
  if (actionId && phaseSeq !== undefined && facts.phaseSeq !== phaseSeq) return { reply: notSent("audience-vote", actionId) };
  const game = facts.game;
  const refusal = audienceVoteRefusal(game, optionId);
  // A refused vote is a hint under the buttons, as a player's refused move is.
  if (refusal || !game) return { reply: { type: "submission-error", data: { message: refusal ?? "", action: "audience-vote", ...(actionId ? { actionId } : {}) } } };
  const round = game.roundNumber;
  const tap = actionId ? { actionId } : {};
  return { vote: { round, optionId, ...tap }, reply: { type: "audience-voted", data: { optionId, round, ...tap } } };
}

/**
 * The audience's vote (docs/protocol.md): one per voting phase, changeable until it ends,
 * for an option the public view offers. It moves no points and holds no phase; the actor
 * stores it and folds it into the next tally frame. A tap with an `actionId` counts once, and
 * never after its phase (`phaseSeq`) ended (applied-actions.ts).
 */
export const audienceVote = action<{ optionId: string; actionId?: string; phaseSeq?: number }>({
  adminOnly: false,
  handle(room, me, data, { myVote }) {
    const facts = { seated: !!room.seats[me.playerId], phaseSeq: currentPhaseSeq(room), game: gameView(room, WATCHER_VIEWPOINT) };
    const decided = decideAudienceVote(facts, me, data, myVote);
    if ("refused" in decided) return refuse(decided.refused.code, decided.refused.message);
    return decided.vote ? { vote: { audienceId: me.playerId, vote: decided.vote }, reply: decided.reply } : { reply: decided.reply };
  },
});
