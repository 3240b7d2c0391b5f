// Premium purchase: the pricing tiers' bounds and the payments' rules (spec 002 §1, §4, §9).
// Re-exported by schema/limits.ts, which importers use.

/** Pricing tier form bounds and the new-tier defaults (spec 002 §5); the upper bounds are ours. */
export const PRICING_TIER_LIMITS = {
  nameMax: 60,
  priceMax: 100_000,
  durationDaysMax: 3650,
  displayOrderMax: 10_000,
  badgeMax: 30,
  displayTextMax: 200,
  defaults: { price: 0, durationDays: 1, isActive: true, displayOrder: 0 },
  /**
   * The least price a buyer is offered. Tap charges any positive SAR amount in halalas
   * and publishes no higher floor; a tier below one riyal is a draft (the spec's default price is
   * 0): kept in the admin, never listed on /premium nor sold.
   */
  minPurchasablePrice: 1,
} as const;

/** Premium purchase (spec 002 §1, §9): riyals, the success screen's pause before home, revenue windows; the log's row cap is ours. */
export const PAYMENTS = {
  currency: "SAR",
  successRedirectMs: 3000,
  revenueWindowDays: { weekly: 7, monthly: 30, yearly: 365 },
  /** The admin's payments log: rows per page, search length, and rows in one CSV export. */
  pageSize: 50,
  searchMax: 100,
  exportMax: 50_000,
  /**
   * The scheduled re-check of pending payments: a payment is asked about once it is a
   * minute old (the buyer may still be on Tap's page before that), at most `recheckBatch` per run
   * (the least recently asked first), and given up as abandoned 48 hours after it started.
   */
  recheckAfterMs: 60_000,
  recheckBatch: 20,
  abandonAfterMs: 48 * 3_600_000,
  /**
   * A pending payment whose charge Tap does not know (it answers 404) is asked again at most
   * this often, not every run, until it is abandoned like an unpaid one at `abandonAfterMs`.
   */
  unknownChargeRecheckMs: 6 * 3_600_000,
  /** A refund in flight holds its payment this long; a crash in between frees it for another try. */
  refundClaimMs: 5 * 60_000,
} as const;
