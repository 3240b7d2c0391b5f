// What the meme game says to players: refusals (spec 001 §5 where it gives the
// words) and the notice when fresh pictures run out.
import { CHARACTER_LIMITS } from "../../../schema/limits";

export const MEME_TEXT = {
  // Spec 001 §5, word for word.
  bothBoxesRequired: "لازم تعبي النص الأول والثاني",
  captionRequired: "لازم تكتب تعليق",
  noChoice: "لازم تختار تعليق للتصويت",
  ownCaption: "ما تقدر تصوّت لتعليقك",
  // Our own, where the spec gives no words.
  tooManyCaptions: "هذي الصورة فيها مكان لتعليق واحد بس",
  captionTooLong: `التعليق أطول من ${CHARACTER_LIMITS.memeCaption.max} حرف`,
  captionNotClean: "التعليق فيه رموز أو مسافات زايدة، عدّله وأرسله مرة ثانية",
  alreadySubmitted: "أرسلت تعليقك من قبل",
  notCaptioning: "وقت كتابة التعليقات انتهى",
  unknownSubmission: "هذا التعليق مو موجود",
  alreadyVoted: "صوّت من قبل",
  notVoting: "مو وقت التصويت",
  notHiding: "يمكن إخفاء التعليقات أثناء التصويت فقط",
  notPlaying: "تشارك من المرحلة الجاية",
  notNow: "هذا الإجراء مو متاح الحين",
  // Notices for everyone when the freshest pictures are used up.
  seenElsewhere: "الصور الجديدة في هذي الفئة خلصت، وفيه منكم من شاف هذي الصورة قبل",
  playedHere: "خلصت الصور الجديدة في هذي الفئة، هذي صورة لعبتوها قبل في هذي الغرفة",
  reused: "خلصت صور هذي الفئة، نعيد صورة من هذي اللعبة",
} as const;
