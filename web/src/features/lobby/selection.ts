// The lobby's rules as pure functions (spec 001 §4 lobby selection, §5 start-game checks),
// so the screen stays thin and the rules are tested on their own.
import type { CategorySummary } from "../../../../schema/api";
import { GAME_SETTING_LIMITS, PLAYER_LIMITS, type GameType } from "../../../../schema/limits";
import { countText, PLAYERS } from "../../../../schema/arabic-count";
import { GAME_MANIFESTS } from "../../../../schema/games";

export type SliderLimit = { default: number; min: number; max: number; step: number };
export type SliderLimits = Record<string, SliderLimit>;

/** Trivia picks subcategories; the other games pick whole categories (spec 001 §3): each game's own say, in its manifest. */
export function usesSubcategories(gameType: GameType): boolean {
  return GAME_MANIFESTS[gameType].categoryShape === "subcategories";
}

/** Meme-game and most-likely play exactly one category. */
export function needsSingleCategory(gameType: GameType): boolean {
  return !usesSubcategories(gameType);
}

export interface ChoosableItem {
  id: string;
  nameAr: string;
  isPremium: boolean;
}

/** The items a game's selection holds ids of: subcategories for trivia, categories otherwise. */
export function selectableItems(gameType: GameType, categories: readonly CategorySummary[]): ChoosableItem[] {
  if (usesSubcategories(gameType)) {
    return categories.flatMap((category) =>
      category.subcategories.map((sub) => ({ id: sub.id, nameAr: sub.nameAr, isPremium: sub.isPremium || category.isPremium })),
    );
  }
  return categories.map(({ id, nameAr, isPremium }) => ({ id, nameAr, isPremium }));
}

export function isItemLocked(item: { isPremium: boolean }, roomPremium: boolean): boolean {
  return item.isPremium && !roomPremium;
}

export function accessibleIds(gameType: GameType, categories: readonly CategorySummary[], roomPremium: boolean): string[] {
  return selectableItems(gameType, categories)
    .filter((item) => !isItemLocked(item, roomPremium))
    .map((item) => item.id);
}

/** What auto-select picks when the admin has nothing: all accessible subcategories, or the first accessible category. */
export function autoSelection(gameType: GameType, categories: readonly CategorySummary[], roomPremium: boolean): string[] {
  const ids = accessibleIds(gameType, categories, roomPremium);
  return usesSubcategories(gameType) ? ids : ids.slice(0, 1);
}

/** Toggles one id, keeping the catalogue's order. */
export function toggleId(selected: readonly string[], id: string, order: readonly string[]): string[] {
  const set = new Set(selected);
  if (set.has(id)) set.delete(id);
  else set.add(id);
  const ordered = order.filter((x) => set.has(x));
  // Ids the catalogue no longer lists stay at the end rather than vanish silently.
  for (const x of set) if (!order.includes(x)) ordered.push(x);
  return ordered;
}

/** Each slider of a game with its limits: the server's configuration, else the shared constants. */
export function sliderLimits(gameType: GameType, fromServer?: SliderLimits | null): SliderLimits {
  const fallback = GAME_SETTING_LIMITS[gameType] as unknown as SliderLimits;
  return fromServer && Object.keys(fromServer).length > 0 ? fromServer : fallback;
}

function clamp(value: number, limit: SliderLimit): number {
  if (!Number.isFinite(value)) return limit.default;
  return Math.min(limit.max, Math.max(limit.min, value));
}

/** The full settings of a game: every slider, from the room's values where valid, else the default. */
export function completeSettings(limits: SliderLimits, current: Record<string, number> | null | undefined): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [key, limit] of Object.entries(limits)) {
    const value = current?.[key];
    result[key] = typeof value === "number" ? clamp(value, limit) : limit.default;
  }
  return result;
}

export function defaultSettings(limits: SliderLimits): Record<string, number> {
  return completeSettings(limits, null);
}

export interface StartInput {
  isAdmin: boolean;
  connected: boolean;
  playerCount: number;
  minPlayers?: number;
  gameType: GameType;
  gamePremium: boolean;
  roomPremium: boolean;
  selected: readonly string[];
  categories: readonly CategorySummary[];
  /** The game's categories could not be loaded: an empty choice is the network's doing, not the host's. */
  categoriesFailed?: boolean;
}

export interface Notice {
  title: string;
  description: string;
}

export type StartCheck =
  | { ok: true }
  | { ok: false; reason: "not_admin" | "not_enough_players"; notice: null }
  | { ok: false; reason: "connection" | "premium_game" | "categories_unavailable" | "no_category" | "premium_category" | "too_many_categories"; notice: Notice };

export const NOTICES = {
  connection: { title: "خطأ في الاتصال", description: "يُرجى الانتظار حتى يعود الاتصال ثم المحاولة مرة أخرى." },
  premiumGame: { title: "لعبة مميزة", description: "هذه اللعبة للأعضاء المميزين. مع العضوية المميزة تُفتح لك ولأصحابك." },
  premiumCategory: {
    title: "فئات مميزة",
    description: "بعض الفئات المختارة للأعضاء المميزين. يمكنك إزالتها أو الاشتراك في العضوية المميزة.",
  },
  premiumContent: { title: "محتوى مميز", description: "هذه الفئة للأعضاء المميزين. مع العضوية المميزة تُفتح لك ولأصحابك." },
  premiumSettings: { title: "إعدادات مميزة", description: "تعديل الإعدادات متاح في الغرف المميزة." },
  categoriesUnavailable: { title: "ما قدرنا نجيب الفئات", description: "نحاول تحميلها من جديد، ثم يمكنك بدء اللعبة." },
  noCategory: { title: "ما اخترت فئة", description: "يلزم اختيار فئة واحدة على الأقل لبدء اللعبة." },
  noSingleCategory: { title: "ما اخترت فئة", description: "يلزم اختيار فئة واحدة لبدء اللعبة." },
  tooManyCategories: { title: "اخترت أكثر من فئة", description: "هذه اللعبة تُلعب بفئة واحدة فقط، يُرجى اختيار فئة واحدة." },
} as const satisfies Record<string, Notice>;

/** The start-game checks of spec 001 §5, in order; the first failure wins. */
export function checkStart(input: StartInput): StartCheck {
  if (!input.isAdmin) return { ok: false, reason: "not_admin", notice: null };
  if (!input.connected) return { ok: false, reason: "connection", notice: NOTICES.connection };
  const minPlayers = input.minPlayers ?? PLAYER_LIMITS.minPlayers;
  if (input.playerCount < minPlayers) return { ok: false, reason: "not_enough_players", notice: null };
  if (input.gamePremium && !input.roomPremium) return { ok: false, reason: "premium_game", notice: NOTICES.premiumGame };
  if (input.categoriesFailed && input.selected.length === 0) return { ok: false, reason: "categories_unavailable", notice: NOTICES.categoriesUnavailable };
  const items = selectableItems(input.gameType, input.categories);
  const premiumPicked = input.selected.some((id) => {
    const item = items.find((x) => x.id === id);
    return !!item && isItemLocked(item, input.roomPremium);
  });
  if (usesSubcategories(input.gameType)) {
    if (input.selected.length === 0) return { ok: false, reason: "no_category", notice: NOTICES.noCategory };
    if (premiumPicked) return { ok: false, reason: "premium_category", notice: NOTICES.premiumCategory };
    return { ok: true };
  }
  if (input.selected.length === 0) return { ok: false, reason: "no_category", notice: NOTICES.noSingleCategory };
  if (input.selected.length > 1) return { ok: false, reason: "too_many_categories", notice: NOTICES.tooManyCategories };
  if (premiumPicked) return { ok: false, reason: "premium_category", notice: NOTICES.premiumCategory };
  return { ok: true };
}

/** The warnings shown above the start button (what would stop a start, said ahead of time). */
export function startWarnings(input: Omit<StartInput, "isAdmin" | "connected">): string[] {
  const warnings: string[] = [];
  const minPlayers = input.minPlayers ?? PLAYER_LIMITS.minPlayers;
  if (input.playerCount < minPlayers) warnings.push(`تحتاجون ${countText(minPlayers, PLAYERS, { oblique: true })} على الأقل لبدء اللعبة`);
  if (input.gamePremium && !input.roomPremium) warnings.push("هذه لعبة مميزة، تُفتح مع العضوية المميزة");
  if (input.selected.length === 0) {
    warnings.push(usesSubcategories(input.gameType) ? "يلزم اختيار فئة واحدة على الأقل" : "يلزم اختيار فئة واحدة");
  } else if (needsSingleCategory(input.gameType) && input.selected.length > 1) {
    warnings.push("اختيرت أكثر من فئة، وهذه اللعبة تحتاج فئة واحدة فقط");
  }
  const items = selectableItems(input.gameType, input.categories);
  if (input.selected.some((id) => items.some((x) => x.id === id && isItemLocked(x, input.roomPremium)))) {
    warnings.push("بين الفئات المختارة فئات مميزة، يمكنك إزالتها أو الاشتراك في العضوية المميزة");
  }
  return warnings;
}
