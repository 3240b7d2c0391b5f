// The vote every game asks for: pick one, then vote with the guarded button. The
// pick starts from `myVote`, so a vote cast before a refresh stays highlighted; an
// empty pick gets the game's toast instead of a send.
import { CircleCheck, Vote } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import type { RoomView } from "../../../../../schema/protocol";
import { toast, type ToastInput } from "../../../ui/toast";
import { hasVotedHere, phaseKey } from "./rounds";
import type { Subscribe } from "./use-submission-errors";
import { usePhaseSubmission } from "./use-phase-submission";

export interface VoteOptions {
  myVote: string | null;
  /** The server's flag (hasVoted), or `myVote` already set. */
  voted: boolean;
  phaseKey: string;
  guardId: string;
  action: string;
  subscribe: Subscribe;
  noChoiceToast: ToastInput;
  /** Sends the vote for `choice`; true when the frame left. */
  sendVote: (choice: string) => Promise<boolean>;
}

export function useVote({ myVote, voted, phaseKey, guardId, action, subscribe, noChoiceToast, sendVote }: VoteOptions) {
  const [choice, setChoice] = useState<string | null>(myVote);
  const { submission, click } = usePhaseSubmission({ kind: "vote", phaseKey, confirmed: voted, guardId, action, subscribe });

  function vote() {
    click.run(async () => {
      if (!choice) {
        toast({ ...noChoiceToast, phaseBound: true });
        return;
      }
      await submission.submit(() => sendVote(choice));
    });
  }

  return { choice, setChoice, status: submission.status, locked: submission.status !== "idle", clickDisabled: click.disabled, vote };
}

/** useVote in a round's voting phase: the vote the room counted, and whether it counts one, come from the view. */
export function useRoundVote(
  { state, view, subscribe }: { state: RoomView; view: { myVote: string | null; currentPhase: string; phaseSeq: number }; subscribe: Subscribe },
  options: Omit<VoteOptions, "myVote" | "voted" | "phaseKey" | "subscribe">,
) {
  return useVote({ myVote: view.myVote, voted: hasVotedHere(state, view), phaseKey: phaseKey(view), subscribe, ...options });
}

export type VoteState = ReturnType<typeof useVote>;

export interface VoteTexts {
  confirmedTitle: string;
  confirmedNote: string;
  submit: string;
  submitting: string;
}

/** The vote button, or once the room counted the vote, the confirmation in its place. */
export function VoteSubmitControl({
  vote,
  texts,
  confirmedRing = "ring-brand-400/30",
  buttonTestId,
}: {
  vote: VoteState;
  texts: VoteTexts;
  confirmedRing?: string;
  buttonTestId?: string;
}) {
  if (vote.status === "confirmed") {
    return (
      <p role="status" className={cx("flex items-center gap-2 rounded-2xl bg-brand-500/10 px-4 py-3 ring-1", confirmedRing)} data-testid="vote-confirmed">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-brand-300" />
        <span>
          <span className="block font-bold text-white">{texts.confirmedTitle}</span>
          <span className="block text-sm text-white/65">{texts.confirmedNote}</span>
        </span>
      </p>
    );
  }
  const submitting = vote.status === "submitting";
  return (
    <Button
      size="lg"
      className="w-full"
      onClick={vote.vote}
      loading={submitting}
      disabled={vote.locked || vote.clickDisabled}
      icon={<Vote aria-hidden="true" className="size-5" />}
      data-testid={buttonTestId}
    >
      {submitting ? texts.submitting : texts.submit}
    </Button>
  );
}
