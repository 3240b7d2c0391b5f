// The sibling-leak check of `npm run content:check`: a room deals a subcategory's questions one
// after another, and each shows its house lies beside the truth. When one question's truth is
// the house lie of another in the same subcategory, a player who saw the second learns (or rules
// out) the first's answer: whatever was shown as a lie there and is offered again here is known.
// Answers are compared as the room compares them (schema/arabic.ts `comparableAnswer`), so «القاهرة»
// and «قاهره» meet.
import { comparableAnswer } from "../schema/arabic";

export interface LeakQuestion {
  content: string;
  correctAnswer: string;
  alternativeAnswer1?: string;
  alternativeAnswer2?: string;
  fakeAnswers: readonly string[];
}

export type SiblingLeakKind =
  /** `question`'s truth is a house lie of `other`. */
  | "lie"
  /** Each is the other's house lie: `question`'s truth is a lie of `other`, and `other`'s truth a lie of `question`. */
  | "mutual";

export interface SiblingLeak<Q extends LeakQuestion = LeakQuestion> {
  kind: SiblingLeakKind;
  question: Q;
  other: Q;
  /** `question`'s true answer as `other` offers it among its lies. */
  answer: string;
}

const truthsOf = (q: LeakQuestion) => [q.correctAnswer, q.alternativeAnswer1, q.alternativeAnswer2].filter((a): a is string => !!a);

/** The first of `q`'s true answers that `other` offers as a house lie, as it is written there. */
function truthAmongLies(q: LeakQuestion, other: LeakQuestion): string | null {
  const lies = new Map(other.fakeAnswers.map((lie) => [comparableAnswer(lie), lie]));
  for (const truth of truthsOf(q)) {
    const lie = lies.get(comparableAnswer(truth));
    if (lie !== undefined) return lie;
  }
  return null;
}

/**
 * Every leak among the questions of one subcategory, in the list's order: a pair that answers
 * each other is one "mutual" finding (not two), any other truth shown as a sibling's lie is a "lie".
 */
export function findSiblingLeaks<Q extends LeakQuestion>(questions: readonly Q[]): SiblingLeak<Q>[] {
  const leaks: SiblingLeak<Q>[] = [];
  questions.forEach((question, i) =>
    questions.forEach((other, j) => {
      if (i === j) return;
      const answer = truthAmongLies(question, other);
      if (answer === null) return;
      const back = truthAmongLies(other, question) !== null;
      if (!back) leaks.push({ kind: "lie", question, other, answer });
      else if (i < j) leaks.push({ kind: "mutual", question, other, answer });
    }),
  );
  return leaks;
}

/** A finding as content:check prints it. */
export function describeSiblingLeak(place: string, leak: SiblingLeak): string {
  const how = leak.kind === "mutual" ? "answer each other" : "(the second shows the first's truth as a lie)";
  return `sibling leak in «${place}»: «${leak.question.content}» and «${leak.other.content}» ${how}: «${leak.answer}»`;
}

/** Every subcategory's leaks, as content:check counts and prints them. */
export function siblingLeakProblems(categories: readonly { subcategories: readonly { nameAr: string; questions: readonly LeakQuestion[] }[] }[]): string[] {
  return categories.flatMap((c) => c.subcategories.flatMap((s) => findSiblingLeaks(s.questions).map((leak) => describeSiblingLeak(s.nameAr, leak))));
}
