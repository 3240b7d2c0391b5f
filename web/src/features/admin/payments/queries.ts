// Admin payments (spec 002 §7): both lists are refetched every time, never served from cache.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPaymentsAnswer, PaymentStats, PaymentStatus, RecheckAnswer, RefundAnswer } from "../../../../../schema/api/payments";
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
  /** Name, email, Tap charge id or receipt; empty for none. */
  search: string;
  /** yyyy-MM-dd, local days; empty for none. */
  from: string;
  to: string;
}

/** The filter as the query string both the list and the CSV export read. */
export function paymentFilterParams(filter: PaymentFilter): URLSearchParams {
  const params = new URLSearchParams({ status: filter.status, tzOffset: String(localTzOffset()) });
  if (filter.search.trim()) params.set("search", filter.search.trim());
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  return params;
}

/** The CSV of the filtered log; a plain link, so the browser downloads it under the server's file name. */
export const paymentsExportUrl = (filter: PaymentFilter) => `/api/admin/payments/export?${paymentFilterParams(filter)}`;

export function usePaymentsLog(filter: PaymentFilter, page: number) {
  const params = paymentFilterParams(filter);
  params.set("page", String(page));
  return useQuery({
    queryKey: [...PAYMENTS_KEY, "log", params.toString()],
    queryFn: ({ signal }) => adminApi<AdminPaymentsAnswer>("GET", `/api/admin/payments?${params}`, undefined, signal),
    // The rows on screen stay while a changed filter loads.
    placeholderData: keepPreviousData,
    ...UNCACHED,
  });
}

/** After a re-check or a refund: the log, the figures, the overview and the activity log all change. */
function useRefreshMoney() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: PAYMENTS_KEY });
    void client.invalidateQueries({ queryKey: [ADMIN_KEY_ROOT, "analytics"] });
    void client.invalidateQueries({ queryKey: [ADMIN_KEY_ROOT, "activity"] });
    void client.invalidateQueries({ queryKey: [ADMIN_KEY_ROOT, "users"] });
  };
}

/** «إعادة التحقق»: the server asks Tap about the charge now. */
export function useRecheckPayment() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (paymentId: string) => adminApi<RecheckAnswer>("POST", `/api/admin/payments/${encodeURIComponent(paymentId)}/recheck`),
    onSettled: refresh,
  });
}

/** «استرداد»: Tap gives the amount back and the payment's days come off the buyer's access. */
export function useRefundPayment() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (paymentId: string) => adminApi<RefundAnswer>("POST", `/api/admin/payments/${encodeURIComponent(paymentId)}/refund`),
    onSettled: refresh,
  });
}
