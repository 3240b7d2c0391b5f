// Dates of the admin screens (spec 002 §9): yyyy/MM/dd, yyyy/MM/dd HH:mm, and Arabic time-ago.

function valid(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2025/11/21" in local time; empty for a missing date. */
export function formatAdminDate(value: string | number | Date | null | undefined): string {
  const d = valid(value);
  return d ? `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}` : "";
}

/** "2025/11/21 09:30" in local time; empty for a missing date. */
export function formatAdminDateTime(value: string | number | Date | null | undefined): string {
  const d = valid(value);
  return d ? `${formatAdminDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : "";
}

const relative = new Intl.RelativeTimeFormat("ar", { numeric: "auto" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Infinity],
];

/** «منذ ٥ دقائق», «قبل يومين», «بعد ٣ أيام»: Intl.RelativeTimeFormat('ar'), in the largest whole unit. */
export function timeAgo(value: string | number | Date | null | undefined, now = Date.now()): string {
  const d = valid(value);
  if (!d) return "";
  let amount = (d.getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return "";
}
