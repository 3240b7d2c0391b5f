// The round's question: its subcategory badge, the text, and the picture if it has one.
import { Tag } from "lucide-react";
import type { TriviaQuestionView } from "../../../../../schema/game-views";
import { CardPicture, CardText } from "../shared/card-text";
import { TRIVIA_TEXTS } from "./texts";

export function QuestionCard({ question, compact = false }: { question: TriviaQuestionView; compact?: boolean }) {
  return (
    <section aria-label="السؤال" className="rounded-3xl bg-linear-to-b from-trivia/25 to-trivia/10 p-4 ring-1 ring-trivia/40 sm:p-5">
      {question.subcategory.nameAr ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-night-950/40 px-3 py-1 text-xs font-bold text-[#c4b5fd]" data-testid="subcategory-badge">
          <Tag aria-hidden="true" className="size-3.5" />
          {question.subcategory.nameAr}
        </span>
      ) : null}
      <CardText text={question.content} compact={compact} testId="question-text" />
      <CardPicture url={question.imageUrl} alt={TRIVIA_TEXTS.writing.imageAlt} compact={compact} />
    </section>
  );
}
