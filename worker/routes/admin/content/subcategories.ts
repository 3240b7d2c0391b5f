// Admin subcategories of the trivia game's categories (spec 002 §3 subcategory,
// §4 locked toggles, premium inheritance and reordering, §5 subcategory form, §7).
import { Hono } from "hono";
import { categoryIdParamSchema, contentIdParamSchema, contentReorderSchema, createSubcategorySchema, updateSubcategorySchema } from "../../../../schema/api/content";
import type { AppEnv } from "../../../app-env";
import { validate } from "../../../lib/validate";
import { adminCategory } from "../../../services/content";
import { createSubcategory, deleteSubcategory, moveSubcategory, updateSubcategory } from "../../../services/content-admin/categories";

export const adminSubcategoryRoutes = new Hono<AppEnv>()
  .get("/subcategories/:categoryId", validate("param", categoryIdParamSchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await adminCategory(c.get("db"), c.req.valid("param").categoryId)).subcategories);
  })

  .post("/subcategories", validate("json", createSubcategorySchema), async (c) => {
    return c.json(await createSubcategory(c.env, c.get("db"), c.get("admin"), c.req.valid("json")), 201);
  })

  .put("/subcategories/:id", validate("param", contentIdParamSchema), validate("json", updateSubcategorySchema), async (c) => {
    return c.json(await updateSubcategory(c.env, c.get("db"), c.get("admin"), c.req.valid("param").id, c.req.valid("json")));
  })

  .delete("/subcategories/:id", validate("param", contentIdParamSchema), async (c) => {
    await deleteSubcategory(c.env, c.get("db"), c.get("admin"), c.req.valid("param").id);
    return c.json({ success: true });
  })

  .post("/subcategories/:id/reorder", validate("param", contentIdParamSchema), validate("json", contentReorderSchema), async (c) => {
    return c.json(await moveSubcategory(c.env, c.get("db"), c.get("admin"), c.req.valid("param").id, c.req.valid("json").direction));
  });
