// Pricing tiers: the display order rule (pure), the reads shared by the admin
// table and the public list, and the admin's changes.
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { createPricingTierSchema, PricingTier, ReorderDirection, updatePricingTierSchema } from "../../schema/api/pricing";
import { activityLog, pricingTiers } from "../../schema/db";
import type { Db } from "../db";
import { HttpError } from "../lib/errors";
import type { AdminActor } from "./access";
import { activityValues } from "./activity";

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

// ---------- the admin's changes (spec 002 §4), each written with its activity line in one batch ----------

const tierNotFound = () => new HttpError(404, "tier_not_found", "الباقة غير موجودة");

function tierActivity(db: Db, actor: AdminActor, actionAr: string) {
  return db.insert(activityLog).values(activityValues({ actionAr, actorType: "admin", actorId: actor.actorId }));
}

async function findTier(db: Db, id: number): Promise<TierRow> {
  const tier = await db.select().from(pricingTiers).where(eq(pricingTiers.id, id)).get();
  if (!tier) throw tierNotFound();
  return tier;
}

export async function createTier(db: Db, actor: AdminActor, body: z.output<typeof createPricingTierSchema>): Promise<PricingTier> {
  const [[created]] = await db.batch([db.insert(pricingTiers).values(body).returning(), tierActivity(db, actor, `أضاف المشرف باقة جديدة: ${body.tierNameAr}`)]);
  return toPricingTier(created);
}

/** A whole edit, or only the active toggle (worded «فعّل» / «أوقف» in the log). */
export async function updateTier(db: Db, actor: AdminActor, id: number, body: z.output<typeof updatePricingTierSchema>): Promise<PricingTier> {
  const tier = await findTier(db, id);
  const onlyToggle = Object.keys(body).every((k) => k === "isActive" || body[k as keyof typeof body] === undefined);
  const what = onlyToggle ? (body.isActive ? "فعّل المشرف" : "أوقف المشرف") : "عدّل المشرف";
  const [[updated]] = await db.batch([
    db.update(pricingTiers).set(body).where(eq(pricingTiers.id, id)).returning(),
    tierActivity(db, actor, `${what} الباقة: ${body.tierNameAr ?? tier.tierNameAr}`),
  ]);
  if (!updated) throw tierNotFound();
  return toPricingTier(updated);
}

/** Payments keep the tier's name as a snapshot; their link to it is cleared by the foreign key. */
export async function deleteTier(db: Db, actor: AdminActor, id: number): Promise<void> {
  const tier = await findTier(db, id);
  await db.batch([db.delete(pricingTiers).where(eq(pricingTiers.id, id)), tierActivity(db, actor, `حذف المشرف الباقة: ${tier.tierNameAr}`)]);
}

/** Swaps a tier with its neighbour; 409 at the first (up) or the last (down). Answers the new order. */
export async function moveTierInOrder(db: Db, id: number, direction: ReorderDirection): Promise<PricingTier[]> {
  await findTier(db, id);
  const plan = reorderPlan(await orderedTierIds(db), id, direction);
  if (!plan) throw new HttpError(409, "cannot_move", direction === "up" ? "الباقة في أول القائمة" : "الباقة في آخر القائمة");
  const [first, ...rest] = [...plan].map(([tierId, displayOrder]) => db.update(pricingTiers).set({ displayOrder }).where(eq(pricingTiers.id, tierId)));
  await db.batch([first, ...rest]);
  return listTiers(db, false);
}
