// Admin most-likely prompts (spec 002 §7): a server-filtered page, add, table import, edit, delete.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminMostLikely, BulkMostLikely, BulkResult, ContentPage, CreateMostLikely, UpdateMostLikely } from "../../../../../../schema/api/content";
import { adminApi } from "../../queries";
import { CONTENT_KEY, listQuery } from "../keys";

export function useMostLikely(filters: { categoryId?: string; search?: string; page: number }) {
  const query = listQuery({ gameId: 3, categoryId: filters.categoryId, search: filters.search, page: filters.page });
  return useQuery({
    queryKey: [...CONTENT_KEY, "most-likely-questions", query],
    queryFn: ({ signal }) => adminApi<ContentPage<AdminMostLikely>>("GET", `/api/admin/most-likely-questions${query}`, undefined, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: CONTENT_KEY });
}

export function useCreateMostLikely() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateMostLikely) => adminApi<AdminMostLikely>("POST", "/api/admin/most-likely-questions", body), onSettled: refresh });
}
export function useUpdateMostLikely() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMostLikely }) => adminApi<AdminMostLikely>("PUT", `/api/admin/most-likely-questions/${id}`, body),
    onSettled: refresh,
  });
}
export function useDeleteMostLikely() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => adminApi<{ success: boolean }>("DELETE", `/api/admin/most-likely-questions/${id}`), onSettled: refresh });
}
export function useImportMostLikely() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: BulkMostLikely) => adminApi<BulkResult>("POST", "/api/admin/most-likely-questions/bulk", body), onSettled: refresh });
}
