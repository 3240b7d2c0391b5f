// «استراحة الصلاة» (issue 34): the public prayer-times API, through the real worker.
import { describe, expect, it } from "vitest";
import { PRAYER_CITIES } from "../../schema/prayer-cities";
import { TestClient } from "./helpers/client";

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe("GET /api/prayer-cities", () => {
  it("lists every city with its id, Arabic name, country and time zone, and nothing else", async () => {
    const res = await new TestClient().fetch("/api/prayer-cities");
    expect(res.status).toBe(200);
    const cities = (await res.json()) as Record<string, unknown>[];
    expect(cities.length).toBe(PRAYER_CITIES.length);
    expect(cities.length).toBeGreaterThanOrEqual(20);
    expect(cities[0]).toEqual({ id: "riyadh", nameAr: "الرياض", country: "SA", timezone: "Asia/Riyadh" });
    for (const c of cities) expect(Object.keys(c).sort()).toEqual(["country", "id", "nameAr", "timezone"]);
    for (const name of ["الرياض", "جدة", "مكة المكرمة", "الكويت", "دبي", "الدوحة", "المنامة", "مسقط"]) expect(cities.map((c) => c.nameAr)).toContain(name);
  });
});

describe("GET /api/prayer-times", () => {
  it("answers a day's five times in the city's own clock (Makkah, Umm al-Qura calendar, 21 June 2024)", async () => {
    const res = await new TestClient().fetch("/api/prayer-times?city=makkah&date=2024-06-21");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { city: string; date: string; timezone: string; times: Record<string, string> };
    expect(body).toMatchObject({ city: "makkah", date: "2024-06-21", timezone: "Asia/Riyadh" });
    expect(Object.keys(body.times)).toEqual(["fajr", "dhuhr", "asr", "maghrib", "isha"]);
    const published = { fajr: "04:11", dhuhr: "12:22", asr: "15:42", maghrib: "19:06", isha: "20:36" };
    for (const [p, t] of Object.entries(published)) expect(Math.abs(minutes(body.times[p]) - minutes(t)), p).toBeLessThanOrEqual(2);
  });

  it("follows the runtime's calendars: Isha two hours after Maghrib in Ramadan for a Saudi city", async () => {
    const body = (await (await new TestClient().fetch("/api/prayer-times?city=riyadh&date=2025-03-10")).json()) as { times: Record<string, string> };
    expect(minutes(body.times.isha) - minutes(body.times.maghrib)).toBe(120);
    const kuwait = (await (await new TestClient().fetch("/api/prayer-times?city=kuwait&date=2025-01-15")).json()) as { times: Record<string, string> };
    expect(kuwait.times).toEqual({ fajr: "05:20", dhuhr: "11:58", asr: "14:53", maghrib: "17:12", isha: "18:33" });
  });

  it.each([
    ["no query", "", ["city", "date"]],
    ["an unknown city", "?city=atlantis&date=2025-01-01", ["city"]],
    ["a malformed date", "?city=riyadh&date=01-01-2025", ["date"]],
    ["a day that does not exist", "?city=riyadh&date=2025-02-30", ["date"]],
  ])("refuses %s with 400 and the Arabic error shape", async (_label, query, fields) => {
    const res = await new TestClient().fetch(`/api/prayer-times${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; code: string; errors: { field: string; message: string }[] };
    expect(body.code).toBe("invalid_input");
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.errors.map((e) => e.field).sort()).toEqual(fields);
    for (const e of body.errors) expect(e.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("POST /api/dev/rooms/:code/prayer-rehearsal (development only)", () => {
  it("is the room creator's, needs a game waiting for a prayer, and validates its body", async () => {
    const host = new TestClient();
    await host.becomeGuest();
    const room = (await (await host.post("/api/rooms", { gameType: "trivia-deception" })).json()) as { code: string };
    const path = `/api/dev/rooms/${room.code}/prayer-rehearsal`;

    const stranger = new TestClient();
    await stranger.becomeGuest();
    const refused = await stranger.post(path, { inSeconds: 65 });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("not_admin");

    // In the lobby, with breaks off, the room waits for no prayer.
    const idle = await host.post(path, { inSeconds: 65 });
    expect(idle.status).toBe(409);
    expect(((await idle.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);

    const bad = await host.post(path, { inSeconds: 5000 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["inSeconds"]);
  });
});
