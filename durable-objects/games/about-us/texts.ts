// What «عنّا» says to players: refusals, and the notice when fresh questions run out.
import { addressed } from "../../../schema/address";
import { WRITTEN_ANSWER_TEXT } from "../shared/answer-texts";

export const ABOUT_US_TEXT = {
  ...WRITTEN_ANSWER_TEXT,
  answerIsTruth: "هذه هي الإجابة الحقيقية! المطلوب إجابة مضللة تخدع الباقين",
  answerTooClose: "إجابتك قريبة جدًا من الإجابة الحقيقية، المطلوب إجابة مضللة مختلفة",
  notAnswering: "انتهى وقت الإجابة عن سؤالك",
  isSubject: "السؤال عنك هذه المرة، فالكتابة للباقين",
  isSubjectVoting: "السؤال عنك هذه المرة، فالتصويت للباقين",
  ownLie: "لا يمكن التصويت لإجابتك",
  seenElsewhere: "انتهت الأسئلة الجديدة، وبعضكم رأى هذا السؤال من قبل",
  playedHere: "انتهت الأسئلة الجديدة، وهذا سؤال لعبتموه من قبل في هذه الغرفة",
  reused: "انتهت الأسئلة، فنعيد سؤالًا من هذه اللعبة",
} as const;

/** The notices speak to the group: a women's gathering («جلسة بنات», schema/address.ts) has its own. */
export const ABOUT_US_TEXTS = addressed<Record<keyof typeof ABOUT_US_TEXT, string>>(ABOUT_US_TEXT, {
  seenElsewhere: "انتهت الأسئلة الجديدة، وبعضكن رأت هذا السؤال من قبل",
  playedHere: "انتهت الأسئلة الجديدة، وهذا سؤال لعبتنّه من قبل في هذه الغرفة",
});
