// How the tier form's inputs turn into numbers: an empty price is 0, an empty
// duration falls back to 1 day and an empty order is 0 (spec 002 §5).
import { PRICING_TIER_LIMITS } from "../../../../../schema/limits";

const numberOr = (fallback: number) => (value: unknown) => (value === "" || value === null || value === undefined ? fallback : Number(value));

export const PRICE_INPUT = { setValueAs: numberOr(PRICING_TIER_LIMITS.defaults.price) };
export const DAYS_INPUT = { setValueAs: numberOr(PRICING_TIER_LIMITS.defaults.durationDays) };
export const ORDER_INPUT = { setValueAs: numberOr(PRICING_TIER_LIMITS.defaults.displayOrder) };

export const TIER_TOASTS = {
  create: { title: "خطأ في الإنشاء", fallback: "فشل في إنشاء الباقة" },
  update: { title: "تعذّر التحديث", fallback: "فشل في تحديث الباقة" },
  remove: { title: "تعذّر الحذف", fallback: "فشل في حذف الباقة" },
  reorder: { title: "خطأ", fallback: "فشل في تحديث ترتيب الباقات" },
} as const;

/**
 * Why buyers will not see a tier with this price, or null when they will: below
 * PRICING_TIER_LIMITS.minPurchasablePrice it is a draft that /premium leaves out, since nobody
 * can pay for it.
 */
export function priceHiddenReason(price: unknown): string | null {
  const value = typeof price === "number" ? price : Number(price);
  if (Number.isFinite(value) && value >= PRICING_TIER_LIMITS.minPurchasablePrice) return null;
  return `لن تظهر هذه الباقة في صفحة الاشتراك ما دام سعرها أقل من ${PRICING_TIER_LIMITS.minPurchasablePrice} ر.س: لا يمكن الدفع بها. تُحفظ مسودةً حتى تحددوا سعرها.`;
}
