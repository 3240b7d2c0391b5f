// The host's view of who watches: the big screens and the audience, from the
// lobby's card and from the game menu. A watcher has no name, so each shows when it came
// and whether it is the host's own TV; any other can be removed, after a confirmation, for
// the room's life (the room refuses it again as a screen, in the audience and in a seat).
import { MonitorSmartphone, Tv, UserX, Users } from "lucide-react";
import { useState } from "react";
import { countText } from "../../../../schema/arabic-count";
import type { WatchersView, WatcherView } from "../../../../schema/protocol";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Dialog } from "../../ui/dialog";
import { WATCHERS, watchersLine } from "./watchers-line";

// One formatter for every row, built when the list is first drawn (each row built its own, twice).
let timeFormat: Intl.DateTimeFormat | null = null;
const time = (at: number) => (timeFormat ??= new Intl.DateTimeFormat("ar", { hour: "numeric", minute: "2-digit" })).format(at);

function Row({ watcher, onRemove }: { watcher: WatcherView; onRemove: (w: WatcherView) => void }) {
  const screen = watcher.role === "screen";
  const label = watcher.isYou ? "شاشتك" : screen ? "شاشة" : "مشاهد";
  return (
    <li className="flex min-h-13 items-center gap-3 rounded-2xl bg-white/[0.05] px-3 py-2 ring-1 ring-inset ring-white/10" data-testid={`watcher-${watcher.role}`}>
      {screen ? <Tv aria-hidden="true" className="size-5 shrink-0 text-brand-300" /> : <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-brand-300" />}
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-white">{label}</span>
        <span className="block text-xs text-white/55">متصل منذ {time(watcher.since)}</span>
      </span>
      {watcher.isYou ? null : (
        <Button variant="ghost" size="sm" icon={<UserX aria-hidden="true" className="size-4" />} onClick={() => onRemove(watcher)} aria-label={`إخراج ${label} المتصل منذ ${time(watcher.since)}`}>
          إخراج
        </Button>
      )}
    </li>
  );
}

export function WatchersDialog({
  open,
  onOpenChange,
  watchers,
  onRemove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  watchers: WatchersView | null;
  onRemove: (playerId: string) => void;
}) {
  const [pending, setPending] = useState<WatcherView | null>(null);
  const screens = watchers?.screens ?? [];
  const audience = watchers?.audience ?? [];
  const more = (watchers?.audienceCount ?? 0) - audience.length;
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title="الشاشات والجمهور" description={watchersLine(watchers)} icon={<Users className="size-6" />}>
        <div className="flex flex-col gap-4">
          <section aria-labelledby="watchers-screens">
            <h3 id="watchers-screens" className="mb-2 text-sm font-bold text-white/70">
              الشاشات الكبيرة
            </h3>
            {screens.length ? (
              <ul className="flex flex-col gap-2">
                {screens.map((w) => (
                  <Row key={w.playerId} watcher={w} onRemove={setPending} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-white/55">لا شاشة متصلة الآن.</p>
            )}
          </section>
          <section aria-labelledby="watchers-audience">
            <h3 id="watchers-audience" className="mb-2 text-sm font-bold text-white/70">
              الجمهور
            </h3>
            {audience.length ? (
              <ul className="flex flex-col gap-2">
                {audience.map((w) => (
                  <Row key={w.playerId} watcher={w} onRemove={setPending} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-white/55">لا أحد في الجمهور الآن.</p>
            )}
            {more > 0 ? <p className="mt-2 text-xs text-white/55">والقائمة تعرض الأحدث فقط؛ {countText(more, WATCHERS)} غيرهم.</p> : null}
          </section>
        </div>
      </Dialog>
      <ConfirmDialog
        closeOnConfirm
        destructive
        open={pending !== null}
        onOpenChange={(next) => {
          if (!next) setPending(null);
        }}
        title={pending?.role === "screen" ? "إخراج هذه الشاشة؟" : "إخراج هذا المشاهد؟"}
        description="تُغلق المشاهدة على ذلك الجهاز، ولا يمكن العودة منه إلى هذه الغرفة ما دامت مفتوحة."
        confirmLabel="إخراج"
        icon={<UserX className="size-6" />}
        onConfirm={() => {
          if (pending) onRemove(pending.playerId);
        }}
      />
    </>
  );
}
