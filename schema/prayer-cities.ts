// «استراحة الصلاة»: the cities a room can follow and the names of the five prayers.
// Pure data, importable by the page (the lobby's city list) without the astronomy, which lives
// in `prayer-times.ts` and runs on the server only.

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
  latitude: number;
  longitude: number;
}

/**
 * The cities, Gulf first. The first city of a time zone is the one a device in that zone is
 * offered (`suggestPrayerCity`), so each zone's capital or largest city comes first.
 */
export const PRAYER_CITIES: readonly PrayerCity[] = [
  { id: "riyadh", nameAr: "الرياض", country: "SA", timezone: "Asia/Riyadh", latitude: 24.7136, longitude: 46.6753 },
  { id: "jeddah", nameAr: "جدة", country: "SA", timezone: "Asia/Riyadh", latitude: 21.4858, longitude: 39.1925 },
  { id: "makkah", nameAr: "مكة المكرمة", country: "SA", timezone: "Asia/Riyadh", latitude: 21.4225, longitude: 39.8262 },
  { id: "madinah", nameAr: "المدينة المنورة", country: "SA", timezone: "Asia/Riyadh", latitude: 24.4672, longitude: 39.6112 },
  { id: "dammam", nameAr: "الدمام", country: "SA", timezone: "Asia/Riyadh", latitude: 26.4207, longitude: 50.0888 },
  { id: "kuwait", nameAr: "الكويت", country: "KW", timezone: "Asia/Kuwait", latitude: 29.3759, longitude: 47.9774 },
  { id: "dubai", nameAr: "دبي", country: "AE", timezone: "Asia/Dubai", latitude: 25.2048, longitude: 55.2708 },
  { id: "abu-dhabi", nameAr: "أبوظبي", country: "AE", timezone: "Asia/Dubai", latitude: 24.4539, longitude: 54.3773 },
  { id: "sharjah", nameAr: "الشارقة", country: "AE", timezone: "Asia/Dubai", latitude: 25.3463, longitude: 55.4209 },
  { id: "doha", nameAr: "الدوحة", country: "QA", timezone: "Asia/Qatar", latitude: 25.2854, longitude: 51.531 },
  { id: "manama", nameAr: "المنامة", country: "BH", timezone: "Asia/Bahrain", latitude: 26.2285, longitude: 50.586 },
  { id: "muscat", nameAr: "مسقط", country: "OM", timezone: "Asia/Muscat", latitude: 23.588, longitude: 58.3829 },
  { id: "cairo", nameAr: "القاهرة", country: "EG", timezone: "Africa/Cairo", latitude: 30.0444, longitude: 31.2357 },
  { id: "alexandria", nameAr: "الإسكندرية", country: "EG", timezone: "Africa/Cairo", latitude: 31.2001, longitude: 29.9187 },
  { id: "amman", nameAr: "عمّان", country: "JO", timezone: "Asia/Amman", latitude: 31.9539, longitude: 35.9106 },
  { id: "beirut", nameAr: "بيروت", country: "LB", timezone: "Asia/Beirut", latitude: 33.8938, longitude: 35.5018 },
  { id: "damascus", nameAr: "دمشق", country: "SY", timezone: "Asia/Damascus", latitude: 33.5138, longitude: 36.2765 },
  { id: "baghdad", nameAr: "بغداد", country: "IQ", timezone: "Asia/Baghdad", latitude: 33.3152, longitude: 44.3661 },
  { id: "sanaa", nameAr: "صنعاء", country: "YE", timezone: "Asia/Aden", latitude: 15.3694, longitude: 44.191 },
  { id: "khartoum", nameAr: "الخرطوم", country: "SD", timezone: "Africa/Khartoum", latitude: 15.5007, longitude: 32.5599 },
  { id: "tripoli", nameAr: "طرابلس", country: "LY", timezone: "Africa/Tripoli", latitude: 32.8872, longitude: 13.1913 },
  { id: "tunis", nameAr: "تونس", country: "TN", timezone: "Africa/Tunis", latitude: 36.8065, longitude: 10.1815 },
  { id: "algiers", nameAr: "الجزائر", country: "DZ", timezone: "Africa/Algiers", latitude: 36.7538, longitude: 3.0588 },
  { id: "rabat", nameAr: "الرباط", country: "MA", timezone: "Africa/Casablanca", latitude: 34.0209, longitude: -6.8416 },
  { id: "casablanca", nameAr: "الدار البيضاء", country: "MA", timezone: "Africa/Casablanca", latitude: 33.5731, longitude: -7.5898 },
];

export const PRAYER_CITY_IDS = PRAYER_CITIES.map((c) => c.id) as [string, ...string[]];

export const findPrayerCity = (id: string): PrayerCity | undefined => PRAYER_CITIES.find((c) => c.id === id);

/** The city a device's time zone suggests (its zone's first city), or null for a zone the list does not cover. */
export function suggestPrayerCity(timeZone: string | undefined): PrayerCity | null {
  return PRAYER_CITIES.find((c) => c.timezone === timeZone) ?? null;
}
