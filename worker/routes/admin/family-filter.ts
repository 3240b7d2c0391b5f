// The family filter's list («فلتر الألفاظ»): the platform admin reads it and
// replaces it whole; open rooms drop their copy and read the new one when next needed.
// The queries live in worker/services/family-filter.ts.
import { Hono } from "hono";
import { familyFilterBodySchema } from "../../../schema/api/family-filter";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { filterList, replaceFilterList } from "../../services/family-filter";

export const familyFilterAdminRoutes = new Hono<AppEnv>()
  .get("/family-filter", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await filterList(c.get("db")));
  })

  .put("/family-filter", validate("json", familyFilterBodySchema), async (c) =>
    c.json(await replaceFilterList(c.env, c.get("db"), c.get("admin")?.username, c.req.valid("json").lines)),
  );
