// Admin › المحتوى › الحزم (issue 33): reported packs and publish requests, and the actions on
// them (hide with a reason the author reads, delete, keep, block the author, publish). The
// guard is mounted once in ./index.ts; every action goes in the activity log.
import { Hono } from "hono";
import { z } from "zod";
import { packAdminActionSchema, packCodeSchema } from "../../../schema/api/packs";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { actOnPack, packQueue } from "../../services/packs";

export const adminPackRoutes = new Hono<AppEnv>()
  .get("/packs", async (c) => c.json(await packQueue(c.get("db"))))
  .post("/packs/:code", validate("param", z.object({ code: packCodeSchema })), validate("json", packAdminActionSchema), async (c) => {
    await actOnPack(c.get("db"), c.get("admin")?.username ?? null, c.req.valid("param").code, c.req.valid("json"));
    return c.json(await packQueue(c.get("db")));
  });
