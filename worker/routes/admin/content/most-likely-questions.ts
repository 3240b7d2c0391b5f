// Admin most-likely prompts (spec 002 §2 most-likely tab, §5 form and table import,
// §7, §8): a filtered page, add (once per row in a table import), edit, delete (soft).
import { Hono } from "hono";
import { bulkMostLikelySchema, contentIdParamSchema, createMostLikelySchema, updateMostLikelySchema } from "../../../../schema/api/content";
import type { AppEnv } from "../../../app-env";
import { validate } from "../../../lib/validate";
import { createPrompt, deletePrompt, importPrompts, listPrompts, updatePrompt } from "../../../services/content-admin/most-likely";
import { adminListQuery } from "./list-query";

export const adminMostLikelyRoutes = new Hono<AppEnv>()
  .get("/most-likely-questions", adminListQuery, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listPrompts(c.get("db"), c.req.valid("query")));
  })

  .post("/most-likely-questions/bulk", validate("json", bulkMostLikelySchema), async (c) => {
    const result = await importPrompts(c.get("db"), c.get("admin"), c.req.valid("json"));
    return c.json(result, result.added ? 201 : 200);
  })

  .post("/most-likely-questions", validate("json", createMostLikelySchema), async (c) => {
    const { gameId: _gameId, ...body } = c.req.valid("json");
    return c.json(await createPrompt(c.get("db"), c.get("admin"), body), 201);
  })

  .put("/most-likely-questions/:id", validate("param", contentIdParamSchema), validate("json", updateMostLikelySchema), async (c) => {
    return c.json(await updatePrompt(c.get("db"), c.get("admin"), c.req.valid("param").id, c.req.valid("json")));
  })

  .delete("/most-likely-questions/:id", validate("param", contentIdParamSchema), async (c) => {
    await deletePrompt(c.get("db"), c.get("admin"), c.req.valid("param").id);
    return c.json({ success: true });
  });
