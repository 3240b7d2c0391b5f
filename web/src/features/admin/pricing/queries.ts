// Admin pricing tiers (spec 002 §4, §7): list, add, edit, toggle, delete and
// reorder. Edit, toggle and delete revert the list on failure; reorder is
// applied at once and the list is fetched again on failure.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatePricingTier, PricingTier, ReorderDirection, UpdatePricingTier } from "../../../../../schema/api/pricing";
import { ADMIN_KEY_ROOT, adminApi } from "../queries";

export const ADMIN_TIERS_KEY = [ADMIN_KEY_ROOT, "pricing-tiers"] as const;
/** The public list the premium page reads. */
export const PUBLIC_TIERS_KEY = ["/api/pricing-tiers"] as const;

export function useAdminTiers() {
  return useQuery({
    queryKey: ADMIN_TIERS_KEY,
    queryFn: ({ signal }) => adminApi<PricingTier[]>("GET", "/api/admin/pricing-tiers", undefined, signal),
    retry: 1,
  });
}

/** Swaps a tier with its neighbour in a list already in display order. */
export function moveTier(tiers: PricingTier[], id: number, direction: ReorderDirection): PricingTier[] {
  const from = tiers.findIndex((t) => t.id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= tiers.length) return tiers;
  const next = [...tiers];
  [next[from], next[to]] = [next[to], next[from]];
  return next.map((t, index) => ({ ...t, displayOrder: index }));
}

function useTierCache() {
  const client = useQueryClient();
  return {
    client,
    async snapshot() {
      await client.cancelQueries({ queryKey: ADMIN_TIERS_KEY });
      return client.getQueryData<PricingTier[]>(ADMIN_TIERS_KEY);
    },
    set(update: (tiers: PricingTier[]) => PricingTier[]) {
      client.setQueryData<PricingTier[]>(ADMIN_TIERS_KEY, (tiers) => (tiers ? update(tiers) : tiers));
    },
    restore(previous: PricingTier[] | undefined) {
      if (previous) client.setQueryData(ADMIN_TIERS_KEY, previous);
    },
    refresh() {
      void client.invalidateQueries({ queryKey: ADMIN_TIERS_KEY });
      void client.invalidateQueries({ queryKey: PUBLIC_TIERS_KEY });
    },
  };
}

export function useCreateTier() {
  const cache = useTierCache();
  return useMutation({
    mutationFn: (body: CreatePricingTier) => adminApi<PricingTier>("POST", "/api/admin/pricing-tiers", body),
    onSettled: () => cache.refresh(),
  });
}

export function useUpdateTier() {
  const cache = useTierCache();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePricingTier }) => adminApi<PricingTier>("PUT", `/api/admin/pricing-tiers/${id}`, body),
    onMutate: async ({ id, body }) => {
      const previous = await cache.snapshot();
      cache.set((tiers) => tiers.map((t) => (t.id === id ? ({ ...t, ...body } as PricingTier) : t)));
      return { previous };
    },
    onError: (_error, _vars, context) => cache.restore(context?.previous),
    onSettled: () => cache.refresh(),
  });
}

export function useDeleteTier() {
  const cache = useTierCache();
  return useMutation({
    mutationFn: (id: number) => adminApi<{ success: boolean }>("DELETE", `/api/admin/pricing-tiers/${id}`),
    onMutate: async (id) => {
      const previous = await cache.snapshot();
      cache.set((tiers) => tiers.filter((t) => t.id !== id));
      return { previous };
    },
    onError: (_error, _id, context) => cache.restore(context?.previous),
    onSettled: () => cache.refresh(),
  });
}

export function useReorderTier() {
  const cache = useTierCache();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: ReorderDirection }) =>
      adminApi<PricingTier[]>("POST", `/api/admin/pricing-tiers/${id}/reorder`, { direction }),
    onMutate: async ({ id, direction }) => {
      await cache.snapshot();
      cache.set((tiers) => moveTier(tiers, id, direction));
    },
    onSuccess: (tiers) => cache.client.setQueryData(ADMIN_TIERS_KEY, tiers),
    // The server's order is the truth: fetch it again after a failure (spec 002 §4).
    onError: () => cache.refresh(),
    onSettled: () => void cache.client.invalidateQueries({ queryKey: PUBLIC_TIERS_KEY }),
  });
}
