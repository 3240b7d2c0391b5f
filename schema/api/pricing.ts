// Pricing tiers (spec 002 §3, §5, §7): the admin's bodies and the answer shared
// by the admin table and the public /premium list.
import { z } from "zod";
import { PRICING_TIER_LIMITS as L } from "../limits";

export const pricingTierSchema = z.object({
  id: z.number(),
  tierNameAr: z.string(),
  price: z.number(),
  durationDays: z.number(),
  isActive: z.boolean(),
  displayOrder: z.number(),
  badgeText: z.string().nullable(),
  displayText: z.string(),
});
export type PricingTier = z.infer<typeof pricingTierSchema>;

/**
 * Whether buyers may see and buy a tier: active and priced at least the least price a
 * buyer is offered. The public list, the drawn /premium page and checkout all ask this.
 */
export function isPurchasable(tier: Pick<PricingTier, "isActive" | "price">): boolean {
  return tier.isActive && tier.price >= L.minPurchasablePrice;
}

/** Whole halalas: 0.1 + 0.2 style float noise is not a third decimal. */
const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const fields = {
  tierNameAr: z.string().trim().min(1, "اسم الباقة مطلوب").max(L.nameMax, `اسم الباقة لا يزيد عن ${L.nameMax} حرفًا`),
  price: z
    .number({ error: "السعر يجب أن يكون رقمًا" })
    .min(0, "السعر لا يقل عن 0")
    .max(L.priceMax, `السعر لا يزيد عن ${L.priceMax}`)
    .refine(hasAtMostTwoDecimals, "السعر بخانتين عشريتين على الأكثر"),
  durationDays: z
    .number({ error: "المدة يجب أن تكون رقمًا" })
    .int("المدة عدد أيام صحيح")
    .min(1, "المدة يوم واحد على الأقل")
    .max(L.durationDaysMax, `المدة لا تزيد عن ${L.durationDaysMax} يومًا`),
  isActive: z.boolean(),
  displayOrder: z.number().int("الترتيب عدد صحيح").min(0, "الترتيب لا يقل عن 0").max(L.displayOrderMax),
  badgeText: z
    .string()
    .trim()
    .max(L.badgeMax, `نص الشارة لا يزيد عن ${L.badgeMax} حرفًا`)
    .nullish()
    .transform((v) => (v ? v : null)),
  displayText: z.string().trim().max(L.displayTextMax, `نص العرض لا يزيد عن ${L.displayTextMax} حرفًا`),
};

/** A new tier; the spec's defaults fill what is left out (price 0, 1 day, active, order 0). */
export const createPricingTierSchema = z.object({
  tierNameAr: fields.tierNameAr,
  price: fields.price.default(L.defaults.price),
  durationDays: fields.durationDays.default(L.defaults.durationDays),
  isActive: fields.isActive.default(L.defaults.isActive),
  displayOrder: fields.displayOrder.default(L.defaults.displayOrder),
  badgeText: fields.badgeText,
  displayText: fields.displayText.default(""),
});
export type CreatePricingTier = z.input<typeof createPricingTierSchema>;

/** The same fields, or only some of them (the active toggle sends only isActive). */
export const updatePricingTierSchema = z
  .object(fields)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), "لا توجد تغييرات للحفظ");
export type UpdatePricingTier = z.input<typeof updatePricingTierSchema>;

export const reorderBodySchema = z.object({ direction: z.enum(["up", "down"], { error: "الاتجاه يجب أن يكون up أو down" }) });
export type ReorderDirection = z.infer<typeof reorderBodySchema>["direction"];

export const idParamSchema = z.object({ id: z.coerce.number({ error: "المعرّف غير صالح" }).int().positive("المعرّف غير صالح") });

/** Kept here too for older imports; player pages import it from schema/money (no zod). */
export { formatRiyals } from "../money";
