// The player avatar of spec 001 §3: three stacked layers (colour, face, accessory),
// each an image under /avatars/{layer}/{id}.svg.
import { AVATAR_LAYERS, DEFAULT_AVATAR } from "../../../schema/limits";
import { cx } from "./cx";

export type AvatarLayer = keyof typeof AVATAR_LAYERS;
export const AVATAR_LAYER_NAMES = ["color", "face", "custom"] as const satisfies readonly AvatarLayer[];

export interface AvatarLayers {
  color: number;
  face: number;
  custom: number;
}

/** An id outside its layer's range maps to the first of that layer. */
export function normaliseLayerId(layer: AvatarLayer, id: unknown): number {
  const { first, count } = AVATAR_LAYERS[layer];
  const value = typeof id === "string" ? Number(id) : id;
  if (typeof value !== "number" || !Number.isInteger(value) || value < first || value >= first + count) return first;
  return value;
}

export function normaliseAvatar(avatar: Partial<Record<AvatarLayer, unknown>> | null | undefined): AvatarLayers {
  return {
    color: normaliseLayerId("color", avatar?.color ?? DEFAULT_AVATAR.color),
    face: normaliseLayerId("face", avatar?.face ?? DEFAULT_AVATAR.face),
    custom: normaliseLayerId("custom", avatar?.custom ?? DEFAULT_AVATAR.custom),
  };
}

export function avatarLayerSrc(layer: AvatarLayer, id: unknown): string {
  return `/avatars/${layer}/${normaliseLayerId(layer, id)}.svg`;
}

const SIZES = {
  xs: "size-8",
  sm: "size-11",
  md: "size-14",
  lg: "size-20",
  xl: "size-28",
  "2xl": "size-36",
} as const;
export type LayeredAvatarSize = keyof typeof SIZES;

/**
 * The three layers stacked in a circle. Decorative by default (the nickname is
 * next to it); pass `label` when the avatar stands alone.
 */
export function LayeredAvatar({
  color,
  face,
  custom,
  size = "md",
  label,
  className,
}: Partial<AvatarLayers> & { size?: LayeredAvatarSize; label?: string; className?: string }) {
  const layers: Array<[AvatarLayer, unknown]> = [
    ["color", color],
    ["face", face],
    ["custom", custom],
  ];
  return (
    <span
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx("relative inline-block shrink-0 overflow-hidden rounded-full bg-white/10", SIZES[size], className)}
    >
      {layers.map(([layer, id]) => (
        <img
          key={layer}
          src={avatarLayerSrc(layer, id)}
          alt=""
          draggable={false}
          data-layer={layer}
          className="absolute inset-0 size-full select-none"
        />
      ))}
    </span>
  );
}
