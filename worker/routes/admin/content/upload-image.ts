// POST /api/admin/upload-image (spec 002 §7): the first half of the shared upload
// path for the content screens, and its batch form for bulk uploads (one call for
// up to 300 links instead of 300). The admin guard has already authorised the caller.
import { Hono } from "hono";
import { uploadImageBodySchema, uploadImagesBodySchema } from "../../../../schema/api/content";
import type { AppEnv } from "../../../app-env";
import { validate } from "../../../lib/validate";
import { issueUploadGrant } from "../../../services/uploads";

export const uploadImageRoutes = new Hono<AppEnv>()
  .post("/upload-image", validate("json", uploadImageBodySchema), async (c) => {
    const { imageType, contentType } = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    return c.json(await issueUploadGrant(c.env, { kind: imageType, contentType }));
  })
  .post("/upload-images", validate("json", uploadImagesBodySchema), async (c) => {
    const { imageType, contentTypes } = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    return c.json({ grants: await Promise.all(contentTypes.map((contentType) => issueUploadGrant(c.env, { kind: imageType, contentType }))) });
  });
