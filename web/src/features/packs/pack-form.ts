// The pack editor's form values and the body they become: one row shape for both
// kinds (a trivia row uses its answer and lies, a most-likely row its text alone), checked
// with the server's own zod schema, and the server's refusals put back under their fields.
import { PACK_GAME_TYPES, type PackBodyInput, type PackGameType, type PackOwnerView } from "../../../../schema/api/packs";
import { PACKS } from "../../../../schema/limits";
import { packOf } from "../games/registry";
import type { PackRow } from "../games/shared/game-pack";

export interface PackFormValues {
  gameType: PackGameType;
  title: string;
  items: PackRow[];
}

export const emptyRow = (): PackRow => ({ text: "", answer: "", lies: Array.from({ length: PACKS.liesMax }, () => "") });

export const newPackValues = (gameType: PackGameType = PACK_GAME_TYPES[0]): PackFormValues => ({
  gameType,
  title: "",
  items: Array.from({ length: PACKS.minItems }, emptyRow),
});

export function valuesOfPack(pack: PackOwnerView): PackFormValues {
  const items = pack.items.map((item) =>
    "question" in item ? { text: item.question, answer: item.answer, lies: [...item.lies, ...emptyRow().lies].slice(0, PACKS.liesMax) } : { ...emptyRow(), text: item.prompt },
  );
  return { gameType: pack.gameType, title: pack.title, items };
}

/** The body the server checks, in the game's own pack shape (features/games/<game>/pack.ts). */
export function bodyOfValues(values: PackFormValues, draft: boolean): PackBodyInput {
  return packOf(values.gameType).body(values, draft);
}

/** A server field (`items.2.question`, `items.2.lies.1`, `title`) as the form names it. */
export function formField(field: string): string {
  return field.replace(/^items\.(\d+)\.(question|prompt)$/, "items.$1.text");
}
