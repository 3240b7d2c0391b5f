// «فلتر الألفاظ» (issue 22): on by default; the host turns it off or on, everyone sees it.
// The room checks names, lies and captions against the platform's list while it is on.
import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { cx } from "../../ui/cx";

export function FamilyFilterCard({ enabled, editable, onChange }: { enabled: boolean; editable: boolean; onChange: (enabled: boolean) => void }) {
  const labelId = useId();
  const noteId = useId();
  return (
    <section className="flex items-center gap-3 rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" data-testid="family-filter">
      <ShieldCheck aria-hidden="true" className={cx("size-6 shrink-0", enabled ? "text-brand-300" : "text-white/40")} />
      <div className="min-w-0 flex-1">
        <h2 id={labelId} className="font-bold text-white">
          فلتر الألفاظ
        </h2>
        <p id={noteId} className="mt-0.5 text-xs leading-5 text-white/60">
          {enabled ? "يمنع الكلمات المسيئة في الأسماء والإجابات والتعليقات" : "متوقف: تظهر الكتابة كما هي"}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        aria-describedby={noteId}
        disabled={!editable}
        onClick={() => onChange(!enabled)}
        className="group inline-flex min-h-11 min-w-14 shrink-0 items-center justify-center rounded-full disabled:cursor-not-allowed disabled:opacity-60"
      >
        {/* The knob sits at the end when on (left in RTL), by flex alignment rather than a physical offset. */}
        <span className={cx("flex h-7 w-12 items-center rounded-full p-0.5 transition-colors", enabled ? "justify-end bg-brand-500" : "justify-start bg-white/20")}>
          <span className="size-6 rounded-full bg-white shadow" />
        </span>
      </button>
    </section>
  );
}
