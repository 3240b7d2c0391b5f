// The one-line text box of the writing phases, with its «n/max» counter inside the end edge;
// the counter turns gold at the limit, the ring gold when the box is marked wrong; and the
// gold line under the boxes that says why (a box left empty, the room's hint).
import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cx } from "../../../ui/cx";
import { textLength } from "./answer-text";

export function CountedTextInput({
  value,
  max,
  marked,
  counterTestId,
  endPadding,
  ...input
}: Omit<ComponentProps<"input">, "value" | "maxLength" | "className"> & {
  value: string;
  max: number;
  /** Rings the box in gold: the room refused what it holds, or it was left empty. */
  marked: boolean;
  counterTestId: string;
  /** Room at the end for the counter (the counter of a longer limit is wider). */
  endPadding: "pe-16" | "pe-18";
}) {
  const length = textLength(value);
  return (
    <div className="relative">
      <input
        type="text"
        value={value}
        maxLength={max}
        autoComplete="off"
        {...input}
        className={cx(
          `min-h-13 w-full rounded-2xl bg-night-950/50 py-3 ps-4 ${endPadding} text-lg text-white ring-1 ring-inset focus:outline-none focus:ring-2 disabled:opacity-60`,
          marked ? "ring-gold-400/60 focus:ring-gold-400" : "ring-white/15 focus:ring-brand-400",
        )}
      />
      {/* dir sits on the inner span: on the positioned one it would turn `end` into the right side. */}
      <span className={cx("pointer-events-none absolute inset-y-0 end-3 flex items-center text-xs tabular-nums", length >= max ? "text-gold-300" : "text-white/45")}>
        <span dir="ltr" data-testid={counterTestId}>
          {length}/{max}
        </span>
      </span>
    </div>
  );
}

/** Why the form cannot go as it is: announced at once, tied to the boxes by `id`. */
export function InputAlert({ id, icon: Icon, testId, answer, spaced, children }: { id: string; icon: LucideIcon; testId: string; answer?: string; spaced: boolean; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className={cx(spaced && "mt-3", "flex items-start gap-2 rounded-2xl bg-gold-500/10 px-3 py-2 text-sm leading-6 text-gold-300 ring-1 ring-inset ring-gold-400/25")}
      data-testid={testId}
      data-answer={answer}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
