// «استراحة الصلاة»: the cities a room can follow and a city's prayer times on a day,
// computed here with the room's own module, so the lobby, the room and this API agree.
import { Hono } from "hono";
import { prayerRehearsalSchema, prayerTimesQuerySchema, type PrayerCityAnswer, type PrayerTimesAnswer } from "../../schema/api/prayer";
import { findPrayerCity, PRAYER_CITIES } from "../../schema/prayer-cities";
import { prayerTimetable } from "../../schema/prayer-times";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/errors";
import { validate } from "../lib/validate";
import { roomActor } from "../services/room-actors";
import { findLiveRoom } from "../services/rooms";

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
  })

  // Development only, like the sign-in test accounts and the payment sandbox: the room's creator
  // brings the next prayer close to see the notice and the break (the screenshots, a rehearsal).
  // Outside development worker/middleware/dev-only.ts answers 404 before the body is read.
  .post("/dev/rooms/:code/prayer-rehearsal", validate("json", prayerRehearsalSchema), async (c) => {
    const room = await findLiveRoom(c.get("db"), c.req.param("code"));
    const caller = c.get("user")?.id ?? c.get("guestId");
    if (!caller || caller !== room.creatorId) throw new HttpError(403, "not_admin", "تجربة استراحة الصلاة لمنشئ الغرفة فقط");
    const { inSeconds } = c.req.valid("json");
    if (!(await roomActor(c.env, room.id).rehearsePrayer(inSeconds * 1000)))
      throw new HttpError(409, "no_prayer_watch", "لا صلاة منتظرة في هذه الغرفة الآن: يلزم تشغيل استراحة الصلاة وبدء لعبة");
    return c.json({ ok: true });
  });
