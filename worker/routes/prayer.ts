// «استراحة الصلاة» (issue 34): the cities a room can follow and a city's prayer times on a day,
// computed here with the room's own module, so the lobby, the room and this API agree.
import { Hono } from "hono";
import { prayerTimesQuerySchema, type PrayerCityAnswer, type PrayerTimesAnswer } from "../../schema/api/prayer";
import { findPrayerCity, PRAYER_CITIES } from "../../schema/prayer-cities";
import { prayerTimetable } from "../../schema/prayer-times";
import type { AppEnv } from "../app-env";
import { validate } from "../lib/validate";

const CITIES: PrayerCityAnswer[] = PRAYER_CITIES.map(({ id, nameAr, country, timezone }) => ({ id, nameAr, country, timezone }));

export const prayerRoutes = new Hono<AppEnv>()
  .get("/prayer-cities", (c) => {
    c.header("Cache-Control", "public, max-age=86400");
    return c.json(CITIES);
  })

  .get("/prayer-times", validate("query", prayerTimesQuerySchema), (c) => {
    const { city: id, date } = c.req.valid("query");
    // The schema admits listed ids only.
    const city = findPrayerCity(id)!;
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ city: city.id, date, timezone: city.timezone, times: prayerTimetable(city, date) } satisfies PrayerTimesAnswer);
  });
