// Admin meme pictures (spec 002 §7): add, bulk add, edit, delete.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMemeImage, BulkMemeImages, BulkResult, CreateMemeImage, UpdateMemeImage } from "../../../../../../schema/api/content";
import { adminApi } from "../../queries";
import { CONTENT_KEY } from "../keys";

/** The grid itself is kept by the shared list panel (ui/use-list-query.ts) under this key. */
export const MEMES_KEY = [...CONTENT_KEY, "meme-images"] as const;

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: CONTENT_KEY });
}

export function useCreateMeme() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateMemeImage) => adminApi<AdminMemeImage>("POST", "/api/admin/meme-images", body), onSettled: refresh });
}
export function useUpdateMeme() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMemeImage }) => adminApi<AdminMemeImage>("PUT", `/api/admin/meme-images/${id}`, body),
    onSettled: refresh,
  });
}
export function useDeleteMeme() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => adminApi<{ success: boolean }>("DELETE", `/api/admin/meme-images/${id}`), onSettled: refresh });
}
export function useBulkMemes() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: BulkMemeImages) => adminApi<BulkResult>("POST", "/api/admin/meme-images/bulk", body), onSettled: refresh });
}
