// The frame of every vote (the question asked and, until the vote is locked, how to answer it;
// the choices; the vote button) and the vote among written answers, in a two-column grid. Trivia
// lets a player vote for their own lie (it fools nobody); «عنّا» shows it marked and not pressable.
import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { TriviaVotePayload } from "../../../../../schema/game-actions";
import { cx } from "../../../ui/cx";
import type { PhaseScreenProps } from "./game-props";
import { useRoundVote, VoteSubmitControl, type VoteState, type VoteTexts } from "./vote-submit";

export interface AnswerOption {
  id: string;
  answer: string;
  isMine?: boolean;
}

/** One pressable choice of a vote: raised while chosen, dimmed once the vote is locked. */
export function choiceClass(base: string, chosen: boolean, off: boolean, chosenLook: string) {
  return cx(
    base,
    chosen ? chosenLook : "bg-white/[0.06] ring-1 ring-white/15 enabled:hover:bg-white/10 enabled:active:bg-white/15",
    off && !chosen && "opacity-60",
    off && "cursor-default",
  );
}

export function AnswerOptionGrid({
  options,
  selected,
  disabled,
  onPick,
  mineLabel,
  ownVotable,
}: {
  options: AnswerOption[];
  selected: string | null;
  disabled: boolean;
  onPick: (id: string) => void;
  mineLabel: string;
  /** The game counts a vote for one's own answer; otherwise it is shown, marked, and not pressable. */
  ownVotable: boolean;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2" data-testid="vote-options">
      {options.map((option) => {
        const chosen = option.id === selected;
        const off = disabled || (!ownVotable && !!option.isMine);
        return (
          <li key={option.id} className="min-w-0">
            <button
              type="button"
              aria-pressed={chosen}
              disabled={off}
              onClick={() => onPick(option.id)}
              data-option-id={option.id}
              data-mine={(!ownVotable && option.isMine) || undefined}
              className={choiceClass(
                "relative flex min-h-20 w-full flex-col items-center justify-center gap-1 rounded-2xl px-2.5 py-3 text-center font-bold leading-snug text-white ring-inset transition [overflow-wrap:anywhere]",
                chosen,
                off,
                "bg-brand-500/25 ring-2 ring-brand-400",
              )}
            >
              {chosen && ownVotable ? <CircleCheck aria-hidden="true" className="absolute top-1.5 start-1.5 size-4 text-brand-300" /> : null}
              <span className="text-base">{option.answer}</span>
              {option.isMine ? (
                <span className="rounded-full bg-gold-500/15 px-2 text-[0.7rem] font-bold leading-5 text-gold-300" data-mine={ownVotable || undefined}>
                  {mineLabel}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The vote's question, and while the vote is open, the hint under or beside it. */
function VoteHeading({ title, hint, open, layout }: { title: ReactNode; hint: string; open: boolean; layout: VoteLayout }) {
  const box = layout === "row" ? "flex items-baseline justify-between gap-2" : layout === "wrap" ? "flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1" : "flex flex-col gap-1";
  return (
    <div className={box}>
      <h2 className="text-lg font-bold text-white">{title}</h2>
      {open ? <p className="text-sm text-white/60">{hint}</p> : null}
    </div>
  );
}

type VoteLayout = "row" | "wrap" | "stack";

/** A vote: its heading, the choices, then the vote button (or what the game puts around it). */
export function VoteSection({
  vote,
  label,
  title,
  hint,
  layout,
  children,
  footer,
}: {
  vote: VoteState;
  /** The choices' name for a screen reader. */
  label: string;
  title: ReactNode;
  hint: string;
  layout: VoteLayout;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section aria-label={label} className="flex flex-col gap-3" data-submission={vote.status}>
      <VoteHeading title={title} hint={hint} open={!vote.locked} layout={layout} />
      {children}
      {footer}
    </section>
  );
}

/** The vote among written answers (bluff trivia, «عنّا»): SUBMIT_VOTE with the picked answer's id. */
export function AnswerVoteForm({
  options,
  guardId,
  texts,
  title,
  layout,
  ownVotable,
  buttonTestId,
  ...room
}: Pick<PhaseScreenProps<{ myVote: string | null; currentPhase: string; phaseSeq: number }>, "state" | "view" | "send" | "subscribe"> & {
  options: AnswerOption[];
  guardId: string;
  texts: VoteTexts & { optionsLabel: string; hint: string; mine: string; noChoiceToast: Parameters<typeof useRoundVote>[1]["noChoiceToast"] };
  title: string;
  layout: VoteLayout;
  ownVotable: boolean;
  buttonTestId?: string;
}) {
  const vote = useRoundVote(room, {
    guardId,
    action: "SUBMIT_VOTE",
    noChoiceToast: texts.noChoiceToast,
    sendVote: (optionId) => room.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId } satisfies TriviaVotePayload }),
  });
  // The server's record wins: after a refresh the page shows the vote it counted.
  const selected = room.view.myVote ?? vote.choice;
  return (
    <VoteSection vote={vote} label={texts.optionsLabel} title={title} hint={texts.hint} layout={layout} footer={<VoteSubmitControl vote={vote} texts={texts} buttonTestId={buttonTestId} />}>
      <AnswerOptionGrid options={options} selected={selected} disabled={vote.locked} onPick={vote.setChoice} mineLabel={texts.mine} ownVotable={ownVotable} />
    </VoteSection>
  );
}
