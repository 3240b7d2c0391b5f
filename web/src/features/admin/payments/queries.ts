// Admin payments (spec 002 §7): both lists are refetched every time, never served from cache.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminPaymentsAnswer, PaymentStats, PaymentStatus } from "../../../../../schema/api/payments";
import { ADMIN_KEY_ROOT, adminApi } from "../queries";

export const PAYMENTS_KEY = [ADMIN_KEY_ROOT, "payments"] as const;
export const PAYMENT_STATS_KEY = [ADMIN_KEY_ROOT, "payments", "stats"] as const;

/** Minutes the admin's clock is ahead of UTC, so "today" and whole days are the admin's own. */
export const localTzOffset = () => -new Date().getTimezoneOffset();

const UNCACHED = { staleTime: 0, gcTime: 0, refetchOnMount: "always", retry: 1 } as const;

export function usePaymentStats() {
  const tzOffset = localTzOffset();
  return useQuery({
    queryKey: [...PAYMENT_STATS_KEY, tzOffset],
    queryFn: ({ signal }) => adminApi<PaymentStats>("GET", `/api/admin/payments/stats?tzOffset=${tzOffset}`, undefined, signal),
    ...UNCACHED,
  });
}

export interface PaymentFilter {
  status: "all" | PaymentStatus;
  /** yyyy-MM-dd, local days; empty for none. */
  from: string;
  to: string;
}

export function usePaymentsLog(filter: PaymentFilter) {
  const tzOffset = localTzOffset();
  const params = new URLSearchParams({ status: filter.status, tzOffset: String(tzOffset) });
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  return useQuery({
    queryKey: [...PAYMENTS_KEY, "log", filter.status, filter.from, filter.to, tzOffset],
    queryFn: ({ signal }) => adminApi<AdminPaymentsAnswer>("GET", `/api/admin/payments?${params}`, undefined, signal),
    // The rows on screen stay while a changed filter loads.
    placeholderData: keepPreviousData,
    ...UNCACHED,
  });
}
