// Every room action by name, and who may take it. The actor looks an action up
// here, refuses a non-admin once for all admin-only ones, runs its reads, then
// its pure step, and applies the change.
import { addTime } from "./add-time";
import { audienceVote } from "./audience-vote";
import { answerJoinRequest } from "./answer-join-request";
import { answerJoinRequests } from "./answer-join-requests";
import { changeNickname } from "./change-nickname";
import { downgradePremium } from "./downgrade-premium";
import { clearOfflineSeats } from "./clear-offline-seats";
import { endGame } from "./end-game";
import { expire } from "./expire";
import { gameAction } from "./game-action";
import { join } from "./join";
import { joinRequestGone } from "./join-request-gone";
import { joinWatcher } from "./join-watcher";
import { kick } from "./kick";
import { leave } from "./leave";
import { pauseGame } from "./pause-game";
import { presence } from "./presence";
import { restartGame } from "./restart-game";
import { resumeGame } from "./resume-game";
import { setAddressForm } from "./set-address-form";
import { setFamilyFilter } from "./set-family-filter";
import { setJoinApproval } from "./set-join-approval";
import { rehearsePrayer } from "./rehearse-prayer";
import { removeWatcher } from "./remove-watcher";
import { setPrayerBreaks } from "./set-prayer-breaks";
import { extendPrayerBreak } from "./extend-prayer-break";
import { setTimeScale } from "./set-time-scale";
import { skipQuestion } from "./skip-question";
import { startGame } from "./start-game";
import { tick } from "./tick";
import { screenOn } from "./screen-on";
import { setPacing } from "./set-pacing";
import { setRamadanNight } from "./set-ramadan-night";
import { setTeams } from "./set-teams";
import { moveTeam } from "./move-to-team";
import { setHideCode, showCodeOnScreen } from "./set-hide-code";
import { setMaxPlayers } from "./set-max-players";
import { setStreamDelay } from "./set-stream-delay";
import { setAudienceTeam } from "./set-audience-team";
import { rotateModeratorPasscode, setModeration } from "./set-moderation";
import { joinModerator, moderateText } from "./moderate-text";
import type { RoomAction } from "./types";
import { updateAvatar } from "./update-avatar";
import { updateSettings } from "./update-settings";
import { upgradePremium } from "./upgrade-premium";

/** What players send: client message types, and the room actions carried in `game-action`. */
export const PLAYER_ACTIONS = {
  "join-room": join,
  "update-avatar": updateAvatar,
  "change-nickname": changeNickname,
  "update-settings": updateSettings,
  "set-family-filter": setFamilyFilter,
  "set-address-form": setAddressForm,
  "start-game": startGame,
  // The host steers.
  "pause-game": pauseGame,
  "resume-game": resumeGame,
  "add-time": addTime,
  "skip-question": skipQuestion,
  "set-time-scale": setTimeScale,
  /** The host's pacing or the game moving on by itself; a lobby setting. */
  "set-pacing": setPacing,
  /** «سهرة رمضانية»: the Ramadan categories dealt first in every game; a lobby setting. */
  "set-ramadan-night": setRamadanNight,
  /** Teams: the host deals the seats into 2 to 8 teams (or none), and moves a player; lobby setting and move. */
  "set-teams": setTeams,
  "move-to-team": moveTeam,
  /** «انتظار»: the host holds the round's countdown. */
  hold_next: gameAction(true, "إيقاف العد لمشرف الغرفة فقط"),
  // «استراحة الصلاة»: the lobby's setting, and «تمديد 5 دقائق» during a break («استئناف الآن» is resume-game).
  "set-prayer-breaks": setPrayerBreaks,
  "extend-prayer-break": extendPrayerBreak,
  "end-game": endGame("end_game"),
  back_to_lobby: endGame("back_to_lobby"),
  restart_game: restartGame,
  expire_room: expire("انتهت الغرفة بقرار من مشرفها", true),
  leave_room: leave,
  kick_player: kick,
  /** «قبول» / «رفض» for someone held at the door under a kicked player's name. */
  "answer-join-request": answerJoinRequest,
  /** «قفل الغرفة» and «إزالة غير المتصلين»: new seats wait for the host; seats with no open page are freed at once. */
  "set-join-approval": setJoinApproval,
  /** «قبول الكل» / «رفض الكل»: many held requests answered in one frame. */
  "answer-join-requests": answerJoinRequests,
  /** A streamed room: the big screen hides the code, or shows it for a moment («إظهار على الشاشة»). */
  "set-hide-code": setHideCode,
  "show-code-on-screen": showCodeOnScreen,
  /** The host's cap on seats. */
  "set-max-players": setMaxPlayers,
  /** The stream's delay: the next game's audience voting phases last longer; a lobby setting. */
  "set-stream-delay": setStreamDelay,
  /** The audience plays as one team «الجمهور»; a lobby setting. */
  "set-audience-team": setAudienceTeam,
  /** Moderation: players' texts wait for a moderator's verdict; a lobby setting, and a new passcode on demand. */
  "set-moderation": setModeration,
  "rotate-moderator-passcode": rotateModeratorPasscode,
  "clear-offline-seats": clearOfflineSeats,
  /** The host removes a screen or an audience member for the room's life. */
  "remove-watcher": removeWatcher,
  next_round: gameAction(true),
  /** «إخفاء»: the host hides a lie or caption before the reveal (the game checks what and when). */
  hide_submission: gameAction(true, "إخفاء الإجابات لمضيف الغرفة فقط"),
  /** Any other game-action: a move in the running game. */
  game: gameAction(false),
} satisfies Record<string, RoomAction>;

/**
 * What screens and the audience send: the same door as the players' actions,
 * their changes applied in the same place. A player socket sending one is refused by the action.
 */
export const WATCH_ACTIONS = {
  "join-screen": joinWatcher("screen"),
  "join-audience": joinWatcher("audience"),
  "audience-vote": audienceVote,
} satisfies Record<string, RoomAction>;

/** What a moderator's socket sends: its passcode at the door, then its verdicts. A player's or a watcher's socket is refused by them. */
export const MODERATOR_ACTIONS = {
  "join-moderator": joinModerator,
  "moderate-text": moderateText,
} satisfies Record<string, RoomAction>;

/** What the room does by itself: its alarm, closed sockets, and the worker's RPCs. */
export const ROOM_ACTIONS = {
  expire: expire("انتهت صلاحية الغرفة", false),
  tick,
  presence,
  /** The last page of someone held at the door closed. */
  "join-request-gone": joinRequestGone,
  "upgrade-premium": upgradePremium,
  /** The creator's premium ended (a refund): the running game ends as it would, nothing premium starts again. */
  "downgrade-premium": downgradePremium,
  /** The last big screen's socket closed. */
  "screen-on": screenOn,
  /** Development only: the next prayer comes soon (worker/routes/prayer.ts). */
  "rehearse-prayer": rehearsePrayer,
} satisfies Record<string, RoomAction>;

export type PlayerActionName = keyof typeof PLAYER_ACTIONS;

/** The table entry for a client message; game actions that are not room actions are game moves. */
export function playerActionOf(type: string, gameAction?: string): PlayerActionName {
  if (type !== "game-action") return type as PlayerActionName;
  return gameAction && gameAction in PLAYER_ACTIONS ? (gameAction as PlayerActionName) : "game";
}
