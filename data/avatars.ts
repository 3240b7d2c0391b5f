// The avatar numbers a seat may take, as the room actor checks them against D1.
import { LIVE_LAYER_OF, type LiveLayer } from "../schema/avatar-layers";
import type { AvatarLayerType } from "../schema/limits";

/** The active numbers of each layer in display order, as the room actor checks seats against them. */
export async function activeAvatarChoices(d1: D1Database): Promise<Record<LiveLayer, number[]>> {
  const { results } = await d1
    .prepare("SELECT layer_type, asset_number FROM avatar_assets WHERE is_active = 1 AND deleted_at IS NULL ORDER BY display_order, asset_number")
    .all<{ layer_type: AvatarLayerType; asset_number: number }>();
  const choices: Record<LiveLayer, number[]> = { color: [], face: [], custom: [] };
  for (const row of results) choices[LIVE_LAYER_OF[row.layer_type]]?.push(row.asset_number);
  return choices;
}
