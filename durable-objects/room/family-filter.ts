// The family filter in the room: which texts of a frame it checks, whether the room has it
// on, and the kind words the writer hears. The matcher is schema/family-filter.ts; the list
// comes from D1 through the room's D1 port (RoomDb). Nobody but the writer hears anything: a refused text is
// never stored nor sent.
import { hasBadWord, type CompiledFilter } from "../../schema/family-filter";
import { BIDI_REFUSAL, hasBidiControl } from "../../schema/honest-text";
import type { ServerEvent } from "../engine/types";
import type { RoomDbPort } from "./ports";
import type { RoomRecord } from "./room-record";

export const FAMILY_FILTER_TEXT = {
  nickname: "هذا الاسم غير مناسب للعب العائلي، يُرجى اختيار اسم آخر",
  text: "هذه الكلمات غير مناسبة للعب العائلي، يُرجى كتابة شيء آخر",
  /** Told to the author whose lie or caption the host hid. */
  hidden: "أخفى مضيف الغرفة ما كتبته في هذه الجولة، لا بأس، يمكنك المحاولة بشيء آخر في الجولة القادمة",
} as const;

/** Rooms stored before the setting existed have it on, like new ones. */
export const filterOn = (room: RoomRecord) => room.familyFilter !== false;

/** The list, only when the room has the filter on: an action's `load`. */
export const loadFilter = (room: RoomRecord, db: RoomDbPort, now: number): Promise<CompiledFilter | null> =>
  filterOn(room) ? db.familyFilter(now) : Promise.resolve(null);

/** The free texts a game action carries: a trivia lie (`payload.answer`) and meme captions (`captions`). */
export function playerTexts(data: { payload?: Record<string, unknown>; captions?: unknown }): string[] {
  const texts: string[] = [];
  if (typeof data.payload?.answer === "string") texts.push(data.payload.answer);
  if (Array.isArray(data.captions)) for (const c of data.captions) if (typeof c === "string") texts.push(c);
  return texts;
}

export const anyBad = (texts: string[], filter: CompiledFilter | null | undefined) => !!filter && texts.some((t) => hasBadWord(t, filter));

/** Whether a text would show reversed or reordered: refused whether the filter is on or off. */
export const anyBidi = (texts: string[]) => texts.some(hasBidiControl);

/** The writer's refusal, shown under the submit button like the other inline refusals. */
export const textRefusal = (playerId: string, action: string): ServerEvent => ({
  to: playerId,
  type: "submission-error",
  data: { message: FAMILY_FILTER_TEXT.text, action, code: "family_filter", hint: true },
});

/** The writer's refusal of a text holding bidi controls. */
export const bidiRefusal = (playerId: string, action: string): ServerEvent => ({
  to: playerId,
  type: "submission-error",
  data: { message: BIDI_REFUSAL.text, action, code: "bidi_control", hint: true },
});
