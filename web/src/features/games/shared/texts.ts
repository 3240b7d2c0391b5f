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
    answer: { variant: "destructive", title: "خطأ في الإرسال", description: "فشل إرسال الإجابة. تأكد من الاتصال وحاول مرة أخرى" },
    caption: { variant: "destructive", title: "خطأ في الإرسال", description: "فشل إرسال التعليق. تأكد من الاتصال وحاول مرة أخرى" },
    vote: { variant: "destructive", title: "خطأ في الإرسال", description: "فشل إرسال التصويت. تأكد من الاتصال وحاول مرة أخرى" },
    choice: { variant: "destructive", title: "خطأ في الإرسال", description: "فشل إرسال اختيارك. تأكد من الاتصال وحاول مرة أخرى" },
  },
};

/** The title of a refused game action's toast (spec 001 §8: 'error' with the server message). */
export const ERROR_TOAST_TITLE = "خطأ";

/** An admin action (next round, play again) that could not leave the page. */
export const ACTION_SEND_FAILED: ToastInput = { variant: "destructive", title: "خطأ في الإرسال", description: "تأكد من الاتصال وحاول مرة أخرى" };

/** A seat that left the room: its answers and votes still show, under this name. */
export const LEFT_PLAYER_NAME = "لاعب طلع";
