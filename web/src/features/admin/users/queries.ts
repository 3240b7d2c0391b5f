// Admin users management (spec 002 §7): the list (always fetched fresh) and
// the row actions, which refresh the list and the overview's counts.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccessFilter, AdminUserActionAnswer, AdminUsersAnswer, UserSort } from "../../../../../schema/api/admin-users";
import { ADMIN_KEY_ROOT, adminApi } from "../queries";

export const ADMIN_USERS_KEY = [ADMIN_KEY_ROOT, "users"] as const;

export interface UsersParams {
  search: string;
  filter: AccessFilter;
  sort: UserSort;
  order: "asc" | "desc";
  page: number;
}

export const DEFAULT_USERS_PARAMS: UsersParams = { search: "", filter: "all", sort: "createdAt", order: "desc", page: 1 };

/** The list call's query string; the search is sent only when it has something in it (spec 002 §5). */
export function usersQueryString(params: UsersParams): string {
  const query = new URLSearchParams({ type: "authenticated", filter: params.filter, sort: params.sort, order: params.order, page: String(params.page) });
  const search = params.search.trim();
  if (search) query.set("search", search);
  return query.toString();
}

/** The CSV of the listed users, with the same search, filter and sort; a plain download link. */
export function usersExportUrl(params: UsersParams): string {
  const query = new URLSearchParams(usersQueryString(params));
  query.delete("page");
  query.set("tzOffset", String(-new Date().getTimezoneOffset()));
  return `/api/admin/users/export?${query}`;
}

export function useAdminUsers(params: UsersParams) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, params],
    queryFn: ({ signal }) => adminApi<AdminUsersAnswer>("GET", `/api/admin/users?${usersQueryString(params)}`, undefined, signal),
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export type UserAction = { kind: "grant"; days: number } | { kind: "access-end"; endsOn: string } | { kind: "revoke" } | { kind: "block" } | { kind: "unblock" } | { kind: "delete" };

/** Every action answers with a message for the toast; all but delete also send the user as it now is. */
function request(userId: string, action: UserAction): Promise<{ message: string; user?: AdminUserActionAnswer["user"] }> {
  const base = `/api/admin/users/${encodeURIComponent(userId)}`;
  switch (action.kind) {
    case "grant":
      return adminApi<AdminUserActionAnswer>("POST", `${base}/grant-access`, { days: action.days });
    case "access-end":
      return adminApi<AdminUserActionAnswer>("POST", `${base}/access-end`, { endsOn: action.endsOn, tzOffset: -new Date().getTimezoneOffset() });
    case "revoke":
      return adminApi<AdminUserActionAnswer>("POST", `${base}/revoke-access`);
    case "block":
      return adminApi<AdminUserActionAnswer>("POST", `${base}/block`);
    case "unblock":
      return adminApi<AdminUserActionAnswer>("POST", `${base}/unblock`);
    case "delete":
      return adminApi<{ success: boolean; message: string }>("DELETE", base);
  }
}

export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: UserAction }) => request(userId, action),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
      void client.invalidateQueries({ queryKey: [ADMIN_KEY_ROOT, "analytics"] });
      void client.invalidateQueries({ queryKey: [ADMIN_KEY_ROOT, "activity"] });
    },
  });
}
