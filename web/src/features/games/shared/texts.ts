// The submission toasts of spec 001 §8, per kind of submission, quoted exactly where
// the specification gives them. Captions reuse the answer wording; the vote's send
// failure follows the answer's sentence with the word for a vote.
import type { ToastInput } from "../../../ui/toast";

/** What is being sent: a written answer, a caption, a vote, or a choice (e.g. the trivia subcategory). */
export type SubmissionKind = "answer" | "caption" | "vote" | "choice";

const RETRY = "يرجى المحاولة مرة أخرى";

export const SUBMISSION_TOASTS: Record<"timeout" | "sendFailed", Record<SubmissionKind, ToastInput>> = {
  timeout: {
    answer: { variant: "destructive", title: "انتهت مهلة الإرسال", description: RETRY },
    caption: { variant: "destructive", title: "انتهت مهلة الإرسال", description: RETRY },
    vote: { variant: "destructive", title: "انتهت مهلة التصويت", description: RETRY },
    choice: { variant: "destructive", title: "انتهت مهلة الإرسال", description: RETRY },
  },
  sendFailed: {
    answer: { variant: "destructive", title: "خطأ في الإرسال", description: "فشل إرسال الإجابة. يُرجى التأكد من الاتصال والمحاولة مرة أخرى" },
    caption: { variant: "destructive", title: "خطأ في الإرسال", description: "فشل إرسال التعليق. يُرجى التأكد من الاتصال والمحاولة مرة أخرى" },
    vote: { variant: "destructive", title: "خطأ في الإرسال", description: "فشل إرسال التصويت. يُرجى التأكد من الاتصال والمحاولة مرة أخرى" },
    choice: { variant: "destructive", title: "خطأ في الإرسال", description: "فشل إرسال اختيارك. يُرجى التأكد من الاتصال والمحاولة مرة أخرى" },
  },
};

/** The title of a refused game action's toast (spec 001 §8: 'error' with the server message). */
export const ERROR_TOAST_TITLE = "خطأ";

/** A seat that left the room: its answers and votes still show, under this name. */
export const LEFT_PLAYER_NAME = "لاعب سابق";

/** The admin's button in round results (spec 001 §2): kill round, final ranking, or next round. */
export const NEXT_ROUND_LABELS = { killRound: "جولة الحسم", finalRanking: "الترتيب النهائي", nextRound: "الجولة التالية" } as const;

/** Under the round results, for everyone but the admin. */
export const waitingForAdmin = (name: string | null) => (name ? `بانتظار ${name} لإكمال اللعبة...` : "بانتظار مشرف الغرفة لإكمال اللعبة...");

/** The end of a game (spec 001 §4): the admin restarts, goes back to the lobby or closes the room; others leave. */
export const GAME_END_TEXTS = {
  title: "الترتيب النهائي",
  playAgain: "اللعب مرة أخرى بالإعدادات نفسها",
  backToLobby: "رجوع للوبي",
  closeRoom: "إغلاق الغرفة",
  closeConfirm: { title: "إغلاق الغرفة؟", description: "سيخرج الجميع من الغرفة، ولن يتمكن أحد من العودة إليها.", label: "إغلاق الغرفة" },
  leave: "مغادرة الغرفة",
  noScores: "لا نقاط بعد",
} as const;

/** A seat taken mid-phase: they watch and play from the next phase. */
export const WATCHING_TEXTS = {
  title: "مشاهدة هذه الجولة",
  note: "دخلت والجولة جارية، ومشاركتك تبدأ من المرحلة التالية.",
} as const;

/** A written answer's form (bluff trivia, «عنّا»): its button, the empty answer's toast and the confirmation. */
export const ANSWER_FORM_TEXTS = {
  submit: "إرسال الإجابة",
  submitting: "جاري الإرسال...",
  emptyToast: { variant: "destructive" as const, title: "إجابة فارغة", description: "يلزم كتابة إجابة قبل الإرسال" },
  confirmedTitle: "وصلت إجابتك!",
  confirmedNote: "بانتظار باقي اللاعبين يكتبون...",
} as const;

/** The vote among written answers (bluff trivia, «عنّا»): the hint, one's own answer's mark, the button and the confirmation. */
export const ANSWER_VOTE_TEXTS = {
  hint: "اختاروا الإجابة التي تظنونها صحيحة",
  mine: "إجابتك",
  submit: "تصويت",
  submitting: "جاري التصويت...",
  noChoiceToast: { variant: "destructive" as const, title: "لم تُختر إجابة", description: "يلزم اختيار إجابة للتصويت" },
  confirmedTitle: "تم التصويت!",
  confirmedNote: "بانتظار باقي اللاعبين يصوتون...",
  optionsLabel: "الإجابات",
} as const;

/** Marks, in the results, what this player voted for. */
export const YOUR_VOTE = "صوتك";
