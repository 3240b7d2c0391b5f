// Avatar layer names and addresses shared by the worker, the room actor and the
// player pages. Free of zod, so the player bundle can import it.
import { AVATAR_ASSETS, type AvatarLayerType } from "./limits";

/** The live room names layers in lower case (avatar.color, .face, .custom); D1 in the spec's capitalised types. */
export const LIVE_LAYER_OF = { Color: "color", Face: "face", Custom: "custom" } as const satisfies Record<AvatarLayerType, string>;
export type LiveLayer = (typeof LIVE_LAYER_OF)[AvatarLayerType];
export const LAYER_TYPE_OF: Record<LiveLayer, AvatarLayerType> = { color: "Color", face: "Face", custom: "Custom" };

/** Address of any asset by layer and number, active or not: seats keep showing a disabled one. */
export function avatarFallbackSrc(layer: LiveLayer, assetNumber: number): string {
  return `/api/avatar-assets/${layer}/${assetNumber}`;
}

/** Next number of a layer: the highest there plus one, else the layer's first number (spec 002 §5). */
export function nextAssetNumber(layerType: AvatarLayerType | string, numbers: readonly number[]): number {
  if (numbers.length) return Math.max(...numbers) + 1;
  return (AVATAR_ASSETS.firstNumber as Record<string, number>)[layerType] ?? 1;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The eight magic bytes every PNG file starts with; a renamed file of another type fails. */
export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}
