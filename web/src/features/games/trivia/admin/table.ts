// The pasted trivia table (spec 002 §5): one line per question, tab-separated in the
// order question, correct answer, alt 1, alt 2, fake 1, fake 2, fake 3, image URL.
// A row is valid only when question, correct answer and the three fakes are filled.
import { CONTENT_LIMITS } from "../../../../../../schema/limits";
import { importSummary, parseTable } from "../../../admin/content/paste-table";

export { importSummary, parseTable };

export const TRIVIA_COLUMNS = [
  { key: "content", label: "السؤال", required: true },
  { key: "correctAnswer", label: "الإجابة الصحيحة", required: true },
  { key: "alternativeAnswer1", label: "إجابة بديلة 1", required: false },
  { key: "alternativeAnswer2", label: "إجابة بديلة 2", required: false },
  { key: "fakeAnswer1", label: "إجابة خاطئة 1", required: true },
  { key: "fakeAnswer2", label: "إجابة خاطئة 2", required: true },
  { key: "fakeAnswer3", label: "إجابة خاطئة 3", required: true },
  { key: "imageUrl", label: "رابط الصورة", required: false },
] as const;

export type TriviaColumn = (typeof TRIVIA_COLUMNS)[number]["key"];
export type TriviaRow = Record<TriviaColumn, string>;

export const emptyTriviaRow = (): TriviaRow => Object.fromEntries(TRIVIA_COLUMNS.map((c) => [c.key, ""])) as TriviaRow;

export const parseTriviaTable = (text: string) => parseTable(text, TRIVIA_COLUMNS.map((c) => c.key));

/** The required cells a row is missing (empty means the row can be sent). */
export function missingCells(row: TriviaRow): TriviaColumn[] {
  const missing: TriviaColumn[] = TRIVIA_COLUMNS.filter((c) => c.required && !row[c.key].trim()).map((c) => c.key);
  if (row.content.trim() && row.content.trim().length < CONTENT_LIMITS.questionMin) missing.push("content");
  return missing;
}

export const isCompleteRow = (row: TriviaRow) => missingCells(row).length === 0;
