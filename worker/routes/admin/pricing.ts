// Admin pricing tiers (spec 002 §2, §4): list, add, edit (or only the
// active toggle), delete and reorder. Mounted inside the admin group; the
// queries live in worker/services/pricing.ts.
import { Hono, type Context } from "hono";
import { createPricingTierSchema, idParamSchema, reorderBodySchema, updatePricingTierSchema } from "../../../schema/api/pricing";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import type { AdminActor } from "../../services/access";
import { createTier, deleteTier, listTiers, moveTierInOrder, updateTier } from "../../services/pricing";

/** The admin guard has set who is signed in by the time a handler runs. */
const actor = (c: Context<AppEnv>): AdminActor => ({ actorId: c.get("admin")?.username ?? null });

export const adminPricingRoutes = new Hono<AppEnv>()
  .get("/pricing-tiers", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listTiers(c.get("db"), false));
  })
  .post("/pricing-tiers", validate("json", createPricingTierSchema), async (c) => c.json(await createTier(c.get("db"), actor(c), c.req.valid("json")), 201))
  .put("/pricing-tiers/:id", validate("param", idParamSchema), validate("json", updatePricingTierSchema), async (c) =>
    c.json(await updateTier(c.get("db"), actor(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/pricing-tiers/:id", validate("param", idParamSchema), async (c) => {
    await deleteTier(c.get("db"), actor(c), c.req.valid("param").id);
    return c.json({ success: true });
  })
  .post("/pricing-tiers/:id/reorder", validate("param", idParamSchema), validate("json", reorderBodySchema), async (c) =>
    c.json(await moveTierInOrder(c.get("db"), actor(c), c.req.valid("param").id, c.req.valid("json").direction)),
  );
