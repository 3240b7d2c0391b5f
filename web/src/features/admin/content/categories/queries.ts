// Admin categories and subcategories of every game (spec 002 §4, §7): the tree,
// add, edit, delete, reorder and the optimistic active toggles (restored on failure).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminCategory,
  AdminSubcategory,
  ContentPage,
  ContentReorderDirection,
  CreateCategory,
  CreateSubcategory,
  UpdateCategory,
  UpdateSubcategory,
} from "../../../../../../schema/api/content";
import { adminApi } from "../../queries";
import { CONTENT_KEY } from "../keys";

/** The game filter is part of the key only (spec 002 §7): the list itself is every game's. */
export const categoriesKey = (gameFilter: string) => [...CONTENT_KEY, "categories-with-subcategories", gameFilter] as const;
const ALL_CATEGORIES = [...CONTENT_KEY, "categories-with-subcategories"] as const;
/** The categories tab's pages (kept by the shared list panel) sit under the tree's key, so the optimistic changes reach them too. */
export const CATEGORY_PAGES_KEY = [...ALL_CATEGORIES, "pages"] as const;

type Cached = AdminCategory[] | ContentPage<AdminCategory> | undefined;

export function useContentCategories(gameFilter = "all") {
  return useQuery({
    queryKey: categoriesKey(gameFilter),
    queryFn: ({ signal }) => adminApi<AdminCategory[]>("GET", "/api/admin/categories-with-subcategories", undefined, signal),
    select: (list) => (gameFilter === "all" ? list : list.filter((c) => String(c.gameId) === gameFilter)),
    retry: 1,
  });
}

/** The categories of one game, for a content form's select. */
export function useGameCategories(gameId: number) {
  return useContentCategories(String(gameId));
}

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: CONTENT_KEY });
}

/** Changes every cached copy of the tree (each game filter has one) and gives back the old copies. */
function useOptimisticTree() {
  const client = useQueryClient();
  return {
    async apply(update: (list: AdminCategory[]) => AdminCategory[]) {
      await client.cancelQueries({ queryKey: ALL_CATEGORIES });
      const previous = client.getQueriesData<Cached>({ queryKey: ALL_CATEGORIES });
      client.setQueriesData<Cached>({ queryKey: ALL_CATEGORIES }, (data) => (Array.isArray(data) ? update(data) : data ? { ...data, items: update(data.items) } : data));
      return previous;
    },
    restore(previous: [readonly unknown[], Cached][] | undefined) {
      for (const [key, data] of previous ?? []) client.setQueryData(key, data);
    },
  };
}

export function useCreateCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateCategory) => adminApi<AdminCategory>("POST", "/api/admin/categories", body), onSettled: refresh });
}

export function useUpdateCategory() {
  const refresh = useRefresh();
  const tree = useOptimisticTree();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCategory }) => adminApi<AdminCategory>("PUT", `/api/admin/categories/${id}`, body),
    // Only the active toggle is shown before the server answers (spec 002 §4).
    onMutate: async ({ id, body }) =>
      Object.keys(body).join() === "isActive" ? { previous: await tree.apply((list) => list.map((c) => (c.id === id ? { ...c, isActive: !!body.isActive } : c))) } : {},
    onError: (_e, _v, context) => tree.restore(context?.previous),
    onSettled: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => adminApi<{ success: boolean }>("DELETE", `/api/admin/categories/${id}`), onSettled: refresh });
}

/** Swaps an item with its neighbour in a list in display order. */
export function moveItem<T extends { id: number; displayOrder: number }>(list: T[], id: number, direction: ContentReorderDirection): T[] {
  const from = list.findIndex((t) => t.id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next.map((t, index) => ({ ...t, displayOrder: index }));
}

export function useReorderCategory() {
  const refresh = useRefresh();
  const tree = useOptimisticTree();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: ContentReorderDirection }) => adminApi<AdminCategory[]>("POST", `/api/admin/categories/${id}/reorder`, { direction }),
    onMutate: async ({ id, direction }) => ({
      previous: await tree.apply((list) => {
        const moved = list.find((c) => c.id === id);
        if (!moved) return list;
        const siblings = moveItem(list.filter((c) => c.gameId === moved.gameId), id, direction);
        const others = list.filter((c) => c.gameId !== moved.gameId);
        return [...others, ...siblings].sort((a, b) => a.gameId - b.gameId || a.displayOrder - b.displayOrder);
      }),
    }),
    onError: (_e, _v, context) => tree.restore(context?.previous),
    onSettled: refresh,
  });
}

export function useCreateSubcategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateSubcategory) => adminApi<AdminSubcategory>("POST", "/api/admin/subcategories", body), onSettled: refresh });
}

export function useUpdateSubcategory() {
  const refresh = useRefresh();
  const tree = useOptimisticTree();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSubcategory }) => adminApi<AdminSubcategory>("PUT", `/api/admin/subcategories/${id}`, body),
    onMutate: async ({ id, body }) =>
      Object.keys(body).join() === "isActive"
        ? { previous: await tree.apply((list) => list.map((c) => ({ ...c, subcategories: c.subcategories.map((s) => (s.id === id ? { ...s, isActive: !!body.isActive } : s)) }))) }
        : {},
    onError: (_e, _v, context) => tree.restore(context?.previous),
    onSettled: refresh,
  });
}

export function useDeleteSubcategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => adminApi<{ success: boolean }>("DELETE", `/api/admin/subcategories/${id}`), onSettled: refresh });
}

export function useReorderSubcategory() {
  const refresh = useRefresh();
  const tree = useOptimisticTree();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: ContentReorderDirection }) => adminApi<AdminSubcategory[]>("POST", `/api/admin/subcategories/${id}/reorder`, { direction }),
    onMutate: async ({ id, direction }) => ({
      previous: await tree.apply((list) => list.map((c) => (c.subcategories.some((s) => s.id === id) ? { ...c, subcategories: moveItem(c.subcategories, id, direction) } : c))),
    }),
    onError: (_e, _v, context) => tree.restore(context?.previous),
    onSettled: refresh,
  });
}
