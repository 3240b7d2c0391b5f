// Bulk changes and the undo of a delete: one route for every content type,
// POST /api/admin/bulk/:kind; each change refetches the lists under `refetch`.
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { BulkChange, BulkChangeResult, BulkKind } from "../../../../../schema/api/content-bulk";
import { adminApi } from "../queries";
import { CONTENT_KEY } from "./keys";

export function useBulkChange(kind: BulkKind, refetch: QueryKey = CONTENT_KEY) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: BulkChange) => adminApi<BulkChangeResult>("POST", `/api/admin/bulk/${kind}`, change),
    onSettled: () => void client.invalidateQueries({ queryKey: refetch }),
  });
}
