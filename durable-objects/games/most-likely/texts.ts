// What most likely says to players: refusals, and the notice when fresh prompts run out.

export const MOST_LIKELY_TEXT = {
  noPlayer: "لازم تختار لاعب للتصويت",
  unknownPlayer: "هذا اللاعب مو موجود في الغرفة",
  alreadyVoted: "صوّت من قبل",
  notVoting: "مو وقت التصويت",
  notPlaying: "تصوّت من الجولة الجاية",
  notNow: "هذا الإجراء مو متاح الحين",
  seenElsewhere: "الأسئلة الجديدة في هذي الفئة خلصت، وفيه منكم من شاف هذا السؤال قبل",
  playedHere: "خلصت الأسئلة الجديدة في هذي الفئة، هذا سؤال لعبتوه قبل في هذي الغرفة",
  reused: "خلصت أسئلة هذي الفئة، نعيد سؤال من هذي اللعبة",
} as const;
