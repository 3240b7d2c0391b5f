// For a player who arrived mid-phase: they watch, and play from the next phase.
import { Eye } from "lucide-react";

export function WatchingCard({ title, note }: { title: string; note: string }) {
  return (
    <div role="status" className="flex items-center gap-3 rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10" data-testid="watching">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-white/80">
        <Eye aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="font-bold text-white">{title}</p>
        <p className="text-sm text-white/65">{note}</p>
      </div>
    </div>
  );
}
