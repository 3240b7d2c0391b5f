// What most likely says to players: refusals, and the notice when fresh prompts run out. The
// notices speak to the group, so a women's gathering («جلسة بنات», schema/address.ts) has its own.
import { addressed } from "../../../schema/address";

export const MOST_LIKELY_TEXT = {
  noPlayer: "يلزم اختيار لاعب للتصويت",
  unknownPlayer: "هذا اللاعب غير موجود في الغرفة",
  alreadyVoted: "سبق تسجيل تصويتك",
  notVoting: "ليس وقت التصويت الآن",
  notPlaying: "تصويتك يبدأ من الجولة التالية",
  notNow: "هذا الإجراء غير متاح الآن",
  seenElsewhere: "انتهت الأسئلة الجديدة في هذه الفئة، وبعضكم رأى هذا السؤال من قبل",
  playedHere: "انتهت الأسئلة الجديدة في هذه الفئة، وهذا سؤال لعبتموه من قبل في هذه الغرفة",
  reused: "انتهت أسئلة هذه الفئة، فنعيد سؤالًا من هذه اللعبة",
} as const;

export const MOST_LIKELY_TEXTS = addressed<Record<keyof typeof MOST_LIKELY_TEXT, string>>(MOST_LIKELY_TEXT, {
  seenElsewhere: "انتهت الأسئلة الجديدة في هذه الفئة، وبعضكن رأت هذا السؤال من قبل",
  playedHere: "انتهت الأسئلة الجديدة في هذه الفئة، وهذا سؤال لعبتنّه من قبل في هذه الغرفة",
});
