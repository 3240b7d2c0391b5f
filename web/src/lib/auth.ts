// Session state of spec 000 §4: loading → authenticated | unauthenticated.
import { useQuery } from "@tanstack/react-query";
import type { Access, CurrentUser } from "../../../schema/api";
import { apiJson, apiRequest } from "./api";
import { clearGuestIdentity } from "./identity";
import { queryClient } from "./query-client";

export const AUTH_USER_KEY = ["/api/auth/user"] as const;
export const ACCESS_KEY = ["/api/user/access"] as const;

/** Shown when a user has no display name (spec 000 §2: "a default word for user"). */
export const DEFAULT_USER_NAME = "مستخدم";

/** A failed or non-OK check means no user; the failure is logged. */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const res = await fetch("/api/auth/user", { credentials: "include", headers: { Accept: "application/json" } });
    if (!res.ok) return null;
    const user = (await res.json()) as CurrentUser | null;
    if (!user || typeof user !== "object" || typeof user.id !== "string") return null;
    clearGuestIdentity();
    return user;
  } catch (error) {
    console.error("Auth check failed", error);
    return null;
  }
}

export function useAuth() {
  const query = useQuery({ queryKey: AUTH_USER_KEY, queryFn: fetchCurrentUser, staleTime: Infinity });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: !!user,
  };
}

/** Premium access of the signed-in user; never called for visitors. */
export function useAccess(user: CurrentUser | null) {
  const query = useQuery({
    queryKey: [...ACCESS_KEY, user?.id ?? "none"],
    queryFn: () => apiJson<Access>("GET", "/api/user/access"),
    enabled: !!user,
  });
  return {
    access: query.data ?? null,
    hasAccess: query.data?.hasAccess ?? false,
    /** True only while a signed-in user's access is still being fetched. */
    isLoading: !!user && query.isPending,
  };
}

/** Replaces the current user with the one the refresh returns; on failure logs and returns nothing. */
export async function refreshSession(): Promise<CurrentUser | undefined> {
  try {
    const { user } = await apiJson<{ user: CurrentUser }>("POST", "/api/auth/refresh");
    queryClient.setQueryData(AUTH_USER_KEY, user);
    return user;
  } catch (error) {
    console.error("Session refresh failed", error);
    return undefined;
  }
}

/** Signs out, then reloads to /. Logs and rethrows 'Failed to sign out'. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } catch (error) {
    console.error("Failed to sign out", error);
    throw new Error("Failed to sign out");
  }
  window.location.assign("/");
}
