// Counting most-likely votes: who was accused how often, who the round's accused
// are, and the game-end groups. Only seated players can be accused or grouped,
// because the page cannot show a player who left.
import type { MostLikelyAccusation, MostLikelyView } from "../../../schema/game-views";
import type { EnginePlayer } from "../../engine/types";
import { seatedIds } from "../../engine/turns";
import { inSeatOrder, topByCount } from "../shared/rounds";

/**
 * Every seated player who drew a vote, most votes first (ties in seat order), with their
 * voters in seat order. A vote for a player who left counts for nobody; a vote cast by a
 * player who has since left still counts, since it was cast in time.
 */
export function accusationsOf(votes: Record<string, string>, players: EnginePlayer[]): MostLikelyAccusation[] {
  const voters = inSeatOrder(Object.keys(votes), players);
  return seatedIds(players)
    .map((playerId) => {
      const mine = voters.filter((voter) => votes[voter] === playerId);
      return { playerId, count: mine.length, voters: mine };
    })
    .filter((a) => a.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** The round's accused: every player tied at the most votes; nobody when nobody voted. */
export function accusedOf(accusations: MostLikelyAccusation[], players: EnginePlayer[]): string[] {
  return inSeatOrder(topByCount(Object.fromEntries(accusations.map((a) => [a.playerId, a.count]))), players);
}

/** Votes whose target is still seated, voters in seat order. */
export function voteDetailsOf(votes: Record<string, string>, players: EnginePlayer[]): MostLikelyView["voteDetails"] {
  const seated = new Set(seatedIds(players));
  return inSeatOrder(Object.keys(votes), players)
    .filter((voter) => seated.has(votes[voter]))
    .map((voterId) => ({ voterId, votedForId: votes[voterId] }));
}

/**
 * Spec 001 §2: biggest accused (the most rounds won, when above zero), accused (some wins,
 * below the most), innocents (none). Seated players only, each group in join order.
 */
export function groupsOf(roundWins: Record<string, number>, players: EnginePlayer[]): NonNullable<MostLikelyView["groups"]> {
  const seated = seatedIds(players);
  const wins = (id: string) => roundWins[id] ?? 0;
  const most = Math.max(0, ...seated.map(wins));
  return {
    biggestAccused: most > 0 ? seated.filter((id) => wins(id) === most) : [],
    accused: seated.filter((id) => wins(id) > 0 && wins(id) < most),
    innocents: seated.filter((id) => wins(id) === 0),
  };
}
