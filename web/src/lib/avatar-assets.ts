// The avatar layers players can choose (spec 001 §3, spec 002 §2 avatars): the
// active assets from the public list, with the shipped layers standing in
// until it answers. A seat may hold a layer since disabled: its picture still
// loads by number (see pictureOf), it is only no longer offered.
import { useQuery } from "@tanstack/react-query";
import type { PublicAvatarAsset } from "../../../schema/api/avatars";
import { avatarFallbackSrc, LIVE_LAYER_OF } from "../../../schema/avatar-layers";
import { AVATAR_LAYERS } from "../../../schema/limits";
import { apiJson } from "./api";

export type AvatarLayer = keyof typeof AVATAR_LAYERS;
export const AVATAR_LAYER_NAMES = ["color", "face", "custom"] as const satisfies readonly AvatarLayer[];

export interface AvatarLayers {
  color: number;
  face: number;
  custom: number;
}

export interface LayerChoices {
  /** Active numbers in display order; never empty (a layer with none offers its shipped first). */
  numbers: number[];
  src: Map<number, string>;
}
export type AvatarCatalog = Record<AvatarLayer, LayerChoices>;

export const PUBLIC_AVATARS_KEY = ["/api/avatar-assets"] as const;
/** The editor picks up an asset an admin adds or disables within this long. */
const CATALOG_STALE_MS = 60_000;

const shippedSrc = (layer: AvatarLayer, n: number) => `/avatars/${layer}/${n}.svg`;

/** The layers the app ships with (the seed's assets). */
export const SHIPPED_CATALOG: AvatarCatalog = Object.fromEntries(
  AVATAR_LAYER_NAMES.map((layer) => {
    const { first, count } = AVATAR_LAYERS[layer];
    const numbers = Array.from({ length: count }, (_, i) => first + i);
    return [layer, { numbers, src: new Map(numbers.map((n) => [n, shippedSrc(layer, n)])) }];
  }),
) as AvatarCatalog;

/** Groups the public list by layer, in the order the server sent (display order, then number). */
export function catalogFrom(assets: readonly PublicAvatarAsset[]): AvatarCatalog {
  const catalog = Object.fromEntries(AVATAR_LAYER_NAMES.map((l) => [l, { numbers: [] as number[], src: new Map<number, string>() }])) as AvatarCatalog;
  for (const asset of assets) {
    const entry = catalog[LIVE_LAYER_OF[asset.layerType]];
    if (entry.src.has(asset.assetNumber)) continue;
    entry.numbers.push(asset.assetNumber);
    entry.src.set(asset.assetNumber, asset.filePath);
  }
  for (const layer of AVATAR_LAYER_NAMES) if (catalog[layer].numbers.length === 0) catalog[layer] = SHIPPED_CATALOG[layer];
  return catalog;
}

export function useAvatarCatalog(): AvatarCatalog {
  const query = useQuery({
    queryKey: PUBLIC_AVATARS_KEY,
    queryFn: async ({ signal }) => catalogFrom(await apiJson<PublicAvatarAsset[]>("GET", "/api/avatar-assets", undefined, signal)),
    staleTime: CATALOG_STALE_MS,
    retry: 1,
  });
  return query.data ?? SHIPPED_CATALOG;
}

const isLayerId = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

function toNumber(id: unknown): unknown {
  return typeof id === "string" && id.trim() !== "" ? Number(id) : id;
}

/** A layer's picture: the active asset's file, else any asset by number (a seat keeps a disabled one), else the layer's first. */
export function pictureOf(layer: AvatarLayer, id: unknown, catalog: AvatarCatalog = SHIPPED_CATALOG): string {
  const value = toNumber(id);
  const choices = catalog[layer];
  if (isLayerId(value)) return choices.src.get(value) ?? avatarFallbackSrc(layer, value);
  return choices.src.get(choices.numbers[0])!;
}

/** An id that is not an active choice maps to the first choice of its layer (spec 001 §3). */
export function normaliseLayerId(layer: AvatarLayer, id: unknown, catalog: AvatarCatalog = SHIPPED_CATALOG): number {
  const value = toNumber(id);
  const { numbers } = catalog[layer];
  return isLayerId(value) && numbers.includes(value) ? value : numbers[0];
}

export function normaliseAvatar(avatar: Partial<Record<AvatarLayer, unknown>> | null | undefined, catalog: AvatarCatalog = SHIPPED_CATALOG): AvatarLayers {
  return {
    color: normaliseLayerId("color", avatar?.color, catalog),
    face: normaliseLayerId("face", avatar?.face, catalog),
    custom: normaliseLayerId("custom", avatar?.custom, catalog),
  };
}

/** Keeps any whole ids as they are (they may be assets this page has not heard of yet); null when it is not an avatar. */
export function readAvatarIds(value: unknown): AvatarLayers | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const ids = AVATAR_LAYER_NAMES.map((layer) => toNumber(record[layer]));
  if (!ids.every(isLayerId)) return null;
  const [color, face, custom] = ids as number[];
  return { color, face, custom };
}

/** A random avatar drawn from each layer's active choices. */
export function randomAvatar(catalog: AvatarCatalog = SHIPPED_CATALOG, random: () => number = Math.random): AvatarLayers {
  const pick = (layer: AvatarLayer) => {
    const { numbers } = catalog[layer];
    return numbers[Math.min(numbers.length - 1, Math.floor(random() * numbers.length))];
  };
  return { color: pick("color"), face: pick("face"), custom: pick("custom") };
}

/** The next (1) or previous (-1) active choice of one layer, wrapping around; an id no longer offered steps from the start. */
export function stepAvatarLayer(avatar: AvatarLayers, layer: AvatarLayer, step: 1 | -1, catalog: AvatarCatalog = SHIPPED_CATALOG): AvatarLayers {
  const { numbers } = catalog[layer];
  const at = numbers.indexOf(avatar[layer]);
  const next = at < 0 ? (step === 1 ? 0 : numbers.length - 1) : (at + step + numbers.length) % numbers.length;
  return { ...avatar, [layer]: numbers[next] };
}
