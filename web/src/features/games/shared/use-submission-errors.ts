// Listens to the room's refused game actions (`submission-error`).
import { useEffect, useRef } from "react";
import type { ServerMessage } from "../../../../../schema/protocol";
import { toast } from "../../../ui/toast";
import { readSubmissionError, submissionErrorToast, type SubmissionError } from "./submission-errors";

export type Subscribe = (fn: (message: ServerMessage) => void) => () => void;

/** Calls `onError` for each refusal of one of `actions` (all actions when omitted). */
export function useSubmissionErrors(subscribe: Subscribe, onError: (error: SubmissionError) => void, actions?: readonly string[]) {
  const latest = useRef(onError);
  latest.current = onError;
  const filter = actions?.join("|") ?? "";
  useEffect(
    () =>
      subscribe((message) => {
        const error = readSubmissionError(message);
        if (!error) return;
        if (filter && !filter.split("|").includes(error.action ?? "")) return;
        latest.current(error);
      }),
    [subscribe, filter],
  );
}

/** One listener per game screen: every refusal that is not an inline hint becomes the 'خطأ' toast. */
export function useSubmissionErrorToasts(subscribe: Subscribe) {
  useSubmissionErrors(subscribe, (error) => {
    // A leave that never reached the room is said by the room page (use-ways-out.ts), once.
    if (error.action === "leave_room") return;
    const input = submissionErrorToast(error);
    // A refusal is about this phase's answer or vote: it goes when the phase does.
    if (input) toast({ ...input, phaseBound: true });
  });
}
