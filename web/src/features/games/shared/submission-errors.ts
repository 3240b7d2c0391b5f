// Reading the room's `submission-error` (a refused game action). Some of them are
// hints that belong under the submit button, not toasts (spec 001 §5): the lie is
// the correct answer, or too close to it. The server marks those with `hint`; the
// codes are checked too so an older room still gets it right.
import type { ServerMessage } from "../../../../../schema/protocol";
import type { ToastInput } from "../../../ui/toast";
import { ERROR_TOAST_TITLE } from "./texts";

export const HINT_CODES: ReadonlySet<string> = new Set(["answer_correct", "answer_too_close"]);

export interface SubmissionError {
  message: string;
  action: string | null;
  code: string | null;
  /** Shown inline under the submit button, and the player writes again. */
  hint: boolean;
}

export function readSubmissionError(message: ServerMessage): SubmissionError | null {
  if (message.type !== "submission-error") return null;
  const { message: text, action, code, hint } = message.data;
  return { message: text, action: action ?? null, code: code ?? null, hint: hint === true || (!!code && HINT_CODES.has(code)) };
}

/** The toast of a refusal that is not a hint; null for hints. */
export function submissionErrorToast(error: SubmissionError): ToastInput | null {
  if (error.hint) return null;
  return { variant: "destructive", title: ERROR_TOAST_TITLE, description: error.message };
}
