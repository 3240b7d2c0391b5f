// How a room speaks to its players: to everyone, in the forms of docs/arabic-style.md
// («اكتبوا», «صوّتوا», «مين أكثر واحد…»), or to a women's gathering, «جلسة بنات», in the feminine
// («اكتبن», «صوّتن», «مين أكثر وحدة…»). The host picks it in the lobby; it is a room setting.
//
// The one mechanism: a screen's texts are a table with an `everyone` side and a `women` side that
// holds only the texts whose words differ. `addressed()` merges them once, at load, and
// `textsFor(table, form)` picks the room's side: no conditionals at the places that show a text.
// The wording check (scripts/check-wording.mjs) allows feminine forms only inside a `women` side.

export const ADDRESS_FORMS = ["everyone", "women"] as const;
export type AddressForm = (typeof ADDRESS_FORMS)[number];

/** Rooms stored before the setting existed, and new rooms, speak to everyone. */
export const DEFAULT_ADDRESS_FORM: AddressForm = "everyone";

/** The texts a `women` side may override: any text (another string, even where `as const` typed a literal), at any depth, and no new keys. */
export type WomenSide<T> = {
  [K in keyof T]?: T[K] extends string ? string : T[K] extends number | boolean | ((...args: never[]) => unknown) ? T[K] : T[K] extends object ? WomenSide<T[K]> : T[K];
};

/** A screen's texts in both address forms, merged. */
export type Addressed<T> = Readonly<Record<AddressForm, T>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function merge<T>(base: T, over: WomenSide<T> | undefined): T {
  if (over === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(over)) return over as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = merge((base as Record<string, unknown>)[key], value as never);
  return out as T;
}

/** The table of a screen's texts: `everyone` whole, `women` only where the words differ. */
export function addressed<T extends object>(everyone: T, women: WomenSide<T>): Addressed<T> {
  return { everyone, women: merge(everyone, women) };
}

/** The room's side of a table; an absent or unknown form speaks to everyone. */
export function textsFor<T>(table: Addressed<T>, form: AddressForm | null | undefined): T {
  return form === "women" ? table.women : table.everyone;
}

/** A most-likely prompt as the room says it: the feminine form for women when it has one. */
export function spokenPrompt(prompt: { content: string; feminine?: string | null }, form: AddressForm | null | undefined): string {
  return form === "women" && prompt.feminine ? prompt.feminine : prompt.content;
}
