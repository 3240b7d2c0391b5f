// The one way the app counts things in Arabic (docs/arabic-style.md §3), built on
// Intl.PluralRules("ar"): zero, one and two are whole phrases («لا أسئلة», «سؤال واحد», «سؤالان»);
// 3–10 take the plural («3 أسئلة»), 11–99 the singular accusative («11 سؤالًا»), 100–102 and the like
// the singular («100 سؤال»), and 103–110 the plural again («103 أسئلة»), as the rules say.
// Pure strings, no imports: the player, blog and admin bundles, the worker and the room actor share it.

export interface CountForms {
  /** The whole phrase for none: «لا أسئلة». */
  zero: string;
  /** The whole phrase for one: «سؤال واحد». */
  one: string;
  /** The whole phrase for two, in the nominative: «سؤالان» (the oblique «سؤالين» is derived). */
  two: string;
  /** After 3–10 (and 103–110…): «أسئلة». */
  few: string;
  /** After 11–99: «سؤالًا». */
  many: string;
  /** After 100, 101, 102…: «سؤال». */
  other: string;
}

export interface CountOptions {
  /**
   * The count follows a preposition, a verbal noun or a verb («حذف سؤالين؟», «خلال ثانيتين»,
   * «خداع الباقين مرتين»): the dual takes «ـين» instead of «ـان». Other forms do not change.
   */
  oblique?: boolean;
}

const PLURAL = new Intl.PluralRules("ar");

/**
 * «1,234»: a number in Western digits, grouped by thousands, exactly as `toLocaleString("en-US")`
 * writes it. Whole numbers are written out here because the runtime's number formatter costs its
 * first caller about 20 ms to start (ICU's data), some 100 ms on a phone four times slower, and a
 * page's first count (the landing's «40 لاعبًا», the TV's totals) fell inside the app's start.
 */
export function latinDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return n < 0 ? `-${digits}` : digits;
}

/** «3 أسئلة», «11 سؤالًا», «سؤالان», «سؤال واحد»: a number and its noun as Arabic counts them. */
export function countText(n: number, forms: CountForms, options: CountOptions = {}): string {
  const rule = PLURAL.select(n);
  if (rule === "zero" || rule === "one") return forms[rule];
  if (rule === "two") return options.oblique ? forms.two.replace(/ان(?=\s|$)/g, "ين") : forms.two;
  return `${latinDigits(n)} ${forms[rule]}`;
}

// The nouns the app counts, each with its six forms written out. After 11–99 a noun ending in «ة»
// keeps its accusative unwritten («11 صورة»), as Arabic print does; «سؤالًا» and «صوتًا» show theirs.
export const QUESTIONS: CountForms = { zero: "لا أسئلة", one: "سؤال واحد", two: "سؤالان", few: "أسئلة", many: "سؤالًا", other: "سؤال" };
export const PICTURES: CountForms = { zero: "لا صور", one: "صورة واحدة", two: "صورتان", few: "صور", many: "صورة", other: "صورة" };
export const AVATARS: CountForms = {
  zero: "لا صور رمزية",
  one: "صورة رمزية واحدة",
  two: "صورتان رمزيتان",
  few: "صور رمزية",
  many: "صورة رمزية",
  other: "صورة رمزية",
};
export const CATEGORIES: CountForms = { zero: "لا فئات", one: "فئة واحدة", two: "فئتان", few: "فئات", many: "فئة", other: "فئة" };
export const CHOSEN_CATEGORIES: CountForms = {
  zero: "لا فئات مختارة",
  one: "فئة واحدة مختارة",
  two: "فئتان مختارتان",
  few: "فئات مختارة",
  many: "فئة مختارة",
  other: "فئة مختارة",
};
export const SECONDS: CountForms = { zero: "لا ثوانٍ", one: "ثانية واحدة", two: "ثانيتان", few: "ثوانٍ", many: "ثانية", other: "ثانية" };
export const MINUTES: CountForms = { zero: "لا دقائق", one: "دقيقة واحدة", two: "دقيقتان", few: "دقائق", many: "دقيقة", other: "دقيقة" };
export const READING_MINUTES: CountForms = {
  zero: "أقل من دقيقة قراءة",
  one: "دقيقة قراءة",
  two: "دقيقتان قراءة",
  few: "دقائق قراءة",
  many: "دقيقة قراءة",
  other: "دقيقة قراءة",
};
export const VOTES: CountForms = { zero: "لا أصوات", one: "صوت واحد", two: "صوتان", few: "أصوات", many: "صوتًا", other: "صوت" };
export const TIMES: CountForms = { zero: "ولا مرة", one: "مرة واحدة", two: "مرتان", few: "مرات", many: "مرة", other: "مرة" };
export const ROUNDS: CountForms = { zero: "لا جولات", one: "جولة واحدة", two: "جولتان", few: "جولات", many: "جولة", other: "جولة" };
export const POINTS: CountForms = { zero: "لا نقاط", one: "نقطة واحدة", two: "نقطتان", few: "نقاط", many: "نقطة", other: "نقطة" };
export const LETTERS: CountForms = { zero: "لا أحرف", one: "حرف واحد", two: "حرفان", few: "أحرف", many: "حرفًا", other: "حرف" };
export const PLAYERS: CountForms = { zero: "لا لاعبين", one: "لاعب واحد", two: "لاعبان", few: "لاعبين", many: "لاعبًا", other: "لاعب" };
/** The lobby's choice of teams. */
export const SEATS: CountForms = { zero: "لا مقاعد", one: "مقعد واحد", two: "مقعدان", few: "مقاعد", many: "مقعدًا", other: "مقعد" };
export const TEAM_COUNT: CountForms = { zero: "بلا فرق", one: "فريق واحد", two: "فريقان", few: "فرق", many: "فريقًا", other: "فريق" };
export const ROOMS: CountForms = { zero: "لا غرف", one: "غرفة واحدة", two: "غرفتان", few: "غرف", many: "غرفة", other: "غرفة" };
export const DAYS: CountForms = { zero: "لا أيام", one: "يوم واحد", two: "يومان", few: "أيام", many: "يومًا", other: "يوم" };
export const ROWS: CountForms = { zero: "لا صفوف", one: "صف واحد", two: "صفان", few: "صفوف", many: "صفًا", other: "صف" };
// The admin's and the blog's counts.
export const ARTICLES: CountForms = { zero: "لا مقالات", one: "مقال واحد", two: "مقالان", few: "مقالات", many: "مقالًا", other: "مقال" };
export const PUBLISHED_ARTICLES: CountForms = {
  zero: "لا مقالات منشورة",
  one: "مقال واحد منشور",
  two: "مقالان منشوران",
  few: "مقالات منشورة",
  many: "مقالًا منشورًا",
  other: "مقال منشور",
};
export const WORDS: CountForms = { zero: "لا كلمات", one: "كلمة واحدة", two: "كلمتان", few: "كلمات", many: "كلمة", other: "كلمة" };
export const PAYMENTS_MADE: CountForms = { zero: "لا دفعات", one: "دفعة واحدة", two: "دفعتان", few: "دفعات", many: "دفعة", other: "دفعة" };
export const ITEMS: CountForms = { zero: "لا عناصر", one: "عنصر واحد", two: "عنصران", few: "عناصر", many: "عنصرًا", other: "عنصر" };
export const HOURS: CountForms = { zero: "لا ساعات", one: "ساعة واحدة", two: "ساعتان", few: "ساعات", many: "ساعة", other: "ساعة" };
export const ENDED_ROOMS: CountForms = {
  zero: "لا غرف منتهية",
  one: "غرفة واحدة منتهية",
  two: "غرفتان منتهيتان",
  few: "غرف منتهية",
  many: "غرفة منتهية",
  other: "غرفة منتهية",
};

export const GAMES: CountForms = { zero: "لا ألعاب", one: "لعبة واحدة", two: "لعبتان", few: "ألعاب", many: "لعبة", other: "لعبة" };
/** The numbers 3–10 in words before a feminine noun's plural («ثلاث ألعاب», «ثماني ألعاب»). */
const FEMININE_COUNTED = ["", "", "", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثماني", "تسع", "عشر"];

/**
 * «ثلاث ألعاب», «أربع ألعاب», «لعبتان»: the games counted in words, as a sentence of the landing
 * says it; past ten, in figures as `countText` writes them.
 */
export function gamesInWords(n: number): string {
  return n >= 3 && n <= 10 ? `${FEMININE_COUNTED[n]} ${GAMES.few}` : countText(n, GAMES);
}

