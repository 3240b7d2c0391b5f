// What the three games' screens share: submission guards, refusals, ranks and cards.
export { arabicCount, timesText, votesText, type CountForms } from "./arabic-count";
export { EMPTY_CLICK_GUARD, finishClick, isClickDisabled, tryClick, type ClickGuardState } from "./click-guard";
export { GameNotice, GamePanel } from "./game-panel";
export { newActionId, type GameViewProps } from "./game-props";
export { GuardedButton } from "./guarded-button";
export { contentImageUrl } from "./image-url";
export { PlayerChip, PlayerChips, playerName } from "./player-chip";
export { formatGain, formatPoints, MEDALS, rankBadge } from "./ranking";
export { RankingList } from "./ranking-list";
export { HINT_CODES, readSubmissionError, submissionErrorToast, type SubmissionError } from "./submission-errors";
export * from "./submission-guard";
export { ACTION_SEND_FAILED, LEFT_PLAYER_NAME, SUBMISSION_TOASTS, type SubmissionKind } from "./texts";
export { resetClickGuard, useGuardedClick } from "./use-guarded-click";
export { useSubmission, type Submission } from "./use-submission";
export { useSubmissionErrors, useSubmissionErrorToasts, type Subscribe } from "./use-submission-errors";
export { WatchingCard } from "./watching-card";
