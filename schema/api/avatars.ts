// Avatar assets (spec 002 §2 avatars, §3 avatar asset, §5 avatar add, §7) and
// the public list the avatar editor and every layered avatar read.
import { z } from "zod";
import { AVATAR_ASSETS, AVATAR_LAYER_TYPES } from "../limits";

export { avatarFallbackSrc, isPng, LAYER_TYPE_OF, LIVE_LAYER_OF, nextAssetNumber, type LiveLayer } from "../avatar-layers";

export const avatarLayerTypeSchema = z.enum(AVATAR_LAYER_TYPES, { error: "نوع الطبقة يجب أن يكون Color أو Face أو Custom" });

export const avatarAssetSchema = z.object({
  id: z.number(),
  layerType: avatarLayerTypeSchema,
  assetNumber: z.number(),
  fileName: z.string(),
  filePath: z.string(),
  isActive: z.boolean(),
  displayOrder: z.number(),
  createdAt: z.string(),
});
export type AvatarAsset = z.infer<typeof avatarAssetSchema>;

/** What players need of an active asset: which layer, which number, which picture. */
export const publicAvatarAssetSchema = avatarAssetSchema.pick({ layerType: true, assetNumber: true, filePath: true, displayOrder: true });
export type PublicAvatarAsset = z.infer<typeof publicAvatarAssetSchema>;

const wholeNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} يجب أن يكون رقمًا` })
    .int(`${label} يجب أن يكون عددًا صحيحًا`)
    .min(0, `${label} لا يقل عن 0`)
    .max(max, `${label} لا يزيد عن ${max}`);

/** The text fields of the multipart upload; the file is checked apart (it is not text). */
export const createAvatarFieldsSchema = z.object({
  layerType: avatarLayerTypeSchema,
  /** Left out: the next number of the layer (spec 002 §5). */
  assetNumber: z.preprocess((v) => (v === "" || v === null ? undefined : v), wholeNumber("رقم الصورة", AVATAR_ASSETS.assetNumberMax).min(1, "رقم الصورة لا يقل عن 1").optional()),
  displayOrder: z.preprocess((v) => (v === "" || v === null ? undefined : v), wholeNumber("الترتيب", 10_000).default(0)),
});

export const updateAvatarBodySchema = z.object({ isActive: z.boolean({ error: "الحالة يجب أن تكون true أو false" }) });

export const avatarLookupParamSchema = z.object({
  layer: z.enum(["color", "face", "custom"], { error: "طبقة غير معروفة" }),
  number: z.coerce.number({ error: "رقم غير صالح" }).int("رقم غير صالح").min(0, "رقم غير صالح").max(AVATAR_ASSETS.assetNumberMax, "رقم غير صالح"),
});
