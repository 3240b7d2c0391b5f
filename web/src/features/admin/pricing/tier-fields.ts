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
