// The admin's avatar assets in D1 and R2 (spec 002 §2 avatars, §5, §7): add an uploaded PNG
// layer, switch availability, and the soft delete; the file of a deleted upload
// stays in R2 until the cleanup job purges its row (services/content-trash.ts).
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { AvatarAsset } from "../../schema/api/avatars";
import type { ContentPage } from "../../schema/api/content";
import type { AvatarListQuery } from "../../schema/api/content-bulk";
import { nextAssetNumber } from "../../schema/api/avatars";
import { activityLog, avatarAssets, uploads } from "../../schema/db";
import type { ActivityChange } from "../../schema/api/admin";
import { fieldChanges } from "./activity";
import { activityValues } from "../../data/activity";
import { AVATAR_LABELS } from "./change-labels";
import { AVATAR_LAYER_TYPES, type AvatarLayerType } from "../../schema/limits";
import type { Db } from "../../data/db";
import { HttpError } from "../lib/errors";
import { toAvatarAsset, UPLOADS_PREFIX } from "./avatars";
import { adminListWhere, contains } from "./content";
import { live, softDeleteStatement } from "./trash";

type Admin = { username: string } | null;

export const avatarNotFound = () => new HttpError(404, "avatar_not_found", "الصورة الرمزية غير موجودة");

const activity = (db: Db, admin: Admin, actionAr: string, changes?: ActivityChange[]) =>
  db.insert(activityLog).values(activityValues({ actionAr, actorType: "admin", actorId: admin?.username ?? null, changes }));

async function findAvatar(db: Db, id: number) {
  const asset = await db.select().from(avatarAssets).where(and(eq(avatarAssets.id, id), live(avatarAssets))).get();
  if (!asset) throw avatarNotFound();
  return asset;
}

/** The layers in the editor's order (colour, face, accessory), as the tab lists them. */
const layerOrder = sql`CASE ${avatarAssets.layerType} ${sql.join(
  AVATAR_LAYER_TYPES.map((t, i) => sql`WHEN ${t} THEN ${i}`),
  sql` `,
)} END`;

/** A filtered page of the avatars tab (the shared list panel's query): layer, file name search, status. */
export async function listAvatarPage(db: Db, query: AvatarListQuery): Promise<ContentPage<AvatarAsset>> {
  const { search, page, pageSize } = query;
  const where = adminListWhere(avatarAssets, query, { layerType: avatarAssets.layerType }, search ? contains(avatarAssets.fileName, search) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(avatarAssets)
      .where(where)
      .orderBy(layerOrder, asc(avatarAssets.displayOrder), asc(avatarAssets.assetNumber))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(avatarAssets).where(where),
  ]);
  return { items: rows.map(toAvatarAsset), total, page, pageSize };
}

/**
 * The number the new layer takes: the asked one, or the next free one. Deleted rows keep
 * their numbers until purged, so an undo never finds its number taken.
 */
export async function assetNumberFor(db: Db, layerType: AvatarLayerType, asked: number | undefined): Promise<number> {
  const layerNumbers = (await db.select({ n: avatarAssets.assetNumber }).from(avatarAssets).where(eq(avatarAssets.layerType, layerType))).map((r) => r.n);
  const assetNumber = asked ?? nextAssetNumber(layerType, layerNumbers);
  if (layerNumbers.includes(assetNumber))
    throw new HttpError(409, "asset_number_taken", `الرقم ${assetNumber} مستخدم في طبقة ${layerType}، يُرجى اختيار رقم آخر`, [{ field: "assetNumber", message: "الرقم مستخدم" }]);
  return assetNumber;
}

/** Stores the PNG in R2 and its row; a row that does not land takes its file with it. */
export async function addAvatarAsset(
  env: { UPLOADS: R2Bucket },
  db: Db,
  admin: Admin,
  layer: { layerType: AvatarLayerType; assetNumber: number; displayOrder: number; fileName: string; bytes: Uint8Array },
) {
  const { layerType, assetNumber, displayOrder, fileName, bytes } = layer;
  const key = `avatars/${crypto.randomUUID()}.png`;
  await env.UPLOADS.put(key, bytes, { httpMetadata: { contentType: "image/png" } });
  try {
    const [[created]] = await db.batch([
      db.insert(avatarAssets).values({ layerType, assetNumber, fileName, filePath: `${UPLOADS_PREFIX}${key}`, displayOrder }).returning(),
      db.insert(uploads).values({ key, kind: "avatar", contentType: "image/png", size: bytes.byteLength }),
      activity(db, admin, `أضاف المشرف صورة رمزية (${layerType} رقم ${assetNumber})`, fieldChanges(null, { layerType, assetNumber, fileName, displayOrder }, AVATAR_LABELS)),
    ]);
    return toAvatarAsset(created);
  } catch (error) {
    // The row did not land (a parallel upload took the number): the file must not stay behind unlisted.
    await env.UPLOADS.delete(key);
    const again = await db.select({ id: avatarAssets.id }).from(avatarAssets).where(eq(avatarAssets.filePath, `${UPLOADS_PREFIX}${key}`)).get();
    if (!again && String(error).includes("UNIQUE")) throw new HttpError(409, "asset_number_taken", `الرقم ${assetNumber} مستخدم، يُرجى المحاولة مرة أخرى`);
    throw error;
  }
}

export async function setAvatarActive(db: Db, admin: Admin, id: number, isActive: boolean) {
  const asset = await findAvatar(db, id);
  const [[updated]] = await db.batch([
    db.update(avatarAssets).set({ isActive }).where(eq(avatarAssets.id, id)).returning(),
    activity(db, admin, `${isActive ? "أتاح" : "أوقف"} المشرف الصورة الرمزية (${asset.layerType} رقم ${asset.assetNumber})`, fieldChanges(asset, { ...asset, isActive }, AVATAR_LABELS)),
  ]);
  return toAvatarAsset(updated);
}

/** Soft delete: hidden from the editor, the public list and new seats at once; «تراجع» brings it back. */
export async function deleteAvatar(db: Db, admin: Admin, id: number): Promise<void> {
  const asset = await findAvatar(db, id);
  await db.batch([softDeleteStatement(db, avatarAssets, [id]), activity(db, admin, `حذف المشرف الصورة الرمزية (${asset.layerType} رقم ${asset.assetNumber})`, fieldChanges(asset, null, AVATAR_LABELS))]);
}
