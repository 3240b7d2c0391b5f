// What one player may see of a meme game: nobody else's captions before the vote,
// and no authors, voters or counts before the results.
import type { MemeSubmissionView, MemeView } from "../../../schema/game-views";
import { phaseFields, rankScores } from "../shared/rounds";
import type { MemeState } from "./state";
import { captionsRefused } from "./moderation";
import { doneVoting, tallySubmissions } from "./tally";

export function memeView(state: MemeState, playerId: string): MemeView {
  const results = state.phase === "round_results";
  const tally = results ? tallySubmissions(state.submissions, state.votes, state.players) : [];
  const hasVoted = (id: string) => (state.phase === "voting" ? doneVoting(state.submissions, state.votes, id) : id in state.votes);
  return {
    gameType: "meme-game",
    ...phaseFields(state, state.phase === "final_ranking"),
    scores: state.scores,
    // hasVoted is also true for someone with nothing to vote for: they are done, not late.
    playerStatus: Object.fromEntries(state.participants.map((id) => [id, { hasSubmitted: id in state.captions, hasVoted: hasVoted(id) }])),
    participants: state.participants,
    roundPoints: results ? state.roundPoints : {},
    ranking: rankScores(state.scores, state.players),
    notice: state.notice,
    currentMeme: state.phase === "final_ranking" ? null : state.meme,
    myCaptions: state.captions[playerId] ?? null,
    submissions: results
      ? tally.map(
          (s): MemeSubmissionView => ({
            id: s.id,
            captions: s.captions,
            isMine: s.authorId === playerId,
            authorId: s.authorId,
            voters: s.voters,
            voteCount: s.voteCount,
            rank: s.rank,
            isTop: s.isTop,
          }),
        )
      : state.phase === "voting"
        ? state.submissions.map((s) => ({ id: s.id, captions: s.captions, isMine: s.authorId === playerId }))
        : [],
    myVote: state.votes[playerId] ?? null,
    myTextHidden: !!state.hidden?.includes(playerId),
    ...(captionsRefused(state, playerId) ? { myTextRefused: true } : {}),
    playerCaptions: results ? Object.fromEntries(tally.map((s) => [s.authorId, { captions: s.captions, voteCount: s.voteCount }])) : {},
    voteDetails: results
      ? tally.flatMap((s) => s.voters.map((voterId) => ({ voterId, votedForId: s.authorId })))
      : [],
  };
}
