// Pure helpers of the «most likely» screens: reading the view out of the room state,
// the admin's next label, the results' rows, the game-end groups, and each player's
// line in the players-status grid. No React, no DOM.
import type { MostLikelyAccusation, MostLikelyView } from "../../../../../schema/game-views";
import type { LivePlayer, RoomView } from "../../../../../schema/protocol";
import { playerFlags, type PlayerStatusKind } from "../chrome/players-status";
import { sortPlayers } from "../../players/player-tile";
import { countText, ROUNDS } from "../../../../../schema/arabic-count";
import { isParticipant, nextRoundLabel } from "../shared/rounds";
import { MOST_LIKELY_TEXTS } from "./texts";

export const MOST_LIKELY_GAME_TYPE = "most-likely";

/** The most-likely part of the room state, or null when another game (or none) runs. */
export function mostLikelyViewOf(state: RoomView): MostLikelyView | null {
  const game = state.game;
  return game?.gameType === MOST_LIKELY_GAME_TYPE ? game : null;
}

/**
 * The admin's button in round results: the next round, the kill round (the last
 * one, as the top bar names it), or, after the last round, the end of the game.
 */
export function nextLabel(round: Pick<MostLikelyView, "roundNumber" | "totalRounds">): string {
  return round.roundNumber >= round.totalRounds ? MOST_LIKELY_TEXTS.results.gameEnd : nextRoundLabel(round);
}

/** "جولتين", "3 جولات": the rounds a player was the accused in. */
export const roundsText = (n: number) => countText(n, ROUNDS);

/** Everyone who can be voted for: every seated player, oneself included, in seat order. */
export const candidates = (state: RoomView): LivePlayer[] => sortPlayers(state.players);

/** The player shown as chosen: the server's record first (it survives a refresh), then the tap. */
export const chosenPlayer = (view: Pick<MostLikelyView, "myVote">, choice: string | null) => view.myVote ?? choice;

export interface AccusationRow extends MostLikelyAccusation {
  /** Among the round's accused (every player tied at the most votes). */
  isAccused: boolean;
}

/** The results' list: the server's order (most votes first, ties in seat order), the accused marked. */
export function accusationRows(view: Pick<MostLikelyView, "accusations" | "accused">): AccusationRow[] {
  const accused = new Set(view.accused);
  return view.accusations.map((a) => ({ ...a, isAccused: accused.has(a.playerId) }));
}

/** The heading over the round's accused: one, or a tie. */
/** The accused panel's title; `texts` is the room's side of the table (a women's gathering has its own words). */
export const accusedTitle = (accused: string[], texts: { accusedOne: string; accusedMany: string } = MOST_LIKELY_TEXTS.results) => (accused.length > 1 ? texts.accusedMany : texts.accusedOne);

export interface WinsRow {
  playerId: string;
  wins: number;
}

/** Rounds won so far, most first, ties in seat order; seated players only. */
export function winsRows(state: RoomView, view: Pick<MostLikelyView, "roundWins">): WinsRow[] {
  return sortPlayers(state.players)
    .map((p, seat) => ({ playerId: p.playerId, wins: view.roundWins[p.playerId] ?? 0, seat }))
    .filter((row) => row.playerId in view.roundWins)
    .sort((a, b) => b.wins - a.wins || a.seat - b.seat)
    .map(({ playerId, wins }) => ({ playerId, wins }));
}

export type EndGroupKind = "biggestAccused" | "accused" | "innocents";

export interface EndGroup {
  kind: EndGroupKind;
  title: string;
  players: WinsRow[];
}

/**
 * The game-end groups of spec 001 §2, in the server's order: biggest accused (the
 * maximum), accused (some wins), innocents (none). Empty groups are left out.
 */
export function endGroups(view: Pick<MostLikelyView, "groups" | "roundWins">, texts: { groups: Record<EndGroupKind, string> } = MOST_LIKELY_TEXTS.end): EndGroup[] {
  if (!view.groups) return [];
  const kinds: EndGroupKind[] = ["biggestAccused", "accused", "innocents"];
  return kinds
    .map((kind) => ({
      kind,
      title: texts.groups[kind],
      players: view.groups![kind].map((playerId) => ({ playerId, wins: view.roundWins[playerId] ?? 0 })),
    }))
    .filter((group) => group.players.length > 0);
}

export type MostLikelyPlayerStatus = PlayerStatusKind;

/** A player's line in the players-status grid: voted or voting during the vote, watching when they arrived mid-round. */
export function mostLikelyPlayerStatus(state: RoomView, view: MostLikelyView, playerId: string): MostLikelyPlayerStatus {
  if (view.currentPhase === "voting") {
    if (!isParticipant(view, playerId)) return "watching";
    return playerFlags(state, playerId).hasVoted ? "voted" : "voting";
  }
  return "waiting";
}
