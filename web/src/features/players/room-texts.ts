// The room page's own words around the games (the lobby, the players panels, the host's title),
// in both address forms (schema/address.ts): in a women's gathering («جلسة بنات») every
// text a woman reads there is feminine. Read with `useTexts(ROOM_TEXT_TABLE)` under the room's
// AddressFormProvider, or `textsFor(ROOM_TEXT_TABLE, room.addressForm)` where the room is at hand.
import { addressed } from "../../../../schema/address";

export const ROOM_TEXTS = {
  /** The players panel's title, in the lobby and during a game. */
  players: "اللاعبين",
  /** The players list's name for assistive technology (the room page, the TV's lobby). */
  playersList: "اللاعبون في الغرفة",
  /** The host's title on their seat. */
  host: "مشرف الغرفة",
  offline: "غير متصل",
  waitingHostToStart: "بانتظار مشرف الغرفة لبدء اللعبة...",
  readOnlyNote: "تغيير هذه الإعدادات لمشرف الغرفة فقط",
  offlineNote: "اللاعبون الباهتون غير متصلين الآن.",
  kickHint: "يمكنك الضغط على لاعب لإخراجه من الغرفة.",
  playerCount: (count: number, max: number) => `عدد اللاعبين ${count} من ${max}`,
  /** The invite card's heading, its count's noun and its QR note. */
  invite: "دعوة الأصحاب",
  playersNoun: "لاعبين",
  scanNote: "أو يمكن لأصحابك تصوير الرمز بكاميرا الجوال",
  packNote: "العبوا بأسئلة كتبها لاعب: اكتبوا رمز الحزمة أو اختاروا إحدى حزمكم.",
  shareText: (code: string) => `تعالوا العبوا معنا! كود الغرفة: ${code}`,
} as const;

export const ROOM_TEXT_TABLE = addressed(ROOM_TEXTS, {
  players: "اللاعبات",
  playersList: "اللاعبات في الغرفة",
  host: "مشرفة الغرفة",
  offline: "غير متصلة",
  waitingHostToStart: "بانتظار مشرفة الغرفة لبدء اللعبة...",
  readOnlyNote: "تغيير هذه الإعدادات لمشرفة الغرفة فقط",
  offlineNote: "اللاعبات الباهتات غير متصلات الآن.",
  kickHint: "يمكنك الضغط على لاعبة لإخراجها من الغرفة.",
  playerCount: (count: number, max: number) => `عدد اللاعبات ${count} من ${max}`,
  invite: "دعوة الصديقات",
  playersNoun: "لاعبات",
  scanNote: "أو يمكن لصديقاتك تصوير الرمز بكاميرا الجوال",
  packNote: "العبن بأسئلة كتبتها لاعبة: اكتبن رمز الحزمة أو اخترن إحدى حزمكن.",
  shareText: (code: string) => `تعالين العبن معنا! كود الغرفة: ${code}`,
});
