// What the big screen says to the room (issue 34): the group instructions, to everyone or, in a
// women's gathering («جلسة بنات»), in the feminine plural. The stages read the room's side with
// textsFor(SCREEN_TEXT_TABLE, room.addressForm).
import { addressed } from "../../../../../schema/address";

export const SCREEN_TEXTS = {
  join: "انضموا إلى الغرفة من جوالاتكم",
  triviaWriting: "اكتبوا كذبة مقنعة على جوالاتكم",
  memeCaptioning: "اكتبوا أطرف تعليق على جوالاتكم",
  mostLikelyVoting: "صوّتوا على جوالاتكم",
  /** The TV's lobby names the game the host chose (issue 43). */
  nextGame: "اللعبة التالية:",
  /** The audience's vote on /watch. */
  audienceVote: "صوّتوا لمفضّلكم",
  /** The TV's sound prompt until it has been touched (sound-prompt.tsx). */
  soundPrompt: "اضغطوا لتشغيل الصوت",
  /** The players panel's word for a seat with no open page, and a name not known (parts.tsx). */
  offline: "غير متصل",
  somePlayer: "لاعب",
} as const;

export const SCREEN_TEXT_TABLE = addressed(SCREEN_TEXTS, {
  join: "انضممن إلى الغرفة من جوالاتكن",
  triviaWriting: "اكتبن كذبة مقنعة على جوالاتكن",
  memeCaptioning: "اكتبن أطرف تعليق على جوالاتكن",
  mostLikelyVoting: "صوّتن على جوالاتكن",
  audienceVote: "صوّتن لمفضّلتكن",
  soundPrompt: "اضغطن لتشغيل الصوت",
  offline: "غير متصلة",
  somePlayer: "لاعبة",
});
