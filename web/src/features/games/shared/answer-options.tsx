// The answers to vote among, in a two-column grid, and the heading above any vote: the
// question asked and, until the vote is locked, how to answer it. Trivia lets a player vote for
// their own lie (it fools nobody); «عنّا» shows it marked and not pressable.
import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "../../../ui/cx";

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
export function VoteHeading({ title, hint, open, layout }: { title: ReactNode; hint: string; open: boolean; layout: "row" | "wrap" | "stack" }) {
  const box = layout === "row" ? "flex items-baseline justify-between gap-2" : layout === "wrap" ? "flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1" : "flex flex-col gap-1";
  return (
    <div className={box}>
      <h2 className="text-lg font-bold text-white">{title}</h2>
      {open ? <p className="text-sm text-white/60">{hint}</p> : null}
    </div>
  );
}
