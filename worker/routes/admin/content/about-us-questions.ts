// Admin «عنّا» personal questions (issue 32), like the most-likely prompts: a filtered page, add
// (once per row in a table import), edit, delete (soft); bulk changes and restore go through
// /bulk/about-us-questions.
import { Hono } from "hono";
import { bulkAboutUsSchema, contentIdParamSchema, createAboutUsSchema, updateAboutUsSchema } from "../../../../schema/api/content";
import type { AppEnv } from "../../../app-env";
import { validate } from "../../../lib/validate";
import { createAboutUsQuestion, deleteAboutUsQuestion, importAboutUsQuestions, listAboutUsQuestions, updateAboutUsQuestion } from "../../../services/content-admin/about-us";
import { adminListQuery } from "./list-query";

export const adminAboutUsRoutes = new Hono<AppEnv>()
  .get("/about-us-questions", adminListQuery, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAboutUsQuestions(c.get("db"), c.req.valid("query")));
  })

  .post("/about-us-questions/bulk", validate("json", bulkAboutUsSchema), async (c) => {
    const result = await importAboutUsQuestions(c.get("db"), c.get("admin"), c.req.valid("json"));
    return c.json(result, result.added ? 201 : 200);
  })

  .post("/about-us-questions", validate("json", createAboutUsSchema), async (c) => {
    const { gameId: _gameId, ...body } = c.req.valid("json");
    return c.json(await createAboutUsQuestion(c.get("db"), c.get("admin"), body), 201);
  })

  .put("/about-us-questions/:id", validate("param", contentIdParamSchema), validate("json", updateAboutUsSchema), async (c) => {
    return c.json(await updateAboutUsQuestion(c.get("db"), c.get("admin"), c.req.valid("param").id, c.req.valid("json")));
  })

  .delete("/about-us-questions/:id", validate("param", contentIdParamSchema), async (c) => {
    await deleteAboutUsQuestion(c.get("db"), c.get("admin"), c.req.valid("param").id);
    return c.json({ success: true });
  });
