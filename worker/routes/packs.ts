// Players' packs: write, read by code, edit, soft delete and undo, list one's own,
// ask to publish, report, and the gallery of published packs. The rules and the queries are
// in worker/services/packs.ts; the admin's queue is worker/routes/admin/packs.ts.
import { Hono } from "hono";
import { packBodySchema, packCodeSchema, packGalleryQuerySchema, packListQuerySchema, packReportBodySchema, type PackGalleryAnswer } from "../../schema/api/packs";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/errors";
import { validate } from "../lib/validate";
import {
  checkPack,
  createPack,
  deleteOwnPack,
  gallery,
  myPacks,
  ownPack,
  reportPack,
  requestPublish,
  requireAuthor,
  restorePack,
  takeLookup,
  takeWriteQuota,
  updatePack,
  viewFor,
  visiblePack,
} from "../services/packs";

const codeParam = validate("param", z.object({ code: packCodeSchema }));

export const packRoutes = new Hono<AppEnv>()
  .post("/packs", validate("json", packBodySchema), async (c) => {
    const user = await requireAuthor(c);
    const body = c.req.valid("json");
    // The quota first: every probe of the family filter costs a write.
    await takeWriteQuota(c, user);
    await checkPack(c.get("db"), body, user);
    const code = await createPack(c, user, body);
    return c.json({ code }, 201);
  })

  .get("/packs", validate("query", packListQuerySchema), async (c) => {
    const user = c.get("user");
    if (!user) throw new HttpError(401, "unauthenticated", "يلزم تسجيل الدخول بحساب لعرض حزمك");
    return c.json(await myPacks(c.get("db"), user));
  })

  .get("/packs/gallery", validate("query", packGalleryQuerySchema), async (c) => {
    const answer: PackGalleryAnswer = { packs: await gallery(c.get("db"), c.req.valid("query").q || undefined) };
    return c.json(answer);
  })

  .get("/packs/:code", codeParam, async (c) => {
    const user = c.get("user");
    // Counted per address; the owner may open a deleted or hidden pack, everyone else
    // gets the one 404 of a missing code.
    await takeLookup(c);
    const row = await visiblePack(c.get("db"), c.req.valid("param").code, user);
    return c.json(viewFor(row, user));
  })

  .put("/packs/:code", codeParam, validate("json", packBodySchema), async (c) => {
    const user = await requireAuthor(c);
    const row = await ownPack(c, c.req.valid("param").code);
    const body = c.req.valid("json");
    await takeWriteQuota(c, user);
    await checkPack(c.get("db"), body, user);
    await updatePack(c.get("db"), row, body);
    return c.json({ code: row.code });
  })

  .delete("/packs/:code", codeParam, async (c) => {
    const row = await ownPack(c, c.req.valid("param").code);
    await deleteOwnPack(c.get("db"), row);
    return c.json({ code: row.code, deleted: true });
  })

  .post("/packs/:code/restore", codeParam, async (c) => {
    // A blocked author cannot bring a pack back, nor one the admin deleted or hid.
    const user = await requireAuthor(c);
    const row = await ownPack(c, c.req.valid("param").code, true);
    await restorePack(c.get("db"), row, user);
    return c.json({ code: row.code, deleted: false });
  })

  .post("/packs/:code/publish", codeParam, async (c) => {
    await requireAuthor(c);
    const row = await ownPack(c, c.req.valid("param").code);
    await requestPublish(c.get("db"), row);
    return c.json({ code: row.code, publish: row.publish === "none" ? "requested" : row.publish }, 202);
  })

  .post("/packs/:code/report", codeParam, validate("json", packReportBodySchema), async (c) => {
    const added = await reportPack(c, c.req.valid("param").code, c.req.valid("json").reason);
    return c.json({ received: true }, added ? 201 : 200);
  });
