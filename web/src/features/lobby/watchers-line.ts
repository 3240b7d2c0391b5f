// «شاشتان · 3 مشاهدين»: who watches, in one line, for the host's lobby card and the watchers dialog.
import { countText, type CountForms } from "../../../../schema/arabic-count";
import type { WatchersView } from "../../../../schema/protocol";

const SCREENS: CountForms = { zero: "لا شاشات", one: "شاشة واحدة", two: "شاشتان", few: "شاشات", many: "شاشة", other: "شاشة" };
/** The audience counted: «مشاهد واحد», «3 مشاهدين». */
export const WATCHERS: CountForms = { zero: "لا أحد في الجمهور", one: "مشاهد واحد", two: "مشاهدان", few: "مشاهدين", many: "مشاهدًا", other: "مشاهد" };

/** «شاشتان · 3 مشاهدين»: one line for the lobby card and the menu item. */
export function watchersLine(w: WatchersView | null): string {
  if (!w) return `${SCREENS.zero} · ${WATCHERS.zero}`;
  return `${countText(w.screens.length, SCREENS)} · ${countText(w.audienceCount, WATCHERS)}`;
}
