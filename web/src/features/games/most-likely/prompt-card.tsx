// The round's prompt: a behaviour to pin on someone, and its picture if it has one.
import { Users } from "lucide-react";
import type { MostLikelyView } from "../../../../../schema/game-views";
import { cx } from "../../../ui/cx";
import { contentImageUrl } from "../shared/image-url";
import { MOST_LIKELY_TEXTS } from "./texts";

const T = MOST_LIKELY_TEXTS.prompt;

export function PromptCard({ question, compact = false }: { question: NonNullable<MostLikelyView["currentQuestion"]>; compact?: boolean }) {
  const image = contentImageUrl(question.imageUrl);
  return (
    <section aria-label={T.label} className="rounded-3xl bg-linear-to-b from-likely/25 to-likely/10 p-4 ring-1 ring-likely/40 sm:p-5">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-night-950/40 px-3 py-1 text-xs font-bold text-[#fda4af]">
        <Users aria-hidden="true" className="size-3.5" />
        {T.label}
      </span>
      <h2
        className={cx("mt-2 font-bold leading-relaxed text-balance text-white [overflow-wrap:anywhere]", compact ? "text-lg" : "text-xl sm:text-2xl")}
        data-testid="prompt-text"
      >
        {question.content}
      </h2>
      {image ? (
        <img
          src={image}
          alt={T.imageAlt}
          className={cx("mt-3 w-full rounded-2xl bg-night-950/40 object-contain", compact ? "max-h-40" : "max-h-64")}
          loading="eager"
        />
      ) : null}
    </section>
  );
}
