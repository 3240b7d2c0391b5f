// «استراحة الصلاة»: the public prayer-times API. The times are computed on the server
// (schema/prayer-times.ts); these are the query and the answers.
import { z } from "zod";
import { PRAYER_CITY_IDS, type PrayerCountry, type PrayerName } from "../prayer-cities";
import { isCalendarDate } from "../prayer-times";

export const prayerTimesQuerySchema = z.object({
  city: z.enum(PRAYER_CITY_IDS, { error: "المدينة غير موجودة في القائمة: يُرجى اختيار معرّف من /api/prayer-cities" }),
  date: z
    .string({ error: "يلزم إرسال التاريخ بصيغة YYYY-MM-DD" })
    .refine(isCalendarDate, "التاريخ غير صالح: يُرجى إرساله بصيغة YYYY-MM-DD (مثال: 2025-03-10)"),
});

/** One city of `GET /api/prayer-cities`. */
export interface PrayerCityAnswer {
  id: string;
  nameAr: string;
  country: PrayerCountry;
  timezone: string;
}

/** `GET /api/prayer-times`: the day's five times in the city's own clock, `HH:MM`. */
export interface PrayerTimesAnswer {
  city: string;
  date: string;
  timezone: string;
  times: Record<PrayerName, string>;
}

/** Development only: `POST /api/dev/rooms/{code}/prayer-rehearsal` brings the room's next prayer this many seconds from now. */
export const prayerRehearsalSchema = z.object({
  inSeconds: z
    .number({ error: "يلزم إرسال عدد الثواني (inSeconds)" })
    .int("عدد الثواني يجب أن يكون عددًا صحيحًا")
    .min(0, "عدد الثواني لا يقل عن 0")
    .max(600, "عدد الثواني لا يزيد على 600"),
});
