// A day as the app writes it: «29 نوفمبر 2026», the Gregorian month's Arabic name with Latin digits,
// exactly as Intl.DateTimeFormat("ar-u-ca-gregory-nu-latn", { day: "numeric", month: "long",
// year: "numeric" }) writes it. Written out because the runtime's date formatter costs its first
// caller about 20 ms to start (ICU's calendar data), some 100 ms on a phone four times slower, and
// the blog, /premium and a group's nights drew a date while the app hydrated them.

const MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"] as const;

/** «29 نوفمبر 2026»: the day in UTC (a page the worker draws, whose zone the reader's browser must match) or on this device's clock. */
export function arabicLongDate(date: Date, zone: "utc" | "local"): string {
  return zone === "utc"
    ? `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
    : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
