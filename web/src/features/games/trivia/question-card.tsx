// The round's question: its subcategory badge, the text, and the picture if it has one.
import { Tag } from "lucide-react";
import type { TriviaQuestionView } from "../../../../../schema/game-views";
import { cx } from "../../../ui/cx";
import { contentImageUrl } from "../shared/image-url";
import { TRIVIA_TEXTS } from "./texts";

export function QuestionCard({ question, compact = false }: { question: TriviaQuestionView; compact?: boolean }) {
  const image = contentImageUrl(question.imageUrl);
  return (
    <section aria-label="السؤال" className="rounded-3xl bg-linear-to-b from-trivia/25 to-trivia/10 p-4 ring-1 ring-trivia/40 sm:p-5">
      {question.subcategory.nameAr ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-night-950/40 px-3 py-1 text-xs font-bold text-[#c4b5fd]" data-testid="subcategory-badge">
          <Tag aria-hidden="true" className="size-3.5" />
          {question.subcategory.nameAr}
        </span>
      ) : null}
      <h2
        className={cx("mt-2 font-bold leading-relaxed text-balance text-white [overflow-wrap:anywhere]", compact ? "text-lg" : "text-xl sm:text-2xl")}
        data-testid="question-text"
      >
        {question.content}
      </h2>
      {image ? (
        <img
          src={image}
          alt={TRIVIA_TEXTS.writing.imageAlt}
          className={cx("mt-3 w-full rounded-2xl bg-night-950/40 object-contain", compact ? "max-h-40" : "max-h-64")}
          loading="eager"
        />
      ) : null}
    </section>
  );
}
