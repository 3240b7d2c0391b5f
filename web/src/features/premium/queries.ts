// Query keys and calls of the premium purchase (spec 002 §7 public commerce).
import { useMutation, useQuery } from "@tanstack/react-query";
import type { SubscribeAnswer, VerifyAnswer } from "../../../../schema/api/payments";
import type { PricingTier } from "../../../../schema/api/pricing";
import { apiJson } from "../../lib/api";
import { ACCESS_KEY, AUTH_USER_KEY } from "../../lib/auth";
import { queryClient } from "../../lib/query-client";

export const PRICING_TIERS_KEY = ["/api/pricing-tiers"] as const;
export const VERIFY_KEY = ["/api/payments/verify"] as const;

/** Active tiers in display order, as the server sorts them. */
export function usePricingTiers() {
  return useQuery({ queryKey: PRICING_TIERS_KEY, queryFn: () => apiJson<PricingTier[]>("GET", "/api/pricing-tiers") });
}

export function useSubscribe() {
  return useMutation({
    mutationFn: (pricingTierId: number) => apiJson<SubscribeAnswer>("POST", "/api/payments/subscribe", { pricingTierId }),
  });
}

/** Checks the charge Tap sent the buyer back with; the server asks Tap itself. */
export function useVerifyPayment(tapId: string | null, status: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...VERIFY_KEY, tapId],
    queryFn: async () => {
      const answer = await apiJson<VerifyAnswer>("POST", "/api/payments/verify", { tapId, ...(status ? { status } : {}) });
      // Home, account and create-room read these: they show premium at once.
      if (answer.hasAccess) await refreshAccess();
      return answer;
    },
    enabled: enabled && !!tapId,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export async function refreshAccess() {
  await Promise.all([queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }), queryClient.invalidateQueries({ queryKey: ACCESS_KEY })]);
}
