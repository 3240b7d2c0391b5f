// The room's two watching roles beside its players (docs/protocol.md):
//
// - a *screen* (the shared big screen): no seat, never counted for phases; it sees what a
//   player who takes no part sees, so no secret reaches it before it reaches the players;
// - the *audience*: no seat, no score, but one vote per voting phase. Its votes are tallied
//   here and told as counts, a few times a second at most, never one frame per vote to all.
//
// Pure logic; the actor keeps the tally in memory, each vote in storage, and sends the frames.
import type { AudienceTallyView, GameView, RoomView, WatchRole } from "../../schema/protocol";
import { phaseRole } from "../../schema/games";
import { findGame } from "../games/registry";
import type { AudienceVote } from "./change";
import type { RoomRecord } from "./room-record";
import { roomView } from "./views";

export type { WatchRole };

/** A watcher's viewpoint: an id no seat can have, so every "mine" field stays empty. */
export const WATCHER_VIEWPOINT = "";

/** What screens and the audience see: the room as a player who takes no part would. */
export function publicView(room: RoomRecord): RoomView {
  return roomView(room, WATCHER_VIEWPOINT);
}

/** The options the audience may vote for now (null outside a voting phase). */
export function voteOptionsOf(view: GameView | null): string[] | null {
  // The game's manifest says in which phases the audience votes too.
  if (!view || !phaseRole(view.gameType, view.currentPhase).audienceVotable) return null;
  return findGame(view.gameType)?.voteOptions(view) ?? null;
}

export type { AudienceVote };

/**
 * Which stored votes the tally counts now: the public view's round's, and in a game that votes
 * several times a round («عنّا»: once per subject) only those for the current vote's options, so
 * the next subject's tally starts empty. `key` changes exactly when the scope does.
 */
export function tallyScope(view: GameView | null): { round: number | null; options: string[] | null; key: string } {
  const round = view?.roundNumber ?? null;
  const options = view ? (findGame(view.gameType)?.tallyOptions?.(view) ?? null) : null;
  return { round, options, key: options ? `${round}:${options.join(",")}` : String(round) };
}

/**
 * Counts the votes of one round (of one vote, when `options` names its options); the favourite is
 * the option with the most votes, on a tie the first to reach them.
 */
export function tally(votes: Iterable<AudienceVote>, round: number | null, count: number, options: string[] | null = null): AudienceTallyView {
  const counts: Record<string, number> = {};
  let total = 0;
  let choice: string | null = null;
  for (const vote of votes) {
    if (vote.round !== round || (options && !options.includes(vote.optionId))) continue;
    counts[vote.optionId] = (counts[vote.optionId] ?? 0) + 1;
    total++;
    if (choice === null || counts[vote.optionId] > counts[choice]) choice = vote.optionId;
  }
  return { count, round, counts, total, choice };
}

/** Why an audience vote is refused, or null when it counts. */
export function audienceVoteRefusal(view: GameView | null, optionId: string): string | null {
  const options = voteOptionsOf(view);
  if (!options) return "التصويت متاح للجمهور في مرحلة التصويت فقط";
  if (!options.includes(optionId)) return "هذا الخيار غير موجود في هذه الجولة";
  return null;
}
