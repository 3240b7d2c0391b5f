// What bluff trivia says to players: refusals, and the notice when fresh questions run out.
import { addressed } from "../../../schema/address";
import { WRITTEN_ANSWER_TEXT } from "../shared/answer-texts";

export const TRIVIA_TEXT = {
  ...WRITTEN_ANSWER_TEXT,
  answerIsCorrect: "هذه هي الإجابة الصحيحة! المطلوب إجابة مضللة تخدع الباقين",
  answerTooClose: "إجابتك قريبة جدًا من الإجابة الصحيحة، المطلوب إجابة مضللة مختلفة",
  notSelector: "ليس دورك في اختيار الفئة",
  unknownSubcategory: "هذه الفئة ليست من الخيارات",
  seenElsewhere: "انتهت الأسئلة الجديدة في هذه الفئة، وبعضكم رأى هذا السؤال من قبل",
  playedHere: "انتهت الأسئلة الجديدة في الفئات المختارة، وهذا سؤال لعبتموه من قبل في هذه الغرفة",
  reused: "انتهت أسئلة الفئات المختارة، فنعيد سؤالًا من هذه اللعبة",
} as const;

/** The notices speak to the group: a women's gathering («جلسة بنات», schema/address.ts) has its own. */
export const TRIVIA_TEXTS = addressed<Record<keyof typeof TRIVIA_TEXT, string>>(TRIVIA_TEXT, {
  seenElsewhere: "انتهت الأسئلة الجديدة في هذه الفئة، وبعضكن رأت هذا السؤال من قبل",
  playedHere: "انتهت الأسئلة الجديدة في الفئات المختارة، وهذا سؤال لعبتنّه من قبل في هذه الغرفة",
});
