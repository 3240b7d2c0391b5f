// «استراحة الصلاة»: the host turns prayer breaks on, picks the city whose times the
// room follows (the device's time zone suggests one) and the break's length; everyone sees
// the choice. The room computes the times and pauses by itself; today's times are shown here
// from the API so the host can check them.
import { useQuery } from "@tanstack/react-query";
import { MoonStar } from "lucide-react";
import { useId } from "react";
import type { PrayerTimesAnswer } from "../../../../schema/api/prayer";
import { countText, MINUTES } from "../../../../schema/arabic-count";
import { PRAYER_BREAKS, type PrayerBreakMinutes } from "../../../../schema/limits";
import { findPrayerCity, PRAYER_CITIES, PRAYER_NAMES_AR, PRAYERS, suggestPrayerCity } from "../../../../schema/prayer-cities";
import type { PrayerBreaksView } from "../../../../schema/protocol";
import { apiJson } from "../../lib/api";
import { cx } from "../../ui/cx";
import { Switch } from "../../ui/switch";
import { useEchoedDraft } from "./echoed-draft";

export interface PrayerBreaksChoice {
  enabled: boolean;
  cityId: string;
  minutes: PrayerBreakMinutes;
}

/** The device's time zone, as the browser reports it (undefined where it cannot say). */
function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined; // A browser without Intl time zones: the list's first city is offered.
  }
}

/** What the card shows for a room that never set it: off, the device's city, 15 minutes. */
export function defaultPrayerChoice(timeZone = deviceTimeZone()): PrayerBreaksChoice {
  return { enabled: false, cityId: (suggestPrayerCity(timeZone) ?? PRAYER_CITIES[0]).id, minutes: PRAYER_BREAKS.defaultMinutes };
}

const samePrayerChoice = (a: PrayerBreaksChoice, b: PrayerBreaksChoice) => a.enabled === b.enabled && a.cityId === b.cityId && a.minutes === b.minutes;

/** The room's length as one of the offered ones. */
const breakMinutes = (minutes: number): PrayerBreakMinutes => PRAYER_BREAKS.minutes.find((m) => m === minutes) ?? PRAYER_BREAKS.defaultMinutes;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The city's own calendar day now, for today's times (one formatter per zone: each costs the runtime's date data). */
function cityToday(timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format.format(new Date());
}

function useTodayTimes(cityId: string, enabled: boolean) {
  const city = findPrayerCity(cityId);
  // Only for breaks that are on: a lobby's first draw starts no date formatter for a card that is off.
  const date = city && enabled ? cityToday(city.timezone) : "";
  return useQuery({
    queryKey: ["/api/prayer-times", cityId, date],
    queryFn: ({ signal }) => apiJson<PrayerTimesAnswer>("GET", `/api/prayer-times?city=${encodeURIComponent(cityId)}&date=${date}`, undefined, signal),
    enabled: enabled && !!city,
    staleTime: 60 * 60_000,
  });
}

export function PrayerBreaksCard({ setting, editable, onChange }: { setting: PrayerBreaksView | undefined; editable: boolean; onChange: (choice: PrayerBreaksChoice) => void }) {
  // A room that never set it shows the card off; the device's city is worked out when the host turns it on
  // (reading the device's zone starts the runtime's date data: not for every lobby's first draw).
  const room: PrayerBreaksChoice | null = setting ? { enabled: setting.enabled, cityId: setting.cityId, minutes: breakMinutes(setting.minutes) } : null;
  // The host's latest choice shows at once and the next change builds on it, not on the room's older copy.
  const [set, change] = useEchoedDraft(room, onChange, samePrayerChoice);
  const choice: PrayerBreaksChoice = set ?? { enabled: false, cityId: "", minutes: PRAYER_BREAKS.defaultMinutes };
  const cityLabel = useId();
  const minutesLabel = useId();
  const times = useTodayTimes(choice.cityId, choice.enabled);
  const city = findPrayerCity(choice.cityId);
  return (
    <section className="rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" data-testid="prayer-breaks">
      <div className="flex items-center gap-3">
        <MoonStar aria-hidden="true" className={cx("size-6 shrink-0", choice.enabled ? "text-brand-300" : "text-white/40")} />
        <div className="min-w-0 flex-1">
          <h2 className="font-bold text-white">استراحة الصلاة</h2>
          <p className="mt-0.5 text-xs leading-5 text-white/60">
            {choice.enabled ? `تتوقف اللعبة عند كل أذان في ${city?.nameAr ?? ""} لمدة ${countText(choice.minutes, MINUTES)}، مع تنبيه قبلها بدقيقة` : "متوقفة: تستمر اللعبة في أوقات الصلاة"}
          </p>
        </div>
        <Switch checked={choice.enabled} onCheckedChange={(enabled) => change({ ...(set ?? defaultPrayerChoice()), enabled })} label="استراحة الصلاة" disabled={!editable} />
      </div>
      {choice.enabled ? (
        <div className="mt-3 flex flex-col gap-3">
          <label className="flex flex-col gap-1.5">
            <span id={cityLabel} className="text-sm font-bold text-white/80">
              المدينة
            </span>
            <select
              aria-labelledby={cityLabel}
              value={choice.cityId}
              disabled={!editable}
              onChange={(e) => change({ ...choice, cityId: e.target.value })}
              className="min-h-11 rounded-2xl bg-night-900 px-3 text-white ring-1 ring-inset ring-white/15 disabled:cursor-not-allowed disabled:opacity-70"
              data-testid="prayer-city"
            >
              {PRAYER_CITIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nameAr}
                </option>
              ))}
            </select>
          </label>
          <div>
            <p id={minutesLabel} className="text-sm font-bold text-white/80">
              مدة الاستراحة
            </p>
            <div role="radiogroup" aria-labelledby={minutesLabel} className="mt-1.5 grid grid-cols-3 gap-2">
              {PRAYER_BREAKS.minutes.map((m) => (
                <button
                  key={m}
                  type="button"
                  role="radio"
                  aria-checked={choice.minutes === m}
                  disabled={!editable}
                  onClick={() => change({ ...choice, minutes: m })}
                  className={cx(
                    "min-h-11 rounded-2xl text-sm font-bold ring-1 ring-inset transition disabled:cursor-not-allowed",
                    choice.minutes === m ? "bg-brand-500/25 text-white ring-brand-400/60" : "bg-white/[0.04] text-white/75 ring-white/10 enabled:hover:bg-white/10",
                  )}
                >
                  {countText(m, MINUTES)}
                </button>
              ))}
            </div>
          </div>
          {times.data ? (
            <dl className="grid grid-cols-5 gap-1 rounded-2xl bg-white/[0.04] p-2 text-center" aria-label="مواعيد الصلاة اليوم" data-testid="prayer-times-today">
              {PRAYERS.map((p) => (
                <div key={p}>
                  <dt className="text-xs text-white/60">{PRAYER_NAMES_AR[p]}</dt>
                  <dd className="font-bold tabular-nums text-white" dir="ltr">
                    {times.data.times[p]}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
