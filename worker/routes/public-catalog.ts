// Public commerce and avatar catalogue: active pricing tiers for /premium and
// the active avatar layers for the avatar editor and every layered avatar.
import { Hono } from "hono";
import { avatarLookupParamSchema, LAYER_TYPE_OF } from "../../schema/api/avatars";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/errors";
import { validate } from "../lib/validate";
import { findAssetByNumber, listActiveAvatarAssets } from "../services/avatars";
import { listTiers } from "../services/pricing";

export const publicCatalogRoutes = new Hono<AppEnv>()
  .get("/pricing-tiers", async (c) => c.json(await listTiers(c.get("db"), true)))

  .get("/avatar-assets", async (c) => c.json(await listActiveAvatarAssets(c.get("db"))))

  // Any asset by number, active or not: a seat that chose an asset since disabled keeps its picture.
  .get("/avatar-assets/:layer/:number", validate("param", avatarLookupParamSchema), async (c) => {
    const { layer, number } = c.req.valid("param");
    const asset = await findAssetByNumber(c.get("db"), LAYER_TYPE_OF[layer], number);
    if (!asset) throw new HttpError(404, "avatar_not_found", "الصورة الرمزية غير موجودة");
    c.header("Cache-Control", "public, max-age=300");
    return c.redirect(asset.filePath, 302);
  });
