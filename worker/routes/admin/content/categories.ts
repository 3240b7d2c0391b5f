// Admin categories of every game (spec 002 §2 categories tab, §4 toggles, premium
// inheritance and reordering, §5 category form, §7): list, add, edit, delete (soft), reorder.
import { Hono } from "hono";
import {
  categoriesQuerySchema,
  contentIdParamSchema,
  contentReorderSchema,
  createCategorySchema,
  gameIdParamSchema,
  updateCategorySchema,
} from "../../../../schema/api/content";
import type { AppEnv } from "../../../app-env";
import { validate } from "../../../lib/validate";
import { listAdminCategories } from "../../../services/content";
import { createCategory, deleteCategory, listCategoryPage, moveCategory, updateCategory } from "../../../services/content-admin/categories";
import { adminListQuery } from "./list-query";

export const adminCategoryRoutes = new Hono<AppEnv>()
  .get("/categories-with-subcategories", validate("query", categoriesQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAdminCategories(c.get("db"), { gameId: c.req.valid("query").gameId }));
  })

  // The shared list panel's page: search, game and status filters, paging.
  .get("/categories", adminListQuery, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listCategoryPage(c.get("db"), c.req.valid("query")));
  })

  .get("/categories/:gameId", validate("param", gameIdParamSchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAdminCategories(c.get("db"), { gameId: c.req.valid("param").gameId }));
  })

  .post("/categories", validate("json", createCategorySchema), async (c) => {
    return c.json(await createCategory(c.env, c.get("db"), c.get("admin"), c.req.valid("json")), 201);
  })

  .put("/categories/:id", validate("param", contentIdParamSchema), validate("json", updateCategorySchema), async (c) => {
    return c.json(await updateCategory(c.env, c.get("db"), c.get("admin"), c.req.valid("param").id, c.req.valid("json")));
  })

  .delete("/categories/:id", validate("param", contentIdParamSchema), async (c) => {
    await deleteCategory(c.env, c.get("db"), c.get("admin"), c.req.valid("param").id);
    return c.json({ success: true });
  })

  .post("/categories/:id/reorder", validate("param", contentIdParamSchema), validate("json", contentReorderSchema), async (c) => {
    return c.json(await moveCategory(c.env, c.get("db"), c.get("admin"), c.req.valid("param").id, c.req.valid("json").direction));
  });
