// Admin games (spec 002 §7): the list and the edit, optimistic with rollback (§4).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminGame, GameUpdateBody } from "../../../../../schema/api/admin";
import { ADMIN_KEY_ROOT, adminApi } from "../queries";

export const ADMIN_GAMES_KEY = [ADMIN_KEY_ROOT, "games"] as const;

export function useAdminGames() {
  return useQuery({
    queryKey: ADMIN_GAMES_KEY,
    queryFn: ({ signal }) => adminApi<AdminGame[]>("GET", "/api/admin/games", undefined, signal),
    retry: 1,
  });
}

export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GameUpdateBody }) => adminApi<AdminGame>("PUT", `/api/admin/games/${id}`, body),
    onMutate: async ({ id, body }) => {
      await client.cancelQueries({ queryKey: ADMIN_GAMES_KEY });
      const previous = client.getQueryData<AdminGame[]>(ADMIN_GAMES_KEY);
      client.setQueryData<AdminGame[]>(ADMIN_GAMES_KEY, (games) =>
        games?.map((g) => (g.id === id ? { ...g, ...body, descriptionAr: body.descriptionAr ?? g.descriptionAr } : g)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(ADMIN_GAMES_KEY, context.previous);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ADMIN_GAMES_KEY });
      // The public list and the overview count games too.
      void client.invalidateQueries({ queryKey: ["/api/games"] });
      void client.invalidateQueries({ queryKey: [ADMIN_KEY_ROOT, "analytics"] });
    },
  });
}
