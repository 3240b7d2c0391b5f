// Admin most-likely prompts (spec 002 §7): add, table import, edit, delete.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMostLikely, BulkMostLikely, BulkResult, CreateMostLikely, UpdateMostLikely } from "../../../../../../schema/api/content";
import { adminApi } from "../../queries";
import { CONTENT_KEY } from "../keys";

/** The list itself is kept by the shared list panel (ui/use-list-query.ts) under this key. */
export const MOST_LIKELY_KEY = [...CONTENT_KEY, "most-likely-questions"] as const;

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
