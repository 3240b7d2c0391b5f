// Admin trivia questions (spec 002 §7): add, bulk import,
// duplicate check, edit, delete. Every change refetches the content lists.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminQuestion, BulkQuestions, BulkResult, CreateQuestion, UpdateQuestion } from "../../../../../../schema/api/content";
import { adminApi } from "../../queries";
import { CONTENT_KEY } from "../keys";

/** The list itself is kept by the shared list panel (ui/use-list-query.ts) under this key. */
export const QUESTIONS_KEY = [...CONTENT_KEY, "questions"] as const;

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: CONTENT_KEY });
}

export function useCreateQuestion() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateQuestion) => adminApi<AdminQuestion>("POST", "/api/admin/questions", body), onSettled: refresh });
}

export function useUpdateQuestion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateQuestion }) => adminApi<AdminQuestion>("PUT", `/api/admin/questions/${id}`, body),
    onSettled: refresh,
  });
}

export function useDeleteQuestion() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => adminApi<{ success: boolean }>("DELETE", `/api/admin/questions/${id}`), onSettled: refresh });
}

export function useImportQuestions() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: BulkQuestions) => adminApi<BulkResult>("POST", "/api/admin/questions/bulk", body), onSettled: refresh });
}

export function checkDuplicates(subcategoryId: number, contents: string[]) {
  return adminApi<{ duplicates: number[] }>("POST", "/api/admin/questions/duplicates", { subcategoryId, contents });
}
