// «فلتر الألفاظ»: on by default; the host turns it off or on, everyone sees it.
// The room checks names, lies and captions against the platform's list while it is on.
import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { cx } from "../../ui/cx";
import { Switch } from "../../ui/switch";

export function FamilyFilterCard({ enabled, editable, onChange }: { enabled: boolean; editable: boolean; onChange: (enabled: boolean) => void }) {
  const noteId = useId();
  return (
    <section className="flex items-center gap-3 rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" data-testid="family-filter">
      <ShieldCheck aria-hidden="true" className={cx("size-6 shrink-0", enabled ? "text-brand-300" : "text-white/40")} />
      <div className="min-w-0 flex-1">
        <h2 className="font-bold text-white">
          فلتر الألفاظ
        </h2>
        <p id={noteId} className="mt-0.5 text-xs leading-5 text-white/60">
          {enabled ? "يمنع الكلمات المسيئة في الأسماء والإجابات والتعليقات" : "متوقف: تظهر الكتابة كما هي"}
        </p>
      </div>
      <Switch checked={enabled} onCheckedChange={onChange} label="فلتر الألفاظ" disabled={!editable} />
    </section>
  );
}
