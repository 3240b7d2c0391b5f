// Admin › المحتوى › الحزم: reported packs and publish requests, a page at a time,
// and the actions on them (hide with a reason the author reads, delete, keep, close
// the reports, block the author, publish). The guard is mounted once in ./index.ts; every
// action goes in the activity log.
import { Hono } from "hono";
import { z } from "zod";
import { packAdminActionSchema, packCodeSchema, packQueueQuerySchema } from "../../../schema/api/packs";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { actOnPack, packQueue } from "../../services/packs";

export const adminPackRoutes = new Hono<AppEnv>()
  .get("/packs", validate("query", packQueueQuerySchema), async (c) => c.json(await packQueue(c.get("db"), c.req.valid("query").page)))
  // Answers the page the admin was looking at, so acting on a card keeps the place.
  .post("/packs/:code", validate("param", z.object({ code: packCodeSchema })), validate("query", packQueueQuerySchema), validate("json", packAdminActionSchema), async (c) => {
    await actOnPack(c.get("db"), c.get("admin")?.username ?? null, c.req.valid("param").code, c.req.valid("json"));
    return c.json(await packQueue(c.get("db"), c.req.valid("query").page));
  });
