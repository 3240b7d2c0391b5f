// What most likely says to players: refusals, and the notice when fresh prompts run out.

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
