// What the three games' screens share: the phased game frame, submission and vote
// wiring, refusals, ranks and cards.
export { countText, TIMES, VOTES, type CountForms } from "../../../../../schema/arabic-count";
export { EMPTY_CLICK_GUARD, finishClick, isClickDisabled, tryClick, type ClickGuardState } from "./click-guard";
export { GameEndActions } from "./game-end-actions";
export { GameNotice, GamePanel } from "./game-panel";
export { newActionId, type GameViewProps, type PhaseScreenProps } from "./game-props";
export { GuardedButton } from "./guarded-button";
export { contentImageUrl } from "./image-url";
export { NextRoundControl } from "./next-round-control";
export { PhasedGame } from "./phased-game";
export { PlayerChip, PlayerChips, playerName, VotersLine } from "./player-chip";
export { RankBadge } from "./rank-badge";
export { formatGain, formatPoints, rankText } from "./ranking";
export { RankingList } from "./ranking-list";
export { HINT_CODES, readSubmissionError, submissionErrorToast, type SubmissionError } from "./submission-errors";
export { hasVotedHere, isParticipant, nextRoundLabel, phaseKey } from "./rounds";
export * from "./submission-guard";
export {
  GAME_END_TEXTS,
  LEFT_PLAYER_NAME,
  NEXT_ROUND_LABELS,
  SUBMISSION_TOASTS,
  WATCHING_TEXTS,
  waitingForAdmin,
  type SubmissionKind,
} from "./texts";
export { resetClickGuard, useGuardedClick } from "./use-guarded-click";
export { usePhaseSubmission, type PhaseSubmissionOptions } from "./use-phase-submission";
export { useSubmission, type Submission } from "./use-submission";
export { useSubmissionErrors, useSubmissionErrorToasts, type Subscribe } from "./use-submission-errors";
export { useVote, VoteSubmitControl, type VoteOptions, type VoteState, type VoteTexts } from "./vote-submit";
export { WatchingCard } from "./watching-card";
