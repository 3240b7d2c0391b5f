// What bluff trivia says to players: refusals, and the notice when fresh questions run out.
import { addressed } from "../../../schema/address";
import { countText, LETTERS } from "../../../schema/arabic-count";
import { CHARACTER_LIMITS } from "../../../schema/limits";

export const TRIVIA_TEXT = {
  emptyAnswer: "يلزم كتابة إجابة قبل الإرسال",
  answerTooLong: `الإجابة أطول من ${countText(CHARACTER_LIMITS.triviaAnswer.max, LETTERS, { oblique: true })}`,
  answerNotClean: "الإجابة فيها رموز أو مسافات زائدة، يُرجى تعديلها وإرسالها مرة أخرى",
  answerIsCorrect: "هذه هي الإجابة الصحيحة! المطلوب إجابة مضللة تخدع الباقين",
  answerTooClose: "إجابتك قريبة جدًا من الإجابة الصحيحة، المطلوب إجابة مضللة مختلفة",
  alreadyAnswered: "أرسلت إجابتك من قبل",
  notWriting: "انتهى وقت كتابة الإجابات",
  noOption: "يلزم اختيار إجابة للتصويت",
  unknownOption: "هذا الخيار غير موجود",
  alreadyVoted: "سبق تسجيل تصويتك",
  notVoting: "ليس وقت التصويت الآن",
  notHiding: "يمكن إخفاء الإجابات أثناء التصويت فقط",
  notSkipping: "يمكن تخطي السؤال أثناء الكتابة أو التصويت فقط",
  notSelector: "ليس دورك في اختيار الفئة",
  unknownSubcategory: "هذه الفئة ليست من الخيارات",
  notPlaying: "مشاركتك تبدأ من المرحلة التالية",
  notNow: "هذا الإجراء غير متاح الآن",
  seenElsewhere: "انتهت الأسئلة الجديدة في هذه الفئة، وبعضكم رأى هذا السؤال من قبل",
  playedHere: "انتهت الأسئلة الجديدة في الفئات المختارة، وهذا سؤال لعبتموه من قبل في هذه الغرفة",
  reused: "انتهت أسئلة الفئات المختارة، فنعيد سؤالًا من هذه اللعبة",
} as const;

/** The notices speak to the group: a women's gathering («جلسة بنات», schema/address.ts) has its own. */
export const TRIVIA_TEXTS = addressed<Record<keyof typeof TRIVIA_TEXT, string>>(TRIVIA_TEXT, {
  seenElsewhere: "انتهت الأسئلة الجديدة في هذه الفئة، وبعضكن رأت هذا السؤال من قبل",
  playedHere: "انتهت الأسئلة الجديدة في الفئات المختارة، وهذا سؤال لعبتنّه من قبل في هذه الغرفة",
});
