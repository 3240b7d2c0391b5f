// A typed answer as the room takes it: cleaned before it is sent (spec 001 §5), and counted
// as the limit counts it. Pure: no React, no DOM.
import { cleanAnswer } from "../../../../../schema/arabic";

/** The answer as it will be sent, or null when nothing is left once cleaned. */
export function preparedAnswer(text: string): string | null {
  const answer = cleanAnswer(text);
  return answer === "" ? null : answer;
}

/** Length as the limit counts it: characters, not UTF-16 units. */
export const textLength = (text: string) => [...text].length;
