// Admin meme pictures (spec 002 §7): a server-filtered page of the grid, add, bulk add, edit, delete.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminMemeImage, BulkMemeImages, BulkResult, ContentPage, CreateMemeImage, UpdateMemeImage } from "../../../../../../schema/api/content";
import { adminApi } from "../../queries";
import { CONTENT_KEY, listQuery } from "../keys";

export function useMemeImages(filters: { categoryId?: string; search?: string; page: number }) {
  const query = listQuery({ gameId: 2, categoryId: filters.categoryId, search: filters.search, page: filters.page, pageSize: 48 });
  return useQuery({
    queryKey: [...CONTENT_KEY, "meme-images", query],
    queryFn: ({ signal }) => adminApi<ContentPage<AdminMemeImage>>("GET", `/api/admin/meme-images${query}`, undefined, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

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
