// The wiring every submit form repeats: the submission guard for this phase, the
// click guard on its button, and the room's refusals of its own action putting the
// form back to idle (plus whatever the form does with the refusal, e.g. an inline hint).
import type { SubmissionKind } from "./texts";
import { useGuardedClick } from "./use-guarded-click";
import { useSubmission } from "./use-submission";
import { useSubmissionErrors, type Subscribe } from "./use-submission-errors";
import type { SubmissionError } from "./submission-errors";

export interface PhaseSubmissionOptions {
  kind: SubmissionKind;
  phaseKey: string;
  /** The server's flag for this player: hasAnswered, hasSubmitted or hasVoted. */
  confirmed: boolean;
  /** The click guard's id, one per form. */
  guardId: string;
  /** The game action this form sends; only its refusals reach the form. */
  action: string;
  subscribe: Subscribe;
  onRefused?: (error: SubmissionError) => void;
}

export function usePhaseSubmission({ kind, phaseKey, confirmed, guardId, action, subscribe, onRefused }: PhaseSubmissionOptions) {
  const submission = useSubmission({ kind, phaseKey, confirmed });
  const click = useGuardedClick(guardId);
  useSubmissionErrors(
    subscribe,
    (error) => {
      submission.refused();
      onRefused?.(error);
    },
    [action],
  );
  return { submission, click };
}
