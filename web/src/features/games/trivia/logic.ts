// Pure helpers of the bluff-trivia screens: reading the view out of the room
// state, the labels that depend on the round, the results' counts and badges,
// and each player's line in the players-status grid. No React, no DOM.
import type { TriviaAward, TriviaOptionType, TriviaOptionView, TriviaView } from "../../../../../schema/game-views";
import { GAME_RULES } from "../../../../../schema/limits";
import type { RoomView } from "../../../../../schema/protocol";
import type { PlayerStatusKind } from "../chrome/players-status";
import { countText, TIMES, VOTES } from "../../../../../schema/arabic-count";
import { actingStatus, isParticipant, phaseKey, type PhaseAct } from "../shared/rounds";
import { TRIVIA_TEXTS } from "./texts";

export const TRIVIA_GAME_TYPE = "trivia-deception";

/** The trivia part of the room state, or null when another game (or none) runs. */
export function triviaViewOf(state: RoomView): TriviaView | null {
  const game = state.game;
  return game?.gameType === TRIVIA_GAME_TYPE ? game : null;
}

/** Identifies one phase of one game, so screens and submissions start fresh in the next. */
export const triviaPhaseKey = (view: Pick<TriviaView, "currentPhase" | "phaseSeq">) => phaseKey(view);

/** The final ranking; "ranking" is its older name, also accepted (spec 001 §2). */
export const isFinalPhase = (phase: string) => phase === "final_ranking" || phase === "ranking";

// Shared by every game: who takes part in a phase, and the admin's next button in round results.
export { isParticipant, nextRoundLabel } from "../shared/rounds";

export const optionTypeLabel = (type: TriviaOptionType | undefined) => (type ? TRIVIA_TEXTS.optionType[type] : "");

/** Voters of an option who did not write it: the people a lie fooled. */
export function fooledVoters(option: TriviaOptionView): string[] {
  const authors = new Set(option.authors ?? []);
  return (option.voters ?? []).filter((id) => !authors.has(id));
}

/** A player's lie that fooled at least three others (spec 001 §9). Voting for your own lie fools nobody. */
export function isStrongTrick(option: TriviaOptionView): boolean {
  return option.type === "fake" && fooledVoters(option).length >= GAME_RULES.trivia.strongTrickVotes;
}

export const voteCount = (option: TriviaOptionView) => option.voters?.length ?? 0;

/** Results order: the truth first, then by votes (most first), then as the vote showed them. */
export function resultOptions(options: TriviaOptionView[]): TriviaOptionView[] {
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => {
      const truth = Number(b.option.type === "correct") - Number(a.option.type === "correct");
      return truth || voteCount(b.option) - voteCount(a.option) || a.index - b.index;
    })
    .map(({ option }) => option);
}

/** The lie (or truth) a player's vote went to, in round results. */
export const votedOption = (view: Pick<TriviaView, "displayOptions" | "myVote">) =>
  view.displayOptions.find((o) => o.id === view.myVote) ?? null;

export type TriviaPlayerStatus = PlayerStatusKind | { text: string; tone: "done" | "busy" | "muted" };

/** A player's line in the players-status grid, per phase. */
export function triviaPlayerStatus(state: RoomView, view: TriviaView, playerId: string): TriviaPlayerStatus {
  if (!isParticipant(view, playerId)) return "watching";
  if (view.currentPhase === "subcategory_selection") return view.subcategorySelector === playerId ? { text: TRIVIA_TEXTS.status.choosing, tone: "busy" } : "waiting";
  return actingStatus(state, playerId, TRIVIA_ACTS[view.currentPhase]);
}

/** What each phase asks of the players, for their lines in the players-status grid. */
const TRIVIA_ACTS: Partial<Record<TriviaView["currentPhase"], PhaseAct>> = { writing: "write", voting: "vote" };

// The answer as it will be sent and its length as the limit counts it: shared by every written answer.
export { preparedAnswer, textLength as answerLength } from "../shared/answer-text";

/** Whole seconds left, rounded up and never above the phase's length, for 'باقيلك N ثانية'. */
export const secondsLeft = (ms: number | null, phaseSeconds: number | null = null) =>
  ms === null ? null : Math.ceil(Math.min(ms, (phaseSeconds ?? Infinity) * 1000) / 1000);

/** The line under an award's title. */
export function awardDetail(award: TriviaAward): string {
  switch (award.kind) {
    case "most_fooling":
      return `خداع الباقين ${countText(award.value, TIMES, { oblique: true })}`;
    case "most_fooled":
      return `انخداع ${countText(award.value, TIMES, { oblique: true })}`;
    case "best_trick":
      return `جابت ${countText(award.value, VOTES, { oblique: true })}`;
    case "self_voters":
      return `تصويت للإجابة الشخصية ${countText(award.value, TIMES, { oblique: true })}`;
  }
}
