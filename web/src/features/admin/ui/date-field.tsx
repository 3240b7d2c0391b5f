// A calendar day picked the Arabic way: day first, then the month by
// its Arabic name, then the year, as three selects, instead of the browser's
// date input that shows mm/dd/yyyy. The value is "yyyy-MM-dd" once the three are
// chosen, "" otherwise, so it drops into any filter or form that used a date input.
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cx } from "../../../ui/cx";

const monthName = new Intl.DateTimeFormat("ar-u-ca-gregory-nu-latn", { month: "long", timeZone: "UTC" });
/** يناير … ديسمبر, from the platform's own Arabic data. */
export const ARABIC_MONTHS = Array.from({ length: 12 }, (_, m) => monthName.format(Date.UTC(2024, m, 15)));

const pad = (n: number) => String(n).padStart(2, "0");
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

interface Parts {
  day: string;
  month: string;
  year: string;
}

function split(value: string): Parts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? { year: String(Number(m[1])), month: String(Number(m[2])), day: String(Number(m[3])) } : { day: "", month: "", year: "" };
}

/** The whole day, or "" while a part is missing; a day past the month's end is clamped (31 فبراير → 29). */
export function joinDate({ day, month, year }: Parts): string {
  if (!day || !month || !year) return "";
  const y = Number(year);
  const m = Number(month);
  return `${y}-${pad(m)}-${pad(Math.min(Number(day), daysIn(y, m)))}`;
}

const selectClass =
  "min-h-11 rounded-xl bg-night-950/50 ps-2 pe-1 text-sm text-white ring-1 ring-white/15 focus:ring-2 focus:ring-brand-400 focus:outline-none [color-scheme:dark] aria-[invalid=true]:ring-rose-400/70";

export function DateField({
  label,
  value,
  onChange,
  firstYear = 2024,
  lastYear = new Date().getFullYear() + 1,
  invalid,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  firstYear?: number;
  lastYear?: number;
  invalid?: boolean;
  className?: string;
}) {
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => split(value));
  // The parts and the value as last changed, not as last drawn: a second change that comes
  // before the page draws again (a quick hand on a busy phone) builds on the first one.
  const latest = useRef({ parts, value });
  // A value set from outside (a quick range, a clear) replaces what is half chosen.
  useEffect(() => {
    if (value === latest.current.value) return;
    const next = value === joinDate(latest.current.parts) ? latest.current.parts : split(value);
    latest.current = { parts: next, value };
    setParts(next);
  }, [value]);

  const set = (patch: Partial<Parts>) => {
    const next = { ...latest.current.parts, ...patch };
    const joined = joinDate(next);
    const changed = joined !== latest.current.value;
    latest.current = { parts: next, value: joined };
    setParts(next);
    if (changed) onChange(joined);
  };
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => lastYear - i);
  const maxDay = parts.month && parts.year ? daysIn(Number(parts.year), Number(parts.month)) : 31;
  const chosen = parts.day || parts.month || parts.year;

  return (
    <fieldset className={cx("flex min-w-0 flex-col gap-1", className)} data-testid="date-field">
      <legend id={`${id}-legend`} className="mb-1 text-sm text-white/70">
        {label}
      </legend>
      <div className="flex flex-wrap items-center gap-1.5">
        <select aria-label={`${label}: اليوم`} aria-invalid={invalid || undefined} className={cx(selectClass, "w-16")} value={parts.day} onChange={(e) => set({ day: e.target.value })}>
          <option value="">اليوم</option>
          {Array.from({ length: maxDay }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </select>
        <select aria-label={`${label}: الشهر`} aria-invalid={invalid || undefined} className={cx(selectClass, "w-28")} value={parts.month} onChange={(e) => set({ month: e.target.value })}>
          <option value="">الشهر</option>
          {ARABIC_MONTHS.map((name, m) => (
            <option key={name} value={String(m + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select aria-label={`${label}: السنة`} aria-invalid={invalid || undefined} className={cx(selectClass, "w-20")} value={parts.year} onChange={(e) => set({ year: e.target.value })}>
          <option value="">السنة</option>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
        {chosen ? (
          <button
            type="button"
            aria-label={`مسح ${label}`}
            onClick={() => set({ day: "", month: "", year: "" })}
            className="inline-flex size-11 items-center justify-center rounded-xl text-white/60 hover:bg-white/5 hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
