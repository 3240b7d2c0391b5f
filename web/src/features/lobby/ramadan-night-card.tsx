// «سهرة رمضانية»: the host's lobby switch; every game started while it is on deals from the
// Ramadan categories first (those the room may play), then from the host's own choice. Everyone
// sees it. With prayer breaks on, the big screen also counts down to iftar.
import { Moon } from "lucide-react";
import { useId } from "react";
import { cx } from "../../ui/cx";
import { Switch } from "../../ui/switch";

export function RamadanNightCard({ on, editable, onChange }: { on: boolean; editable: boolean; onChange: (on: boolean) => void }) {
  const noteId = useId();
  return (
    <section className="flex items-center gap-3 rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" data-testid="ramadan-night">
      <Moon aria-hidden="true" className={cx("size-6 shrink-0", on ? "text-amber-300" : "text-white/40")} />
      <div className="min-w-0 flex-1">
        <h2 className="font-bold text-white">سهرة رمضانية</h2>
        <p id={noteId} className="mt-0.5 text-xs leading-5 text-white/60">
          {on ? "أسئلة رمضان والعيد أولًا في كل لعبة، ثم الفئات المختارة؛ ومع استراحة الصلاة تعدّ الشاشة الوقت على الفطور" : "اللعب من الفئات المختارة كما هي"}
        </p>
      </div>
      <Switch checked={on} onCheckedChange={onChange} label="سهرة رمضانية" disabled={!editable} />
    </section>
  );
}
