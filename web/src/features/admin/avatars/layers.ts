import type { AvatarLayerType } from "../../../../../schema/limits";

/** Arabic names of the avatar layers, as the room's avatar editor calls them. */
export const LAYER_LABELS: Record<AvatarLayerType, string> = { Color: "اللون", Face: "الوجه", Custom: "الإكسسوار" };
