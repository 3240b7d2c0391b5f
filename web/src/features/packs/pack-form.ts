// The pack editor's form values and the body they become (issue 33): one row shape for both
// kinds (a trivia row uses its answer and lies, a most-likely row its text alone), checked
// with the server's own zod schema, and the server's refusals put back under their fields.
import type { PackBodyInput, PackGameType, PackOwnerView } from "../../../../schema/api/packs";
import { PACKS } from "../../../../schema/limits";

export interface PackRow {
  text: string;
  answer: string;
  lies: string[];
}
export interface PackFormValues {
  gameType: PackGameType;
  title: string;
  items: PackRow[];
}

export const emptyRow = (): PackRow => ({ text: "", answer: "", lies: Array.from({ length: PACKS.liesMax }, () => "") });

export const newPackValues = (gameType: PackGameType = "trivia-deception"): PackFormValues => ({
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

export function bodyOfValues(values: PackFormValues, draft: boolean): PackBodyInput {
  if (values.gameType === "trivia-deception")
    return { gameType: "trivia-deception", title: values.title, draft, items: values.items.map((r) => ({ question: r.text, answer: r.answer, lies: r.lies.filter((l) => l.trim()) })) };
  return { gameType: "most-likely", title: values.title, draft, items: values.items.map((r) => ({ prompt: r.text })) };
}

/** A server field (`items.2.question`, `items.2.lies.1`, `title`) as the form names it. */
export function formField(field: string): string {
  return field.replace(/^items\.(\d+)\.(question|prompt)$/, "items.$1.text");
}
