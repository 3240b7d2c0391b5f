// Admin pricing tiers (spec 002 §2, §4, §7): list, add, edit (or only the
// active toggle), delete and reorder. Mounted inside the admin group.
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { createPricingTierSchema, idParamSchema, reorderBodySchema, updatePricingTierSchema } from "../../../schema/api/pricing";
import { activityLog, pricingTiers } from "../../../schema/db";
import type { AppEnv } from "../../app-env";
import type { Db } from "../../db";
import { HttpError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { listTiers, orderedTierIds, reorderPlan, toPricingTier } from "../../services/pricing";

const NOT_FOUND = () => new HttpError(404, "tier_not_found", "الباقة غير موجودة");

function activity(c: Context<AppEnv>, actionAr: string) {
  return c.get("db").insert(activityLog).values({ actionAr, actorType: "admin", actorId: c.get("admin")?.username ?? null });
}

async function findTier(db: Db, id: number) {
  const tier = await db.select().from(pricingTiers).where(eq(pricingTiers.id, id)).get();
  if (!tier) throw NOT_FOUND();
  return tier;
}

export const adminPricingRoutes = new Hono<AppEnv>()
  .get("/pricing-tiers", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listTiers(c.get("db"), false));
  })

  .post("/pricing-tiers", validate("json", createPricingTierSchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    const [[created]] = await db.batch([
      db.insert(pricingTiers).values(body).returning(),
      activity(c, `أضاف المشرف باقة جديدة: ${body.tierNameAr}`),
    ]);
    return c.json(toPricingTier(created), 201);
  })

  .put("/pricing-tiers/:id", validate("param", idParamSchema), validate("json", updatePricingTierSchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const db = c.get("db");
    const tier = await findTier(db, id);
    const onlyToggle = Object.keys(body).every((k) => k === "isActive" || body[k as keyof typeof body] === undefined);
    const what = onlyToggle ? (body.isActive ? "فعّل" : "أوقف") : "عدّل";
    const [[updated]] = await db.batch([
      db.update(pricingTiers).set(body).where(eq(pricingTiers.id, id)).returning(),
      activity(c, `${what} المشرف الباقة: ${body.tierNameAr ?? tier.tierNameAr}`),
    ]);
    if (!updated) throw NOT_FOUND();
    return c.json(toPricingTier(updated));
  })

  .delete("/pricing-tiers/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("db");
    const tier = await findTier(db, id);
    // Payments keep the tier's name as a snapshot; their link to it is cleared by the foreign key.
    await db.batch([db.delete(pricingTiers).where(eq(pricingTiers.id, id)), activity(c, `حذف المشرف الباقة: ${tier.tierNameAr}`)]);
    return c.json({ success: true });
  })

  .post("/pricing-tiers/:id/reorder", validate("param", idParamSchema), validate("json", reorderBodySchema), async (c) => {
    const { id } = c.req.valid("param");
    const { direction } = c.req.valid("json");
    const db = c.get("db");
    await findTier(db, id);
    const plan = reorderPlan(await orderedTierIds(db), id, direction);
    if (!plan) throw new HttpError(409, "cannot_move", direction === "up" ? "الباقة في أول القائمة" : "الباقة في آخر القائمة");
    const [first, ...rest] = [...plan].map(([tierId, displayOrder]) =>
      db.update(pricingTiers).set({ displayOrder }).where(eq(pricingTiers.id, tierId)),
    );
    await db.batch([first, ...rest]);
    return c.json(await listTiers(db, false));
  });
