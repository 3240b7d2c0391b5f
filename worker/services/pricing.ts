// Pricing tiers: the display order rule (pure) and the reads shared by the
// admin table and the public list.
import { asc, eq } from "drizzle-orm";
import type { PricingTier, ReorderDirection } from "../../schema/api/pricing";
import { pricingTiers } from "../../schema/db";
import type { Db } from "../db";

type TierRow = typeof pricingTiers.$inferSelect;

export function toPricingTier(row: TierRow): PricingTier {
  return {
    id: row.id,
    tierNameAr: row.tierNameAr,
    price: row.price,
    durationDays: row.durationDays,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    badgeText: row.badgeText,
    displayText: row.displayText,
  };
}

/** Display order, then age: two tiers saved with the same order keep a stable place. */
const ordering = [asc(pricingTiers.displayOrder), asc(pricingTiers.id)];

export async function listTiers(db: Db, activeOnly: boolean): Promise<PricingTier[]> {
  const query = db.select().from(pricingTiers);
  const rows = await (activeOnly ? query.where(eq(pricingTiers.isActive, true)) : query).orderBy(...ordering);
  return rows.map(toPricingTier);
}

/**
 * Moves one tier a place up or down among all tiers and numbers them 0..n-1,
 * so equal or gapped orders (a new tier defaults to 0) still swap with the
 * neighbour the admin sees. Null when it cannot move (first up, last down).
 */
export function reorderPlan(ids: readonly number[], id: number, direction: ReorderDirection): Map<number, number> | null {
  const from = ids.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return new Map(next.map((tierId, index) => [tierId, index]));
}

export async function orderedTierIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: pricingTiers.id }).from(pricingTiers).orderBy(...ordering);
  return rows.map((r) => r.id);
}
