// The admin session: config (am I admin?), login and logout, and the GET helper
// every admin domain's queries use, so an ended session sends the page back to
// the login form instead of showing errors.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminConfig, AdminLoginBody } from "../../../../schema/api/admin";
import { ApiError, apiJson } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** Every admin query key starts with this, so one call can drop or refetch them all. */
export const ADMIN_KEY_ROOT = "/api/admin";
export const ADMIN_CONFIG_KEY = [ADMIN_KEY_ROOT, "config"] as const;

function sessionEnded() {
  queryClient.setQueryData<AdminConfig>(ADMIN_CONFIG_KEY, (old) => (old ? { ...old, isAdmin: false, username: null } : old));
}

/** A request to the admin API; a 401 means the admin session ended, so the panel falls back to the login form. */
export async function adminApi<T>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, data?: unknown, signal?: AbortSignal): Promise<T> {
  try {
    return await apiJson<T>(method, url, data, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) sessionEnded();
    throw error;
  }
}

export function useAdminConfig() {
  return useQuery({
    queryKey: ADMIN_CONFIG_KEY,
    queryFn: ({ signal }) => apiJson<AdminConfig>("GET", "/api/admin/config", undefined, signal),
    retry: 1,
  });
}

export function useAdminLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => apiJson<{ success: boolean }>("POST", "/api/admin/login", body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ADMIN_CONFIG_KEY });
    },
  });
}

/** «تسجيل الخروج من كل الأجهزة»: every admin session ends on the server, this one included. */
export function useAdminSignOutEverywhere() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ success: boolean; revoked: number }>("POST", "/api/admin/sessions/revoke-all"),
    onSuccess: () => client.clear(),
  });
}

/** Ends the admin session on the server, then forgets every cached answer (spec 002 §4). */
export function useAdminLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ success: boolean }>("POST", "/api/admin/logout"),
    onSuccess: () => client.clear(),
  });
}
