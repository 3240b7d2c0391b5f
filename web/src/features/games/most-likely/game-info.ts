// What the shared pages need of «most likely» (React-free): the voting choices are the
// players themselves, and its vote is sent once per round (debounced as a submission).
import type { MostLikelyView, RankedPlayer } from "../../../../../schema/game-views";
import type { GameBoard } from "../shared/game-board";
import type { AudienceChoice } from "../shared/audience-choice";

export function mostLikelyAudienceChoices(game: MostLikelyView, nameOf: (playerId: string) => string): AudienceChoice[] {
  return game.participants.map((id) => ({ id, label: nameOf(id) }));
}

/** Most likely has no points: its board counts the rounds each player was the room's choice. */
function winsRanking(game: MostLikelyView): RankedPlayer[] {
  const rows = game.participants.map((playerId) => ({ playerId, score: game.roundWins[playerId] ?? 0 })).sort((a, b) => b.score - a.score);
  return rows.map((row) => ({ ...row, rank: rows.findIndex((r) => r.score === row.score) + 1 }));
}

export const mostLikelyBoard: GameBoard<MostLikelyView> = { ranking: winsRanking, byWins: true, awards: () => [] };
