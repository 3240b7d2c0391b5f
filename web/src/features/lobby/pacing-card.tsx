// The game's pacing: by default a round's results move on by themselves after a short
// countdown, which the host may hold or skip during the game; the host may keep the old pacing,
// where every round waits for their «التالي». Everyone sees the choice. Free for every room.
import { Timer } from "lucide-react";
import { countText, SECONDS } from "../../../../schema/arabic-count";
import { SHOW_PACE } from "../../../../schema/limits";
import { cx } from "../../ui/cx";

const CHOICES = [
  { hostPaced: false, label: "تلقائي", note: `تنتقل اللعبة إلى الجولة التالية وحدها بعد ${countText(SHOW_PACE.autoNextMs / 1000, SECONDS)} من النتائج` },
  { hostPaced: true, label: "بيد المضيف", note: "تنتظر كل جولة ضغطة «التالي» من المضيف" },
] as const;

export function PacingCard({ hostPaced, editable, onChange }: { hostPaced: boolean; editable: boolean; onChange: (hostPaced: boolean) => void }) {
  const current = CHOICES.find((c) => c.hostPaced === hostPaced)!;
  return (
    <section className="rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" data-testid="pacing">
      <div className="flex items-center gap-3">
        <Timer aria-hidden="true" className={cx("size-6 shrink-0", hostPaced ? "text-white/40" : "text-brand-300")} />
        <div className="min-w-0 flex-1">
          <h2 id="pacing-title" className="font-bold text-white">
            الانتقال بين الجولات
          </h2>
          <p className="mt-0.5 text-xs leading-5 text-white/60">{current.note}</p>
        </div>
      </div>
      <div role="radiogroup" aria-labelledby="pacing-title" className="mt-3 grid grid-cols-2 gap-2">
        {CHOICES.map((choice) => (
          <button
            key={choice.label}
            type="button"
            role="radio"
            aria-checked={hostPaced === choice.hostPaced}
            disabled={!editable}
            onClick={() => onChange(choice.hostPaced)}
            data-host-paced={choice.hostPaced ? "yes" : "no"}
            className={cx(
              "min-h-11 rounded-2xl text-sm font-bold ring-1 ring-inset transition disabled:cursor-not-allowed",
              hostPaced === choice.hostPaced ? "bg-brand-500/25 text-white ring-brand-400/60" : "bg-white/[0.04] text-white/75 ring-white/10 enabled:hover:bg-white/10",
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </section>
  );
}
