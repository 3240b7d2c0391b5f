// What the games where players write an answer and vote among the answers (bluff trivia,
// «عنّا») say alike: the answer's refusals and the phases around it. Each game adds its own.
import { countText, LETTERS } from "../../../schema/arabic-count";
import { CHARACTER_LIMITS } from "../../../schema/limits";

export const WRITTEN_ANSWER_TEXT = {
  emptyAnswer: "يلزم كتابة إجابة قبل الإرسال",
  answerTooLong: `الإجابة أطول من ${countText(CHARACTER_LIMITS.triviaAnswer.max, LETTERS, { oblique: true })}`,
  answerNotClean: "الإجابة فيها رموز أو مسافات زائدة، يُرجى تعديلها وإرسالها مرة أخرى",
  alreadyAnswered: "أرسلت إجابتك من قبل",
  notWriting: "انتهى وقت كتابة الإجابات",
  noOption: "يلزم اختيار إجابة للتصويت",
  unknownOption: "هذا الخيار غير موجود",
  alreadyVoted: "سبق تسجيل تصويتك",
  notVoting: "ليس وقت التصويت الآن",
  notHiding: "يمكن إخفاء الإجابات أثناء التصويت فقط",
  notSkipping: "يمكن تخطي السؤال أثناء الكتابة أو التصويت فقط",
  notPlaying: "مشاركتك تبدأ من المرحلة التالية",
  notNow: "هذا الإجراء غير متاح الآن",
} as const;
