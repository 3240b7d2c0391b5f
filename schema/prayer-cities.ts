// «استراحة الصلاة»: the cities a room can follow and the names of the five prayers.
// Pure data, importable by the page (the lobby's city list) without the astronomy or the cities'
// coordinates, which live in `prayer-times.ts` and run on the server only.

/** The five prayers a game pauses for, in the order of the day. */
export const PRAYERS = ["fajr", "dhuhr", "asr", "maghrib", "isha"] as const;
export type PrayerName = (typeof PRAYERS)[number];

export const PRAYER_NAMES_AR: Record<PrayerName, string> = {
  fajr: "الفجر",
  dhuhr: "الظهر",
  asr: "العصر",
  maghrib: "المغرب",
  isha: "العشاء",
};

/** ISO 3166 codes of the countries covered; each has one official calculation method (prayer-times.ts, docs/decisions.md). */
export const PRAYER_COUNTRIES = ["SA", "KW", "AE", "QA", "BH", "OM", "EG", "JO", "LB", "SY", "IQ", "YE", "SD", "LY", "TN", "DZ", "MA"] as const;
export type PrayerCountry = (typeof PRAYER_COUNTRIES)[number];

export interface PrayerCity {
  id: string;
  nameAr: string;
  country: PrayerCountry;
  /** IANA time zone: the times are given in the city's own clock. */
  timezone: string;
}

/**
 * The cities, Gulf first. The first city of a time zone is the one a device in that zone is
 * offered (`suggestPrayerCity`), so each zone's capital or largest city comes first.
 */
export const PRAYER_CITIES: readonly PrayerCity[] = [
  { id: "riyadh", nameAr: "الرياض", country: "SA", timezone: "Asia/Riyadh" },
  { id: "jeddah", nameAr: "جدة", country: "SA", timezone: "Asia/Riyadh" },
  { id: "makkah", nameAr: "مكة المكرمة", country: "SA", timezone: "Asia/Riyadh" },
  { id: "madinah", nameAr: "المدينة المنورة", country: "SA", timezone: "Asia/Riyadh" },
  { id: "dammam", nameAr: "الدمام", country: "SA", timezone: "Asia/Riyadh" },
  { id: "kuwait", nameAr: "الكويت", country: "KW", timezone: "Asia/Kuwait" },
  { id: "dubai", nameAr: "دبي", country: "AE", timezone: "Asia/Dubai" },
  { id: "abu-dhabi", nameAr: "أبوظبي", country: "AE", timezone: "Asia/Dubai" },
  { id: "sharjah", nameAr: "الشارقة", country: "AE", timezone: "Asia/Dubai" },
  { id: "doha", nameAr: "الدوحة", country: "QA", timezone: "Asia/Qatar" },
  { id: "manama", nameAr: "المنامة", country: "BH", timezone: "Asia/Bahrain" },
  { id: "muscat", nameAr: "مسقط", country: "OM", timezone: "Asia/Muscat" },
  { id: "cairo", nameAr: "القاهرة", country: "EG", timezone: "Africa/Cairo" },
  { id: "alexandria", nameAr: "الإسكندرية", country: "EG", timezone: "Africa/Cairo" },
  { id: "amman", nameAr: "عمّان", country: "JO", timezone: "Asia/Amman" },
  { id: "beirut", nameAr: "بيروت", country: "LB", timezone: "Asia/Beirut" },
  { id: "damascus", nameAr: "دمشق", country: "SY", timezone: "Asia/Damascus" },
  { id: "baghdad", nameAr: "بغداد", country: "IQ", timezone: "Asia/Baghdad" },
  { id: "sanaa", nameAr: "صنعاء", country: "YE", timezone: "Asia/Aden" },
  { id: "khartoum", nameAr: "الخرطوم", country: "SD", timezone: "Africa/Khartoum" },
  { id: "tripoli", nameAr: "طرابلس", country: "LY", timezone: "Africa/Tripoli" },
  { id: "tunis", nameAr: "تونس", country: "TN", timezone: "Africa/Tunis" },
  { id: "algiers", nameAr: "الجزائر", country: "DZ", timezone: "Africa/Algiers" },
  { id: "rabat", nameAr: "الرباط", country: "MA", timezone: "Africa/Casablanca" },
  { id: "casablanca", nameAr: "الدار البيضاء", country: "MA", timezone: "Africa/Casablanca" },
];

export const PRAYER_CITY_IDS = PRAYER_CITIES.map((c) => c.id) as [string, ...string[]];

export const findPrayerCity = (id: string): PrayerCity | undefined => PRAYER_CITIES.find((c) => c.id === id);

/** The city a device's time zone suggests (its zone's first city), or null for a zone the list does not cover. */
export function suggestPrayerCity(timeZone: string | undefined): PrayerCity | null {
  return PRAYER_CITIES.find((c) => c.timezone === timeZone) ?? null;
}
