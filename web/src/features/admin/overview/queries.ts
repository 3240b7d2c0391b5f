// Admin overview (spec 002 §7): analytics cards and recent activity.
import { useQuery } from "@tanstack/react-query";
import type { ActivityItem, Analytics } from "../../../../../schema/api/admin";
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
