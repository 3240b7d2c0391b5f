// The shared game chrome, for the game screens (trivia, meme, most-likely).
export { CountdownBar, phaseDurationMs, remainingMs, useRemainingMs } from "./countdown-bar";
export { GameChrome, PhaseLoadingCard, PHASE_NAMES, phaseName } from "./game-chrome";
export { GameMenu, kickablePlayers, type GameMenuActions } from "./game-menu";
export { GameTopBar, roundLabel } from "./game-top-bar";
export {
  defaultPlayerStatus,
  isPlaying,
  playerFlags,
  PlayersStatusGrid,
  PLAYER_STATUS_TEXT,
  type PlayerStatusKind,
} from "./players-status";
