// The admin's trash: the page of deleted rows and «استعادة», which refreshes the trash
// and every admin list the row returns to.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TrashItem, TrashKind, TrashPage } from "../../../../../schema/api/trash";
import { ADMIN_KEY_ROOT, adminApi } from "../queries";

export const TRASH_KEY = [ADMIN_KEY_ROOT, "trash"] as const;

export function useTrash(kind: TrashKind | "", page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (kind) params.set("kind", kind);
  return useQuery({
    queryKey: [...TRASH_KEY, params.toString()],
    queryFn: ({ signal }) => adminApi<TrashPage>("GET", `/api/admin/trash?${params}`, undefined, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: 1,
  });
}

export function useRestoreFromTrash() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<TrashItem, "kind" | "id">) => adminApi<{ success: true; message: string; item: TrashItem }>("POST", "/api/admin/trash/restore", { kind: item.kind, id: item.id }),
    // The row is back in its own list (content, avatars, the blog) and in the log: every admin query is refreshed.
    onSettled: () => client.invalidateQueries({ queryKey: [ADMIN_KEY_ROOT] }),
  });
}
