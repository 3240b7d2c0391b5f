// Admin trivia questions (spec 002 §7): their list's key and the duplicate check of a
// pasted table. Add, edit, delete and import are row-editing.tsx's, as for every content kind.
import { adminApi } from "../../../admin/queries";
import { CONTENT_KEY } from "../../../admin/content/keys";

/** The list itself is kept by the shared list panel (ui/use-list-query.ts) under this key. */
export const QUESTIONS_KEY = [...CONTENT_KEY, "questions"] as const;

export function checkDuplicates(subcategoryId: number, contents: string[]) {
  return adminApi<{ duplicates: number[] }>("POST", "/api/admin/questions/duplicates", { subcategoryId, contents });
}
