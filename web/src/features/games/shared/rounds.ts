// Round helpers every game's screens share: the key of a phase, who takes part in
// it, a player's line while a phase asks them to write or vote, and the admin's next
// button label in round results. Pure: no React, no DOM.
import type { RoomView } from "../../../../../schema/protocol";
import { playerFlags, type PlayerStatusKind } from "../chrome/players-status";
import { NEXT_ROUND_LABELS } from "./texts";

interface PhaseFields {
  currentPhase: string;
  phaseSeq: number;
}

/** Identifies one phase of one game, so screens and submissions start fresh in the next. */
export const phaseKey = (view: PhaseFields) => `${view.currentPhase}#${view.phaseSeq}`;

/** Players seated when the phase began take part; later arrivals watch until the next one. */
export const isParticipant = (view: { participants: string[] }, playerId: string) => view.participants.includes(playerId);

/** The admin's button in round results: to the kill round, to the final ranking, or to the next round. */
export function nextRoundLabel({ roundNumber, totalRounds }: { roundNumber: number; totalRounds: number }): string {
  if (roundNumber >= totalRounds) return NEXT_ROUND_LABELS.finalRanking;
  if (roundNumber + 1 >= totalRounds) return NEXT_ROUND_LABELS.killRound;
  return NEXT_ROUND_LABELS.nextRound;
}

/** The viewer voted this phase: their vote is known, or the room already counts them as done. */
export const hasVotedHere = (state: RoomView, view: { myVote: string | null }) =>
  view.myVote !== null || !!playerFlags(state, state.you).hasVoted;

/** What a phase asks of its players: to write something (done once sent) or to vote. */
export type PhaseAct = "write" | "vote";

/** A participant's line in the players-status grid by what the phase asks; "waiting" when it asks nothing. */
export function actingStatus(state: RoomView, playerId: string, act: PhaseAct | undefined, sentFlag: "hasAnswered" | "hasSubmitted" = "hasAnswered"): PlayerStatusKind {
  const flags = playerFlags(state, playerId);
  if (act === "write") return flags[sentFlag] ? "sent" : "writing";
  if (act === "vote") return flags.hasVoted ? "voted" : "voting";
  return "waiting";
}
