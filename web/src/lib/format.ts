import { arabicLongDate } from "./arabic-date";

/** "1 نوفمبر 2025" on this device's clock; empty for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return arabicLongDate(date, "local");
}

// Made on first use: a page that only shows days never starts the runtime's date formatter (arabic-date.ts).
let dateTimeFormatter: Intl.DateTimeFormat | null = null;

/** "21 نوفمبر، 9:30 م"; empty for a missing or invalid date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  dateTimeFormatter ??= new Intl.DateTimeFormat("ar-u-ca-gregory-nu-latn", { day: "numeric", month: "long", hour: "numeric", minute: "2-digit" });
  return dateTimeFormatter.format(date);
}
