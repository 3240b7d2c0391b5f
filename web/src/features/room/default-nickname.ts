// A new guest's first name on the create screen: instead of an empty field, a friendly
// name from the evening's things, which fits anyone (no man's or woman's name, none that could be
// read as one, no gendered adjective), so the room can open with one tap and the host renames themselves whenever they like.
// A guest who played before gets the name they last used (lib/identity.ts), never one of these.

export const DEFAULT_NICKNAMES = [
  "فنجان قهوة",
  "دلة الهيل",
  "تمرة سكري",
  "ورد جوري",
  "غيمة ماطرة",
  "نخلة",
  "قمر الليل",
  "نجم سهيل",
  "زعفران",
  "عود وبخور",
  "موجة",
  "شروق الشمس",
  "نسمة عصر",
  "كرك",
] as const;

/** One of the friendly names; `random` in [0, 1), so a test can choose. */
export function defaultNickname(random: number = Math.random()): string {
  const index = Math.min(DEFAULT_NICKNAMES.length - 1, Math.max(0, Math.floor(random * DEFAULT_NICKNAMES.length)));
  return DEFAULT_NICKNAMES[index];
}

/** The create screen's first name: the account's, else the device's last name, else a friendly one. */
export function initialCreateNickname(accountName: string | null, storedName: string, random?: number): string {
  if (accountName !== null) return accountName.trim();
  return storedName.trim() || defaultNickname(random);
}
