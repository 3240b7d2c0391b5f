// Pricing tiers: the display order rule (pure), the reads shared by the admin
// table and the public list, and the admin's changes.
import { and, asc, eq, gte } from "drizzle-orm";
import type { z } from "zod";
import type { createPricingTierSchema, PricingTier, ReorderDirection, updatePricingTierSchema } from "../../schema/api/pricing";
import { activityLog, pricingTiers } from "../../schema/db";
import { PRICING_TIER_LIMITS } from "../../schema/limits";
import type { Db } from "../../data/db";
import { HttpError } from "../lib/errors";
import { pick } from "../lib/pick";
import type { AdminActor } from "./access";
import { fieldChanges, positionChange } from "./activity";
import { reorderPlan } from "./reorder";
import { activityValues } from "../../data/activity";
import type { ActivityChange } from "../../schema/api/admin";

type TierRow = typeof pricingTiers.$inferSelect;

export function toPricingTier(row: TierRow): PricingTier {
  return pick(row, ["id", "tierNameAr", "price", "durationDays", "isActive", "displayOrder", "badgeText", "displayText"]);
}

/** Display order, then age: two tiers saved with the same order keep a stable place. */
const ordering = [asc(pricingTiers.displayOrder), asc(pricingTiers.id)];

/**
 * Every tier for the admin; for buyers only the ones they can buy (isPurchasable: active and
 * priced at least PRICING_TIER_LIMITS.minPurchasablePrice), so a draft at the spec's default
 * price 0 never shows on /premium as «0 ر.س» with a pay button that answers 409.
 */
export async function listTiers(db: Db, forBuyers: boolean): Promise<PricingTier[]> {
  const query = db.select().from(pricingTiers);
  const purchasable = and(eq(pricingTiers.isActive, true), gte(pricingTiers.price, PRICING_TIER_LIMITS.minPurchasablePrice));
  const rows = await (forBuyers ? query.where(purchasable) : query).orderBy(...ordering);
  return rows.map(toPricingTier);
}

export async function orderedTierIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: pricingTiers.id }).from(pricingTiers).orderBy(...ordering);
  return rows.map((r) => r.id);
}

// ---------- the admin's changes (spec 002 §4), each written with its activity line in one batch ----------

const tierNotFound = () => new HttpError(404, "tier_not_found", "الباقة غير موجودة");

/** The tier's fields as the admin's form names them, in its order, for the log's before and after. */
const TIER_LABELS = {
  tierNameAr: "اسم الباقة",
  price: "السعر",
  durationDays: "المدة بالأيام",
  isActive: "مفعّلة",
  displayOrder: "ترتيب العرض",
  badgeText: "نص الشارة",
  displayText: "نص العرض",
} as const satisfies Partial<Record<keyof TierRow, string>>;

function tierActivity(db: Db, actor: AdminActor, actionAr: string, changes: ActivityChange[]) {
  return db.insert(activityLog).values(activityValues({ actionAr, actorType: "admin", actorId: actor.actorId, changes }));
}

async function findTier(db: Db, id: number): Promise<TierRow> {
  const tier = await db.select().from(pricingTiers).where(eq(pricingTiers.id, id)).get();
  if (!tier) throw tierNotFound();
  return tier;
}

export async function createTier(db: Db, actor: AdminActor, body: z.output<typeof createPricingTierSchema>): Promise<PricingTier> {
  const [[created]] = await db.batch([
    db.insert(pricingTiers).values(body).returning(),
    tierActivity(db, actor, `أضاف المشرف باقة جديدة: ${body.tierNameAr}`, fieldChanges<TierRow>(null, body, TIER_LABELS)),
  ]);
  return toPricingTier(created);
}

/** A whole edit, or only the active toggle (worded «فعّل» / «أوقف» in the log). */
export async function updateTier(db: Db, actor: AdminActor, id: number, body: z.output<typeof updatePricingTierSchema>): Promise<PricingTier> {
  const tier = await findTier(db, id);
  const onlyToggle = Object.keys(body).every((k) => k === "isActive" || body[k as keyof typeof body] === undefined);
  const what = onlyToggle ? (body.isActive ? "فعّل المشرف" : "أوقف المشرف") : "عدّل المشرف";
  const [[updated]] = await db.batch([
    db.update(pricingTiers).set(body).where(eq(pricingTiers.id, id)).returning(),
    tierActivity(db, actor, `${what} الباقة: ${body.tierNameAr ?? tier.tierNameAr}`, fieldChanges<TierRow>(tier, { ...tier, ...definedFields(body) }, TIER_LABELS)),
  ]);
  if (!updated) throw tierNotFound();
  return toPricingTier(updated);
}

/** Payments keep the tier's name as a snapshot; their link to it is cleared by the foreign key. */
export async function deleteTier(db: Db, actor: AdminActor, id: number): Promise<void> {
  const tier = await findTier(db, id);
  await db.batch([
    db.delete(pricingTiers).where(eq(pricingTiers.id, id)),
    tierActivity(db, actor, `حذف المشرف الباقة: ${tier.tierNameAr}`, fieldChanges<TierRow>(tier, null, TIER_LABELS)),
  ]);
}

/** Swaps a tier with its neighbour; 409 at the first (up) or the last (down). Answers the new order. */
export async function moveTierInOrder(db: Db, actor: AdminActor, id: number, direction: ReorderDirection): Promise<PricingTier[]> {
  const tier = await findTier(db, id);
  const ids = await orderedTierIds(db);
  const plan = reorderPlan(ids, id, direction);
  if (!plan) throw new HttpError(409, "cannot_move", direction === "up" ? "الباقة في أول القائمة" : "الباقة في آخر القائمة");
  const [first, ...rest] = [...plan].map(([tierId, displayOrder]) => db.update(pricingTiers).set({ displayOrder }).where(eq(pricingTiers.id, tierId)));
  const moved = positionChange(ids, id, plan);
  await db.batch([first, ...rest, tierActivity(db, actor, `${direction === "up" ? "قدّم" : "أخّر"} المشرف الباقة في الترتيب: ${tier.tierNameAr}`, moved)]);
  return listTiers(db, false);
}

/** The fields a partial edit sets; an absent one keeps its value and is no change. */
function definedFields<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>;
}
