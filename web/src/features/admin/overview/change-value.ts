// How an activity entry's before/after values read: a price as a number, a flag as
// «نعم»/«لا», a date as an Arabic date, nothing as «—», a list joined with Arabic commas.
import { formatAdminDateTime } from "../format";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const numberFormat = new Intl.NumberFormat("ar-u-nu-latn", { maximumFractionDigits: 2 });

export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "نعم" : "لا";
  if (typeof value === "number") return numberFormat.format(value);
  if (typeof value === "string") return ISO_DATE.test(value) ? formatAdminDateTime(value) || value : value;
  if (Array.isArray(value)) return value.length ? value.map(formatChangeValue).join("، ") : "—";
  return JSON.stringify(value);
}
