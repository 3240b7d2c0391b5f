// The round's prompt: a behaviour to pin on someone, and its picture if it has one.
import { Users } from "lucide-react";
import type { MostLikelyView } from "../../../../../schema/game-views";
import { CardPicture, CardText } from "../shared/card-text";
import { MOST_LIKELY_TEXTS } from "./texts";

const T = MOST_LIKELY_TEXTS.prompt;

export function PromptCard({ question, compact = false }: { question: NonNullable<MostLikelyView["currentQuestion"]>; compact?: boolean }) {
  return (
    <section aria-label={T.label} className="rounded-3xl bg-linear-to-b from-likely/25 to-likely/10 p-4 ring-1 ring-likely/40 sm:p-5">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-night-950/40 px-3 py-1 text-xs font-bold text-[#fda4af]">
        <Users aria-hidden="true" className="size-3.5" />
        {T.label}
      </span>
      <CardText text={question.content} compact={compact} testId="prompt-text" />
      <CardPicture url={question.imageUrl} alt={T.imageAlt} compact={compact} />
    </section>
  );
}
