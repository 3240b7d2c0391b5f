// What the page says when a tap never reached the room: the socket stayed down past
// ACTION_DELIVERY.giveUpMs, or the room refused it because its phase had ended; and when any
// other message (a host's control, a lobby setting, a new look) could not leave within
// LIVE_CLIENT.queueWaitMs. One line per kind, shared by the room (its refusal) and the page (its
// give-up); no dependencies, so the player bundle imports it freely.

export const NOT_SENT_TEXTS = {
  vote: "لم يُرسل صوتك، حاولوا مرة أخرى",
  answer: "لم تُرسل إجابتك، حاولوا مرة أخرى",
  caption: "لم يُرسل تعليقك، حاولوا مرة أخرى",
  choice: "لم يُرسل اختيارك، حاولوا مرة أخرى",
  leave: "تعذّرت مغادرة الغرفة، حاولوا مرة أخرى",
  // The host's «التالي» or «انتظار» that reached the room after its phase: the room went on without it, and another tap would skip a round.
  late: "لم يصل طلبك في وقته",
  start: "لم تبدأ اللعبة، تحقّقوا من الاتصال وحاولوا مرة أخرى",
  look: "لم يُحفظ الشكل، تحقّقوا من الاتصال وحاولوا مرة أخرى",
  name: "لم يُحفظ الاسم، تحقّقوا من الاتصال وحاولوا مرة أخرى",
  other: "لم يُرسل طلبك، حاولوا مرة أخرى",
} as const;

/** The code of such a refusal or give-up, in `submission-error` frames. */
export const NOT_SENT_CODE = "not_sent";

const KIND_OF: Record<string, keyof typeof NOT_SENT_TEXTS> = {
  SUBMIT_VOTE: "vote",
  vote_meme: "vote",
  "audience-vote": "vote",
  // A trivia lie and an «عنّا» answer are both the player's answer on the screen.
  SUBMIT_ANSWER: "answer",
  SUBMIT_TRUTH: "answer",
  submit_caption: "caption",
  SELECT_SUBCATEGORY: "choice",
  leave_room: "leave",
  next_round: "late",
  hold_next: "late",
  "start-game": "start",
  "update-avatar": "look",
  "change-nickname": "name",
};

/** The line for a tap or message of `action` (a game action's name, or the message's type) that was not sent. */
export function notSentText(action: string | undefined): string {
  return NOT_SENT_TEXTS[(action && KIND_OF[action]) || "other"];
}
