// Dates of the admin screens: the Arabic way, day first with Arabic month names
// (in place of spec 002 §9's yyyy/MM/dd), and Arabic time-ago.

function valid(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormat = new Intl.DateTimeFormat("ar-u-ca-gregory-nu-latn", { day: "numeric", month: "long", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("ar-u-ca-gregory-nu-latn", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** «21 نوفمبر 2025» in local time, day first with the Arabic month name; empty for a missing date. */
export function formatAdminDate(value: string | number | Date | null | undefined): string {
  const d = valid(value);
  return d ? dateFormat.format(d) : "";
}

/** «21 نوفمبر 2025، 09:30» in local time; empty for a missing date. */
export function formatAdminDateTime(value: string | number | Date | null | undefined): string {
  const d = valid(value);
  return d ? `${dateFormat.format(d)}، ${timeFormat.format(d)}` : "";
}

/** «منذ ٥ دقائق», «قبل يومين»: the one formatter the worker uses for activity items too. */
export { timeAgo } from "../../../../schema/time-ago";
