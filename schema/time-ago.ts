// «منذ 5 دقائق», «قبل يومين», «بعد 3 أيام»: a moment relative to now in Arabic, in
// the largest whole unit. Shared by the worker (activity items carry `timeAgo`,
// spec 002 §3) and the admin pages.

const relative = new Intl.RelativeTimeFormat("ar", { numeric: "auto" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Infinity],
];

export function timeAgo(value: string | number | Date | null | undefined, now = Date.now()): string {
  if (value === null || value === undefined || value === "") return "";
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return "";
  let amount = (d.getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return "";
}
