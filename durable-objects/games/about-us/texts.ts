// What «عنّا» says to players: refusals, and the notice when fresh questions run out.
import { addressed } from "../../../schema/address";
import { countText, LETTERS } from "../../../schema/arabic-count";
import { CHARACTER_LIMITS } from "../../../schema/limits";

export const ABOUT_US_TEXT = {
  emptyAnswer: "يلزم كتابة إجابة قبل الإرسال",
  answerTooLong: `الإجابة أطول من ${countText(CHARACTER_LIMITS.triviaAnswer.max, LETTERS, { oblique: true })}`,
  answerNotClean: "الإجابة فيها رموز أو مسافات زائدة، يُرجى تعديلها وإرسالها مرة أخرى",
  answerIsTruth: "هذه هي الإجابة الحقيقية! المطلوب إجابة مضللة تخدع الباقين",
  answerTooClose: "إجابتك قريبة جدًا من الإجابة الحقيقية، المطلوب إجابة مضللة مختلفة",
  alreadyAnswered: "أرسلت إجابتك من قبل",
  notAnswering: "انتهى وقت الإجابة عن سؤالك",
  notWriting: "انتهى وقت كتابة الإجابات",
  isSubject: "السؤال عنك هذه المرة، فالكتابة للباقين",
  isSubjectVoting: "السؤال عنك هذه المرة، فالتصويت للباقين",
  noOption: "يلزم اختيار إجابة للتصويت",
  unknownOption: "هذا الخيار غير موجود",
  ownLie: "لا يمكن التصويت لإجابتك",
  alreadyVoted: "سبق تسجيل تصويتك",
  notVoting: "ليس وقت التصويت الآن",
  notHiding: "يمكن إخفاء الإجابات أثناء التصويت فقط",
  notSkipping: "يمكن تخطي السؤال أثناء الكتابة أو التصويت فقط",
  notPlaying: "مشاركتك تبدأ من المرحلة التالية",
  notNow: "هذا الإجراء غير متاح الآن",
  seenElsewhere: "انتهت الأسئلة الجديدة، وبعضكم رأى هذا السؤال من قبل",
  playedHere: "انتهت الأسئلة الجديدة، وهذا سؤال لعبتموه من قبل في هذه الغرفة",
  reused: "انتهت الأسئلة، فنعيد سؤالًا من هذه اللعبة",
} as const;

/** The notices speak to the group: a women's gathering («جلسة بنات», schema/address.ts) has its own. */
export const ABOUT_US_TEXTS = addressed<Record<keyof typeof ABOUT_US_TEXT, string>>(ABOUT_US_TEXT, {
  seenElsewhere: "انتهت الأسئلة الجديدة، وبعضكن رأت هذا السؤال من قبل",
  playedHere: "انتهت الأسئلة الجديدة، وهذا سؤال لعبتنّه من قبل في هذه الغرفة",
});
