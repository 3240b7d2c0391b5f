// «استراحة الصلاة»: the five prayer times of a city on a day, computed with `adhan`
// by each country's official method (docs/decisions.md). Pure: the caller passes the instant
// (the room's `now`, never a client's clock); no I/O. Server side only (the worker's API and the
// room actor); the page reads the city list from `prayer-cities.ts`.
import { CalculationMethod, CalculationParameters, Coordinates, Madhab, PrayerTimes } from "adhan";
import { PRAYERS, type PrayerCity, type PrayerCountry, type PrayerName } from "./prayer-cities";

/**
 * Each country's method. adhan's named methods where the country has one (Umm al-Qura, Kuwait,
 * the UAE's «Dubai», Qatar, Egypt); elsewhere the angles that country's ministry publishes,
 * as adhan's «Other» with the angles set. Asr is the standard (Shafi'i) shadow everywhere here.
 */
const METHODS: Record<PrayerCountry, () => CalculationParameters> = {
  SA: () => CalculationMethod.UmmAlQura(),
  KW: () => CalculationMethod.Kuwait(),
  AE: () => CalculationMethod.Dubai(),
  QA: () => CalculationMethod.Qatar(),
  // Bahrain publishes Umm al-Qura's angles (Fajr 18.5°, Isha 90 min after Maghrib).
  BH: () => CalculationMethod.UmmAlQura(),
  OM: () => angles(18, 18),
  EG: () => CalculationMethod.Egyptian(),
  JO: () => angles(18, 18),
  LB: () => CalculationMethod.MuslimWorldLeague(),
  SY: () => CalculationMethod.MuslimWorldLeague(),
  IQ: () => CalculationMethod.MuslimWorldLeague(),
  YE: () => CalculationMethod.MuslimWorldLeague(),
  SD: () => CalculationMethod.Egyptian(),
  LY: () => CalculationMethod.MuslimWorldLeague(),
  TN: () => angles(18, 18),
  DZ: () => angles(18, 17),
  MA: () => angles(19, 17),
};

function angles(fajr: number, isha: number): CalculationParameters {
  return new CalculationParameters("Other", fajr, isha);
}

/** The method's name as adhan calls it (docs and tests). */
export const methodName = (country: PrayerCountry) => METHODS[country]().method;

/** Umm al-Qura's calendar puts Isha 120 minutes after Maghrib in Ramadan, 90 the rest of the year. */
const RAMADAN_ISHA_EXTRA_MIN = 30;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` is a real calendar day. */
export function isCalendarDate(date: string): boolean {
  const m = DATE_RE.exec(date);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** Whether a civil day (`YYYY-MM-DD`) falls in Ramadan by the Umm al-Qura calendar. */
export const isRamadanDay = (date: string) => hijriMonth(date) === 9;

/** The Umm al-Qura Hijri month of a civil day (9 is Ramadan). */
function hijriMonth(date: string): number {
  const [y, mo, d] = date.split("-").map(Number);
  const month = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", { month: "numeric", timeZone: "UTC" })
    .formatToParts(new Date(Date.UTC(y, mo - 1, d, 12)))
    .find((p) => p.type === "month")?.value;
  return Number(month);
}

/** Each listed city's latitude and longitude (the page's city list has no use for them). */
const CITY_COORDINATES: Readonly<Record<string, readonly [latitude: number, longitude: number]>> = {
  riyadh: [24.7136, 46.6753],
  jeddah: [21.4858, 39.1925],
  makkah: [21.4225, 39.8262],
  madinah: [24.4672, 39.6112],
  dammam: [26.4207, 50.0888],
  kuwait: [29.3759, 47.9774],
  dubai: [25.2048, 55.2708],
  "abu-dhabi": [24.4539, 54.3773],
  sharjah: [25.3463, 55.4209],
  doha: [25.2854, 51.531],
  manama: [26.2285, 50.586],
  muscat: [23.588, 58.3829],
  cairo: [30.0444, 31.2357],
  alexandria: [31.2001, 29.9187],
  amman: [31.9539, 35.9106],
  beirut: [33.8938, 35.5018],
  damascus: [33.5138, 36.2765],
  baghdad: [33.3152, 44.3661],
  sanaa: [15.3694, 44.191],
  khartoum: [15.5007, 32.5599],
  tripoli: [32.8872, 13.1913],
  tunis: [36.8065, 10.1815],
  algiers: [36.7538, 3.0588],
  rabat: [34.0209, -6.8416],
  casablanca: [33.5731, -7.5898],
};

/** The five prayer times of `city` on its local day `date` (`YYYY-MM-DD`), as epoch ms. */
export function prayerTimesOn(city: PrayerCity, date: string): Record<PrayerName, number> {
  const [y, mo, d] = date.split("-").map(Number);
  const params = METHODS[city.country]();
  params.madhab = Madhab.Shafi;
  if (params.method === "UmmAlQura" && city.country === "SA" && hijriMonth(date) === 9) params.ishaInterval += RAMADAN_ISHA_EXTRA_MIN;
  // adhan reads the day from the Date's local fields and answers instants, so the host's zone does not matter.
  const place = CITY_COORDINATES[city.id];
  if (!place) throw new Error(`No coordinates for the prayer city ${city.id}`);
  const times = new PrayerTimes(new Coordinates(...place), new Date(y, mo - 1, d), params);
  return Object.fromEntries(PRAYERS.map((p) => [p, times[p].getTime()])) as Record<PrayerName, number>;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, kind: "date" | "clock"): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f =
      kind === "date"
        ? new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
        : new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formatters.set(key, f);
  }
  return f;
}

/** The local calendar day (`YYYY-MM-DD`) of an instant in a time zone. */
export function localDate(at: number, timeZone: string): string {
  const parts = formatter(timeZone, "date").formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The local wall-clock time (`HH:MM`, 24 h) of an instant in a time zone. */
export function localClock(at: number, timeZone: string): string {
  const parts = formatter(timeZone, "clock").formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("hour")}:${part("minute")}`;
}

/** The day's timetable in the city's own clock, as `GET /api/prayer-times` answers it. */
export function prayerTimetable(city: PrayerCity, date: string): Record<PrayerName, string> {
  const times = prayerTimesOn(city, date);
  return Object.fromEntries(PRAYERS.map((p) => [p, localClock(times[p], city.timezone)])) as Record<PrayerName, string>;
}

/** The day after a `YYYY-MM-DD`. */
function nextDay(date: string): string {
  const [y, mo, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10);
}

/** The first prayer strictly after `now` in `city`: today's remaining ones, else tomorrow's Fajr. */
export function nextPrayer(city: PrayerCity, now: number): { prayer: PrayerName; at: number } {
  let day = localDate(now, city.timezone);
  for (let i = 0; i < 3; i++, day = nextDay(day)) {
    const times = prayerTimesOn(city, day);
    const prayer = PRAYERS.find((p) => times[p] > now);
    if (prayer) return { prayer, at: times[prayer] };
  }
  // Unreachable for the cities listed (none is polar); a defined answer all the same.
  throw new Error(`no prayer time found for ${city.id}`);
}

/**
 * The next day's fast in `city`: from that day's Fajr to its Maghrib (iftar), the day being today
 * while today's Maghrib is still to come, else tomorrow. Its `date` is the city's civil day.
 */
export function nextFast(city: PrayerCity, now: number): { date: string; fajr: number; maghrib: number } {
  const today = localDate(now, city.timezone);
  const times = prayerTimesOn(city, today);
  if (times.maghrib > now) return { date: today, fajr: times.fajr, maghrib: times.maghrib };
  const date = nextDay(today);
  const next = prayerTimesOn(city, date);
  return { date, fajr: next.fajr, maghrib: next.maghrib };
}
