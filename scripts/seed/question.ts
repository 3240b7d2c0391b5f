import type { SeedTriviaQuestion } from "./types";

/** One question on one line: the content, the truth, three lies, where to check it, other spellings of the truth. */
export function q(
  content: string,
  correctAnswer: string,
  fakeAnswers: [string, string, string],
  source: string,
  alternatives: [string?, string?] = [],
): SeedTriviaQuestion {
  const [alternativeAnswer1, alternativeAnswer2] = alternatives;
  return {
    content,
    correctAnswer,
    ...(alternativeAnswer1 ? { alternativeAnswer1 } : {}),
    ...(alternativeAnswer2 ? { alternativeAnswer2 } : {}),
    fakeAnswers,
    source,
  };
}
