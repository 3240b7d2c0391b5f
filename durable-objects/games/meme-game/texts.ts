// What the meme game says to players: refusals (spec 001 §5's meanings, worded for everyone as
// docs/arabic-style.md says) and the notice when fresh pictures run out.
import { addressed } from "../../../schema/address";
import { countText, LETTERS } from "../../../schema/arabic-count";
import { CHARACTER_LIMITS } from "../../../schema/limits";

export const MEME_TEXT = {
  // Spec 001 §5.
  bothBoxesRequired: "يلزم ملء النصين الأول والثاني",
  captionRequired: "يلزم كتابة تعليق",
  noChoice: "يلزم اختيار تعليق للتصويت",
  ownCaption: "لا يمكن التصويت لتعليقك",
  // Our own, where the spec gives no words.
  tooManyCaptions: "هذه الصورة فيها مكان لتعليق واحد فقط",
  captionTooLong: `التعليق أطول من ${countText(CHARACTER_LIMITS.memeCaption.max, LETTERS, { oblique: true })}`,
  captionNotClean: "التعليق فيه رموز أو مسافات زائدة، يُرجى تعديله وإرساله مرة أخرى",
  alreadySubmitted: "أرسلت تعليقك من قبل",
  notCaptioning: "انتهى وقت كتابة التعليقات",
  unknownSubmission: "هذا التعليق غير موجود",
  alreadyVoted: "سبق تسجيل تصويتك",
  notVoting: "ليس وقت التصويت الآن",
  notHiding: "يمكن إخفاء التعليقات أثناء التصويت فقط",
  notPlaying: "مشاركتك تبدأ من المرحلة التالية",
  notNow: "هذا الإجراء غير متاح الآن",
  // Notices for everyone when the freshest pictures are used up.
  seenElsewhere: "انتهت الصور الجديدة في هذه الفئة، وبعضكم رأى هذه الصورة من قبل",
  playedHere: "انتهت الصور الجديدة في هذه الفئة، وهذه صورة لعبتموها من قبل في هذه الغرفة",
  reused: "انتهت صور هذه الفئة، فنعيد صورة من هذه اللعبة",
} as const;

/** The notices speak to the group: a women's gathering («جلسة بنات», schema/address.ts) has its own. */
export const MEME_TEXTS = addressed<Record<keyof typeof MEME_TEXT, string>>(MEME_TEXT, {
  seenElsewhere: "انتهت الصور الجديدة في هذه الفئة، وبعضكن رأت هذه الصورة من قبل",
  playedHere: "انتهت الصور الجديدة في هذه الفئة، وهذه صورة لعبتنّها من قبل في هذه الغرفة",
});
