// What bluff trivia says to players: refusals, and the notice when fresh questions run out.
import { CHARACTER_LIMITS } from "../../../schema/limits";

export const TRIVIA_TEXT = {
  emptyAnswer: "لازم تكتب إجابة قبل الإرسال",
  answerTooLong: `الإجابة أطول من ${CHARACTER_LIMITS.triviaAnswer.max} حرف`,
  answerNotClean: "الإجابة فيها رموز أو مسافات زايدة، عدّلها وأرسلها مرة ثانية",
  answerIsCorrect: "هذي هي الإجابة الصحيحة! اكتب إجابة مضللة عشان تخدع الباقين",
  answerTooClose: "إجابتك قريبة مرة من الإجابة الصحيحة، اكتب إجابة مضللة مختلفة",
  alreadyAnswered: "أرسلت إجابتك من قبل",
  notWriting: "وقت كتابة الإجابات انتهى",
  noOption: "لازم تختار إجابة للتصويت",
  unknownOption: "هذا الخيار مو موجود",
  alreadyVoted: "صوّت من قبل",
  notVoting: "مو وقت التصويت",
  notHiding: "يمكن إخفاء الإجابات أثناء التصويت فقط",
  notSkipping: "يمكن تخطي السؤال أثناء الكتابة أو التصويت فقط",
  notSelector: "مو دورك تختار الفئة",
  unknownSubcategory: "هذي الفئة مو من الخيارات",
  notPlaying: "تشارك من المرحلة الجاية",
  notNow: "هذا الإجراء مو متاح الحين",
  seenElsewhere: "الأسئلة الجديدة في هذي الفئة خلصت، وفيه منكم من شاف هذا السؤال قبل",
  playedHere: "خلصت الأسئلة الجديدة في الفئات المختارة، هذا سؤال لعبتوه قبل في هذي الغرفة",
  reused: "خلصت أسئلة الفئات المختارة، نعيد سؤال من هذي اللعبة",
} as const;
