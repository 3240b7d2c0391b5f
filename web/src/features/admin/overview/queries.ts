// Admin overview (spec 002 §7): analytics cards, recent activity and the full activity log.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ACTIVITY_ACTOR_TYPES, ActivityItem, ActivityPage, Analytics } from "../../../../../schema/api/admin";
import { ADMIN_KEY_ROOT, adminApi } from "../queries";

export const ANALYTICS_KEY = [ADMIN_KEY_ROOT, "analytics"] as const;
export const RECENT_ACTIVITY_KEY = [ADMIN_KEY_ROOT, "activity", "recent"] as const;

export function useAnalytics() {
  return useQuery({
    queryKey: ANALYTICS_KEY,
    queryFn: ({ signal }) => adminApi<Analytics>("GET", "/api/admin/analytics", undefined, signal),
    retry: 1,
    staleTime: 0,
  });
}

export function useRecentActivity() {
  return useQuery({
    queryKey: RECENT_ACTIVITY_KEY,
    queryFn: ({ signal }) => adminApi<ActivityItem[]>("GET", "/api/admin/activity/recent", undefined, signal),
    retry: 1,
    staleTime: 0,
  });
}

export interface ActivityFilter {
  actorType: "" | (typeof ACTIVITY_ACTOR_TYPES)[number];
  /** Part of the actor's id (an admin's username, a user's id). */
  actor: string;
  /** Words of the action. */
  action: string;
  /** yyyy-MM-dd local days; empty for none. */
  from: string;
  to: string;
}

/** The filter as the query string both the page and the CSV export read. */
function activityParams(filter: ActivityFilter): URLSearchParams {
  const params = new URLSearchParams({ tzOffset: String(-new Date().getTimezoneOffset()) });
  if (filter.actorType) params.set("actorType", filter.actorType);
  for (const key of ["actor", "action", "from", "to"] as const) if (filter[key].trim()) params.set(key, filter[key].trim());
  return params;
}

/** The CSV of the filtered log; a plain link, so the browser downloads it under the server's file name. */
export const activityExportUrl = (filter: ActivityFilter) => `/api/admin/activity/export?${activityParams(filter)}`;

/** The full activity log, one page; the filter is sent as typed, the server validates it. */
export function useActivityLog(filter: ActivityFilter, page: number) {
  const params = activityParams(filter);
  params.set("page", String(page));
  return useQuery({
    queryKey: [ADMIN_KEY_ROOT, "activity", "log", params.toString()],
    queryFn: ({ signal }) => adminApi<ActivityPage>("GET", `/api/admin/activity?${params}`, undefined, signal),
    placeholderData: keepPreviousData,
    retry: 1,
    staleTime: 0,
  });
}
