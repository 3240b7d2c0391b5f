// «وقت أطول»: the host multiplies every phase timer of the next game (×1, ×1.5,
// ×2) for slow typers, children and elders; everyone sees the choice. Free for every room.
import { Hourglass } from "lucide-react";
import { ROOM_CONTROLS, type TimeScale } from "../../../../schema/limits";
import { cx } from "../../ui/cx";

const LABELS: Record<TimeScale, string> = { 1: "عادي", 1.5: "×1.5", 2: "×2" };

export function TimeScaleCard({ scale, editable, onChange }: { scale: number; editable: boolean; onChange: (scale: TimeScale) => void }) {
  return (
    <section className="rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" data-testid="time-scale">
      <div className="flex items-center gap-3">
        <Hourglass aria-hidden="true" className={cx("size-6 shrink-0", scale > 1 ? "text-brand-300" : "text-white/40")} />
        <div className="min-w-0 flex-1">
          <h2 id="time-scale-title" className="font-bold text-white">
            وقت أطول
          </h2>
          <p className="mt-0.5 text-xs leading-5 text-white/60">يضاعف وقت كل مرحلة: مناسب للأطفال وكبار السن ومن يكتب ببطء</p>
        </div>
      </div>
      <div role="radiogroup" aria-labelledby="time-scale-title" className="mt-3 grid grid-cols-3 gap-2">
        {ROOM_CONTROLS.timeScales.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={scale === value}
            disabled={!editable}
            onClick={() => onChange(value)}
            className={cx(
              "min-h-11 rounded-2xl text-sm font-bold ring-1 ring-inset transition disabled:cursor-not-allowed",
              scale === value ? "bg-brand-500/25 text-white ring-brand-400/60" : "bg-white/[0.04] text-white/75 ring-white/10 enabled:hover:bg-white/10",
            )}
          >
            {/* Isolated left to right, so «×2» does not read «2×» in a right-to-left line. */}
            <span dir={value === 1 ? undefined : "ltr"}>{LABELS[value]}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
