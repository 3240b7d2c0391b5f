// Admin trivia questions (spec 002 §7): a server-filtered page, add, bulk import,
// duplicate check, edit, delete. Every change refetches the content lists.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminQuestion, BulkQuestions, BulkResult, ContentPage, CreateQuestion, UpdateQuestion } from "../../../../../../schema/api/content";
import { adminApi } from "../../queries";
import { CONTENT_KEY, listQuery } from "../keys";

export interface QuestionFilters {
  categoryId?: string;
  subcategoryId?: string;
  search?: string;
  page: number;
}

export function useQuestions(filters: QuestionFilters) {
  const query = listQuery({ gameId: 1, categoryId: filters.categoryId, subcategoryId: filters.subcategoryId, search: filters.search, page: filters.page });
  return useQuery({
    queryKey: [...CONTENT_KEY, "questions", query],
    queryFn: ({ signal }) => adminApi<ContentPage<AdminQuestion>>("GET", `/api/admin/questions${query}`, undefined, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

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
