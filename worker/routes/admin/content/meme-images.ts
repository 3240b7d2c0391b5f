// Admin meme pictures (spec 002 §2 meme tab, §5 meme form and bulk upload, §7, §8):
// a filtered page of the grid, add (once per picture in a bulk upload), edit, delete (soft).
import { Hono } from "hono";
import { bulkMemeImagesSchema, contentIdParamSchema, createMemeImageSchema, updateMemeImageSchema } from "../../../../schema/api/content";
import type { AppEnv } from "../../../app-env";
import { validate } from "../../../lib/validate";
import { addMemes, createMeme, deleteMeme, listMemes, updateMeme } from "../../../services/content-admin/memes";
import { adminListQuery } from "./list-query";

export const adminMemeImageRoutes = new Hono<AppEnv>()
  .get("/meme-images", adminListQuery, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listMemes(c.get("db"), c.req.valid("query")));
  })

  .post("/meme-images/bulk", validate("json", bulkMemeImagesSchema), async (c) => {
    const result = await addMemes(c.get("db"), c.get("admin"), c.req.valid("json"));
    return c.json(result, result.added ? 201 : 200);
  })

  .post("/meme-images", validate("json", createMemeImageSchema), async (c) => {
    const { gameId: _gameId, ...body } = c.req.valid("json");
    return c.json(await createMeme(c.get("db"), c.get("admin"), body), 201);
  })

  .put("/meme-images/:id", validate("param", contentIdParamSchema), validate("json", updateMemeImageSchema), async (c) => {
    return c.json(await updateMeme(c.get("db"), c.get("admin"), c.req.valid("param").id, c.req.valid("json")));
  })

  .delete("/meme-images/:id", validate("param", contentIdParamSchema), async (c) => {
    await deleteMeme(c.get("db"), c.get("admin"), c.req.valid("param").id);
    return c.json({ success: true });
  });
