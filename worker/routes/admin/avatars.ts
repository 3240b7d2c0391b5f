// Admin avatar assets (spec 002 §2 avatars, §5 avatar add, §7): list, upload a
// PNG layer into R2, switch availability, delete. Mounted inside the admin group.
import { Hono } from "hono";
import { createAvatarFieldsSchema, isPng, updateAvatarBodySchema } from "../../../schema/api/avatars";
import { idParamSchema } from "../../../schema/api/pricing";
import { AVATAR_ASSETS } from "../../../schema/limits";
import type { AppEnv } from "../../app-env";
import { HttpError, validationErrorBody } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { avatarListQuerySchema } from "../../../schema/api/content-bulk";
import { addAvatarAsset, assetNumberFor, deleteAvatar, listAvatarPage, setAvatarActive } from "../../services/avatar-admin";
import { listAvatarAssets } from "../../services/avatars";

const MAX_MB = AVATAR_ASSETS.maxBytes / (1024 * 1024);
/** Room for the form's boundaries and text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** A file name fit to show in the table: no path, no control characters, not too long. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 120) || "avatar.png";
}

const fieldError = (field: string, message: string) => new HttpError(400, "invalid_input", message, [{ field, message }]);

export const adminAvatarRoutes = new Hono<AppEnv>()
  .get("/avatar-assets", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAvatarAssets(c.get("db")));
  })

  // The tab's page on the shared list panel: layer, file name search, status, paging.
  .get("/avatar-assets/page", validate("query", avatarListQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAvatarPage(c.get("db"), c.req.valid("query")));
  })

  .post("/avatar-assets", async (c) => {
    // A body far over the limit is refused before it is read into memory.
    const declared = Number(c.req.header("Content-Length"));
    if (Number.isFinite(declared) && declared > AVATAR_ASSETS.maxBytes + FORM_OVERHEAD_BYTES)
      throw fieldError("avatarImage", `حجم الملف كبير، الحد الأقصى ${MAX_MB} ميجابايت`);
    const form = await c.req.formData().catch(() => null);
    if (!form) throw new HttpError(400, "invalid_input", "يجب إرسال الصورة كنموذج multipart/form-data");
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const fields = createAvatarFieldsSchema.safeParse({ layerType: text("layerType"), assetNumber: text("assetNumber"), displayOrder: text("displayOrder") });
    if (!fields.success) return c.json(validationErrorBody(fields.error), 400);
    const file = form.get("avatarImage");
    if (!(file instanceof File) || file.size === 0) throw fieldError("avatarImage", "يجب اختيار صورة");
    if (file.size > AVATAR_ASSETS.maxBytes) throw fieldError("avatarImage", `حجم الملف كبير، الحد الأقصى ${MAX_MB} ميجابايت`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The browser's type and the name are the sender's word; the first bytes are the file's.
    if (!isPng(bytes)) throw fieldError("avatarImage", "يجب أن تكون الصورة بصيغة PNG فقط");

    const db = c.get("db");
    const { layerType, displayOrder } = fields.data;
    const assetNumber = await assetNumberFor(db, layerType, fields.data.assetNumber);
    return c.json(await addAvatarAsset(c.env, db, c.get("admin"), { layerType, assetNumber, displayOrder, fileName: cleanFileName(file.name), bytes }), 201);
  })

  .put("/avatar-assets/:id", validate("param", idParamSchema), validate("json", updateAvatarBodySchema), async (c) => {
    return c.json(await setAvatarActive(c.get("db"), c.get("admin"), c.req.valid("param").id, c.req.valid("json").isActive));
  })

  // Soft delete: the row is hidden at once; the uploaded file goes when the cleanup job purges it.
  .delete("/avatar-assets/:id", validate("param", idParamSchema), async (c) => {
    await deleteAvatar(c.get("db"), c.get("admin"), c.req.valid("param").id);
    return c.json({ success: true });
  });
