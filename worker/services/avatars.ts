// Avatar assets in D1 and their files: seed layers ship as static files under
// /avatars/, admin uploads live in R2 and are served under /uploads/.
import { and, asc, eq } from "drizzle-orm";
import { live } from "./trash";
import type { AvatarAsset, PublicAvatarAsset } from "../../schema/api/avatars";
import { avatarAssets } from "../../schema/db";
import type { AvatarLayerType } from "../../schema/limits";
import type { Db } from "../../data/db";

type AssetRow = typeof avatarAssets.$inferSelect;

export const UPLOADS_PREFIX = "/uploads/";

export function toAvatarAsset(row: AssetRow): AvatarAsset {
  return {
    id: row.id,
    layerType: row.layerType,
    assetNumber: row.assetNumber,
    fileName: row.fileName,
    filePath: row.filePath,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

const ordering = [asc(avatarAssets.layerType), asc(avatarAssets.displayOrder), asc(avatarAssets.assetNumber)];

export async function listAvatarAssets(db: Db): Promise<AvatarAsset[]> {
  return (await db.select().from(avatarAssets).where(live(avatarAssets)).orderBy(...ordering)).map(toAvatarAsset);
}

export async function listActiveAvatarAssets(db: Db): Promise<PublicAvatarAsset[]> {
  return db
    .select({ layerType: avatarAssets.layerType, assetNumber: avatarAssets.assetNumber, filePath: avatarAssets.filePath, displayOrder: avatarAssets.displayOrder })
    .from(avatarAssets)
    .where(and(eq(avatarAssets.isActive, true), live(avatarAssets)))
    .orderBy(...ordering);
}

export async function findAssetByNumber(db: Db, layerType: AvatarLayerType, assetNumber: number) {
  return db
    .select()
    .from(avatarAssets)
    .where(and(eq(avatarAssets.layerType, layerType), eq(avatarAssets.assetNumber, assetNumber), live(avatarAssets)))
    .get();
}

/** The R2 key of an uploaded file's address, or null for a static (seed) file. */
export function uploadKeyOf(filePath: string): string | null {
  return filePath.startsWith(UPLOADS_PREFIX) ? filePath.slice(UPLOADS_PREFIX.length) : null;
}
