// Admin trivia questions (spec 002 §2 trivia tab and question management, §5 question
// form and table import, §7): a filtered page, add (once per row in a table import),
// a duplicate check before import, edit, delete (soft, undone by the bulk route's restore).
import { Hono } from "hono";
import { bulkQuestionsSchema, contentIdParamSchema, createQuestionSchema, duplicateCheckSchema, updateQuestionSchema } from "../../../../schema/api/content";
import { adminListQuery } from "./list-query";
import type { AppEnv } from "../../../app-env";
import { validate } from "../../../lib/validate";
import { createQuestion, deleteQuestion, duplicatesIn, importQuestions, listQuestions, updateQuestion } from "../../../services/content-admin/questions";

export const adminQuestionRoutes = new Hono<AppEnv>()
  .get("/questions", adminListQuery, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listQuestions(c.get("db"), c.req.valid("query")));
  })

  .post("/questions/duplicates", validate("json", duplicateCheckSchema), async (c) => {
    const { subcategoryId, contents } = c.req.valid("json");
    return c.json({ duplicates: await duplicatesIn(c.get("db"), subcategoryId, contents) });
  })

  .post("/questions/bulk", validate("json", bulkQuestionsSchema), async (c) => {
    const result = await importQuestions(c.get("db"), c.get("admin"), c.req.valid("json"));
    return c.json(result, result.added ? 201 : 200);
  })

  .post("/questions", validate("json", createQuestionSchema), async (c) => {
    const { gameId: _gameId, ...body } = c.req.valid("json");
    return c.json(await createQuestion(c.get("db"), c.get("admin"), body), 201);
  })

  .put("/questions/:id", validate("param", contentIdParamSchema), validate("json", updateQuestionSchema), async (c) => {
    return c.json(await updateQuestion(c.get("db"), c.get("admin"), c.req.valid("param").id, c.req.valid("json")));
  })

  .delete("/questions/:id", validate("param", contentIdParamSchema), async (c) => {
    await deleteQuestion(c.get("db"), c.get("admin"), c.req.valid("param").id);
    return c.json({ success: true });
  });
