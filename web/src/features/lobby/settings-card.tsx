// Settings sliders (spec 001 §2, §6, §9): limits from /configurations; editable only by
// the admin of a premium room. Premium markers show unless the room is premium.
import { Crown, Lock } from "lucide-react";
import { useId } from "react";
import { cx } from "../../ui/cx";
import { toast } from "../../ui/toast";
import { LobbyCard } from "./lobby-card";
import { NOTICES, type SliderLimits } from "./selection";
import { countText, ROUNDS, SECONDS } from "../../../../schema/arabic-count";

const SETTING_LABELS: Record<string, { label: string; unit: "seconds" | "rounds" }> = {
  rounds: { label: "عدد الجولات", unit: "rounds" },
  writingTime: { label: "وقت كتابة الإجابة", unit: "seconds" },
  votingTime: { label: "وقت التصويت", unit: "seconds" },
  captioningTime: { label: "وقت كتابة التعليق", unit: "seconds" },
  subcategorySelectionTime: { label: "وقت اختيار الفئة", unit: "seconds" },
  answeringTime: { label: "وقت الإجابة الصحيحة", unit: "seconds" },
};
/** Sliders in a stable order: rounds first, then the phase times. */
const ORDER = ["rounds", "subcategorySelectionTime", "answeringTime", "writingTime", "captioningTime", "votingTime"];

function valueText(key: string, value: number): string {
  const unit = SETTING_LABELS[key]?.unit ?? "seconds";
  return countText(value, unit === "rounds" ? ROUNDS : SECONDS);
}

export function SettingsCard({
  limits,
  values,
  editable,
  roomPremium,
  isAdmin,
  timeScale = 1,
  onChange,
}: {
  limits: SliderLimits;
  values: Record<string, number>;
  editable: boolean;
  roomPremium: boolean;
  isAdmin: boolean;
  /** «وقت أطول»: the times shown are those the game will really run with (×2: 30 → 60 ثانية). */
  timeScale?: number;
  onChange: (key: string, value: number) => void;
}) {
  const titleId = useId();
  // A phase time under «وقت أطول» shows what the game will really give (the slider keeps the base).
  const scaled = (key: string) => timeScale !== 1 && SETTING_LABELS[key]?.unit === "seconds";
  const keys = Object.keys(limits).sort((a, b) => {
    const ia = ORDER.indexOf(a);
    const ib = ORDER.indexOf(b);
    return (ia < 0 ? ORDER.length : ia) - (ib < 0 ? ORDER.length : ib);
  });
  return (
    <LobbyCard
      title="الإعدادات"
      titleId={titleId}
      badge={
        roomPremium ? null : (
          <span className="inline-flex items-center gap-1 rounded-full bg-gold-500/15 px-2.5 py-0.5 text-xs font-bold text-gold-300 ring-1 ring-inset ring-gold-500/30">
            <Crown aria-hidden="true" className="size-3.5" />
            مميز
          </span>
        )
      }
    >
      {!roomPremium && isAdmin ? (
        <button
          type="button"
          onClick={() => toast({ variant: "destructive", ...NOTICES.premiumSettings })}
          className="mb-3 flex w-full items-center gap-2 rounded-2xl bg-gold-500/[0.07] px-3 py-2 text-start text-sm text-gold-300 ring-1 ring-gold-500/25"
        >
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          تعديل الإعدادات متاح في الغرف المميزة، واللعبة تمشي بالإعدادات الافتراضية.
        </button>
      ) : null}
      <div className="flex flex-col gap-4">
        {keys.map((key) => {
          const limit = limits[key];
          const value = values[key] ?? limit.default;
          const label = SETTING_LABELS[key]?.label ?? key;
          const inputId = `setting-${key}`;
          return (
            <div key={key}>
              <div className="mb-1 flex items-baseline justify-between gap-3">
                <label htmlFor={inputId} className={cx("text-sm font-bold", editable ? "text-white" : "text-white/75")}>
                  {label}
                </label>
                {scaled(key) ? (
                  <span className="flex items-baseline gap-2" data-testid={`effective-${key}`}>
                    <span className="text-xs text-white/70 tabular-nums" dir="ltr">
                      {value}×{timeScale}
                    </span>
                    <span className="rounded-lg bg-brand-500/20 px-2 py-0.5 text-sm font-bold text-white tabular-nums">{valueText(key, Math.round(value * timeScale))}</span>
                  </span>
                ) : (
                  <span className="rounded-lg bg-white/[0.07] px-2 py-0.5 text-sm font-bold text-white tabular-nums">
                    {valueText(key, value)}
                  </span>
                )}
              </div>
              <input
                id={inputId}
                type="range"
                min={limit.min}
                max={limit.max}
                step={limit.step}
                value={value}
                disabled={!editable}
                aria-valuetext={valueText(key, value)}
                onChange={(e) => onChange(key, Number(e.target.value))}
                className={cx("h-11 w-full accent-brand-500", editable ? "cursor-pointer" : "cursor-not-allowed opacity-50")}
              />
              <div className="-mt-2 flex justify-between text-xs text-white/40 tabular-nums" aria-hidden="true">
                <span>{limit.min}</span>
                <span>{limit.max}</span>
              </div>
            </div>
          );
        })}
      </div>
    </LobbyCard>
  );
}
