// Admin settings and room cleanup (spec 002 §7).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSettings, CleanupAnswer, CleanupStats, SettingsUpdateBody } from "../../../../../schema/api/admin";
import { CLEANUP } from "../../../../../schema/limits";
import { ADMIN_KEY_ROOT, adminApi } from "../queries";

export const SETTINGS_KEY = [ADMIN_KEY_ROOT, "settings"] as const;
export const CLEANUP_STATS_KEY = [ADMIN_KEY_ROOT, "cleanup", "stats"] as const;

export function useAdminSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => adminApi<AdminSettings>("GET", "/api/admin/settings", undefined, signal),
    retry: 1,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsUpdateBody) => adminApi<AdminSettings>("PUT", "/api/admin/settings", body),
    onSuccess: (settings) => {
      client.setQueryData(SETTINGS_KEY, settings);
      void client.invalidateQueries({ queryKey: CLEANUP_STATS_KEY });
      void client.invalidateQueries({ queryKey: [ADMIN_KEY_ROOT, "analytics"] });
    },
  });
}

/** Polled every 30 s while the data-management section is open (spec 002 §7). */
export function useCleanupStats() {
  return useQuery({
    queryKey: CLEANUP_STATS_KEY,
    queryFn: ({ signal }) => adminApi<CleanupStats>("GET", "/api/admin/cleanup/stats", undefined, signal),
    refetchInterval: CLEANUP.statsPollMs,
    staleTime: 0,
    retry: 1,
  });
}

export function useCleanupRooms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi<CleanupAnswer>("POST", "/api/admin/cleanup/rooms"),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: CLEANUP_STATS_KEY });
      void client.invalidateQueries({ queryKey: [ADMIN_KEY_ROOT, "analytics"] });
      void client.invalidateQueries({ queryKey: [ADMIN_KEY_ROOT, "activity"] });
    },
  });
}
