// Pure helpers of «عنّا»'s screens: its view out of the room state, the reveal's order and
// counts, each player's line in the players-status grid, and the awards' detail lines.
import type { AboutUsAward, AboutUsOptionView, AboutUsView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import { countText, TIMES, VOTES } from "../../../../../schema/arabic-count";
import type { PlayerStatusKind } from "../chrome/players-status";
import { actingStatus, isParticipant, type PhaseAct } from "../shared/rounds";
import { ABOUT_US_TEXTS } from "./texts";

export const ABOUT_US_GAME_TYPE = "about-us";

/** The «عنّا» part of the room state, or null when another game (or none) runs. */
export function aboutUsViewOf(state: RoomView): AboutUsView | null {
  const game = state.game;
  return game?.gameType === ABOUT_US_GAME_TYPE ? game : null;
}

export const voteCount = (option: AboutUsOptionView) => option.voters?.length ?? 0;

/** The reveal's order: the truth first, then by votes (most first), then as the vote showed them. */
export function revealOrder(options: AboutUsOptionView[]): AboutUsOptionView[] {
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => Number(b.option.type === "truth") - Number(a.option.type === "truth") || voteCount(b.option) - voteCount(a.option) || a.index - b.index)
    .map(({ option }) => option);
}

export type AboutUsPlayerStatus = PlayerStatusKind | { text: string; tone: "done" | "busy" | "muted" };

/** A player's line in the players-status grid, per phase; the subject of a turn is named as such. */
export function aboutUsPlayerStatus(state: RoomView, view: AboutUsView, playerId: string): AboutUsPlayerStatus {
  if (!isParticipant(view, playerId)) return "watching";
  const subject = view.subjectId === playerId && (view.currentPhase === "writing" || view.currentPhase === "voting" || view.currentPhase === "reveal");
  if (subject) return { text: ABOUT_US_TEXTS.status.subject, tone: "muted" };
  return actingStatus(state, playerId, ABOUT_US_ACTS[view.currentPhase]);
}

/** What each phase asks of the players, for their lines in the players-status grid. */
const ABOUT_US_ACTS: Partial<Record<AboutUsView["currentPhase"], PhaseAct>> = { answering: "write", writing: "write", voting: "vote" };

/** The line under an award's title. */
export function awardDetail(award: AboutUsAward): string {
  switch (award.kind) {
    case "most_fooling":
      return `خداع البقية ${countText(award.value, TIMES, { oblique: true })}`;
    case "most_fooled":
      return `انخداع ${countText(award.value, TIMES, { oblique: true })}`;
    case "best_lie":
      return `جابت ${countText(award.value, VOTES, { oblique: true })}`;
    case "knows_everyone":
      return `إيجاد الجواب الحقيقي ${countText(award.value, TIMES, { oblique: true })}`;
    case "mystery":
      return `بقي الجواب الحقيقي مخفيًا ${countText(award.value, TIMES, { oblique: true })}`;
  }
}
