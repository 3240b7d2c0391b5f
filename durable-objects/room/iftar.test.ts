// The fast the big screen counts down to: the prayer breaks' own Maghrib, on Ramadan days by the
// Umm al-Qura calendar or any day of a «سهرة رمضانية», computed again only when the setting or the day moves on.
import { describe, expect, it } from "vitest";
import { findPrayerCity } from "../../schema/prayer-cities";
import { prayerTimesOn } from "../../schema/prayer-times";
import { fastWatch, withFast } from "./iftar";
import { newRoomRecord, type RoomRecord } from "./room-record";

const riyadh = findPrayerCity("riyadh")!;
// 10 March 2025 is 10 Ramadan 1446; 1 January 2025 is in Rajab.
const ramadanDay = prayerTimesOn(riyadh, "2025-03-10");
const ordinaryDay = prayerTimesOn(riyadh, "2025-01-01");
const room = (patch: Partial<RoomRecord> = {}): RoomRecord => ({
  ...newRoomRecord({ roomId: "r1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: ordinaryDay.fajr + 86_400_000 * 400, gameType: "trivia-deception" }, ordinaryDay.fajr),
  prayerBreaks: { enabled: true, cityId: "riyadh", minutes: 15 },
  ...patch,
});

describe("the fast on the big screen", () => {
  it("is the day's Fajr to Maghrib on a Ramadan day, the same Maghrib the prayer breaks pause for", () => {
    const noon = ramadanDay.dhuhr;
    expect(fastWatch(room(), noon).fast).toEqual({ fajr: ramadanDay.fajr, maghrib: ramadanDay.maghrib });
    // After iftar: the next day's fast (11 Ramadan).
    const tomorrow = prayerTimesOn(riyadh, "2025-03-11");
    expect(fastWatch(room(), ramadanDay.maghrib + 60_000).fast).toEqual({ fajr: tomorrow.fajr, maghrib: tomorrow.maghrib });
  });

  it("is none on an ordinary day, unless the Ramadan night is on; none without prayer breaks", () => {
    expect(fastWatch(room(), ordinaryDay.dhuhr).fast).toBeNull();
    expect(fastWatch(room({ ramadanNight: true }), ordinaryDay.dhuhr).fast).toEqual({ fajr: ordinaryDay.fajr, maghrib: ordinaryDay.maghrib });
    expect(fastWatch(room({ ramadanNight: true, prayerBreaks: { enabled: false, cityId: "riyadh", minutes: 15 } }), ramadanDay.dhuhr).fast).toBeNull();
  });

  it("is kept until Maghrib or a change of setting, and a change that moves it sends everyone the room", () => {
    const first = withFast({ room: room() }, ramadanDay.dhuhr);
    expect(first.state).toBe("game-state");
    const kept = first.room!.fast!;
    // The same setting before Maghrib: the very same watch, nothing sent.
    const again = withFast({ room: first.room! }, ramadanDay.asr);
    expect(again.room!.fast).toBe(kept);
    expect(again.state).toBeUndefined();
    // Another city: computed again.
    const jeddah = withFast({ room: { ...first.room!, prayerBreaks: { enabled: true, cityId: "jeddah", minutes: 15 } } }, ramadanDay.asr);
    expect(jeddah.room!.fast!.fast!.maghrib).not.toBe(kept.fast!.maghrib);
    expect(jeddah.state).toBe("game-state");
    // A change that already sends the room keeps its own broadcast.
    expect(withFast({ room: room(), state: "phase-changed" }, ramadanDay.dhuhr).state).toBe("phase-changed");
  });
});
