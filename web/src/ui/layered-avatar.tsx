// The player avatar of spec 001 §3: three stacked layers (colour, face, accessory),
// each a picture of an avatar asset from D1 (shipped SVGs or admin uploads).
import { useState } from "react";
import { pictureOf, useAvatarCatalog, type AvatarLayer, type AvatarLayers } from "../lib/avatar-assets";
import { cx } from "./cx";

export {
  AVATAR_LAYER_NAMES,
  normaliseAvatar,
  normaliseLayerId,
  pictureOf as avatarLayerSrc,
  type AvatarLayer,
  type AvatarLayers,
} from "../lib/avatar-assets";

const SIZES = {
  xs: "size-8",
  sm: "size-11",
  md: "size-14",
  lg: "size-20",
  xl: "size-28",
  "2xl": "size-36",
} as const;
export type LayeredAvatarSize = keyof typeof SIZES;

/** One layer; a picture that no longer exists (its asset was deleted) is left out rather than shown broken. */
function LayerImage({ layer, src }: { layer: AvatarLayer; src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      draggable={false}
      data-layer={layer}
      onError={() => setFailed(src)}
      className="absolute inset-0 size-full select-none object-contain"
    />
  );
}

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
  const catalog = useAvatarCatalog();
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
        <LayerImage key={layer} layer={layer} src={pictureOf(layer, id, catalog)} />
      ))}
    </span>
  );
}
