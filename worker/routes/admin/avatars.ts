// Admin avatar assets (spec 002 §2 avatars, §5 avatar add, §7): list, upload a
// PNG layer into R2, switch availability, delete. Mounted inside the admin group.
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { createAvatarFieldsSchema, isPng, nextAssetNumber, updateAvatarBodySchema } from "../../../schema/api/avatars";
import { idParamSchema } from "../../../schema/api/pricing";
import { activityLog, avatarAssets, uploads } from "../../../schema/db";
import { AVATAR_ASSETS } from "../../../schema/limits";
import type { AppEnv } from "../../app-env";
import { HttpError, validationErrorBody } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { listAvatarAssets, toAvatarAsset, UPLOADS_PREFIX, uploadKeyOf } from "../../services/avatars";

const NOT_FOUND = () => new HttpError(404, "avatar_not_found", "الصورة الرمزية غير موجودة");
const MAX_MB = AVATAR_ASSETS.maxBytes / (1024 * 1024);
/** Room for the form's boundaries and text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

function activity(c: Context<AppEnv>, actionAr: string) {
  return c.get("db").insert(activityLog).values({ actionAr, actorType: "admin", actorId: c.get("admin")?.username ?? null });
}

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
    const layerNumbers = (await db.select({ n: avatarAssets.assetNumber }).from(avatarAssets).where(eq(avatarAssets.layerType, layerType))).map((r) => r.n);
    const assetNumber = fields.data.assetNumber ?? nextAssetNumber(layerType, layerNumbers);
    if (layerNumbers.includes(assetNumber))
      throw new HttpError(409, "asset_number_taken", `الرقم ${assetNumber} مستخدم في طبقة ${layerType}، اختر رقمًا آخر`, [
        { field: "assetNumber", message: "الرقم مستخدم" },
      ]);

    const key = `avatars/${crypto.randomUUID()}.png`;
    await c.env.UPLOADS.put(key, bytes, { httpMetadata: { contentType: "image/png" } });
    try {
      const [[created]] = await db.batch([
        db
          .insert(avatarAssets)
          .values({ layerType, assetNumber, fileName: cleanFileName(file.name), filePath: `${UPLOADS_PREFIX}${key}`, displayOrder })
          .returning(),
        db.insert(uploads).values({ key, kind: "avatar", contentType: "image/png", size: bytes.byteLength }),
        activity(c, `أضاف المشرف صورة رمزية (${layerType} رقم ${assetNumber})`),
      ]);
      return c.json(toAvatarAsset(created), 201);
    } catch (error) {
      // The row did not land (a parallel upload took the number): the file must not stay behind unlisted.
      await c.env.UPLOADS.delete(key);
      const again = await db.select({ id: avatarAssets.id }).from(avatarAssets).where(eq(avatarAssets.filePath, `${UPLOADS_PREFIX}${key}`)).get();
      if (!again && String(error).includes("UNIQUE")) throw new HttpError(409, "asset_number_taken", `الرقم ${assetNumber} مستخدم، حاول مرة أخرى`);
      throw error;
    }
  })

  .put("/avatar-assets/:id", validate("param", idParamSchema), validate("json", updateAvatarBodySchema), async (c) => {
    const { id } = c.req.valid("param");
    const { isActive } = c.req.valid("json");
    const db = c.get("db");
    const asset = await db.select().from(avatarAssets).where(eq(avatarAssets.id, id)).get();
    if (!asset) throw NOT_FOUND();
    const [[updated]] = await db.batch([
      db.update(avatarAssets).set({ isActive }).where(eq(avatarAssets.id, id)).returning(),
      activity(c, `${isActive ? "أتاح" : "أوقف"} المشرف الصورة الرمزية (${asset.layerType} رقم ${asset.assetNumber})`),
    ]);
    return c.json(toAvatarAsset(updated));
  })

  .delete("/avatar-assets/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.get("db");
    const asset = await db.select().from(avatarAssets).where(eq(avatarAssets.id, id)).get();
    if (!asset) throw NOT_FOUND();
    const key = uploadKeyOf(asset.filePath);
    const action = activity(c, `حذف المشرف الصورة الرمزية (${asset.layerType} رقم ${asset.assetNumber})`);
    const remove = db.delete(avatarAssets).where(eq(avatarAssets.id, id));
    if (key) await db.batch([remove, db.delete(uploads).where(eq(uploads.key, key)), action]);
    else await db.batch([remove, action]);
    // Seed layers are files of the app itself and stay; an uploaded file goes with its row.
    if (key) await c.env.UPLOADS.delete(key);
    return c.json({ success: true });
  });
