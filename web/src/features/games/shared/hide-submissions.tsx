// «إخفاء»: whatever the family filter missed, the host hides before the reveal.
// Host-only (the room checks it too); the hidden text leaves the vote for everyone, and its
// author sees the kind notice below.
import { EyeOff, Info } from "lucide-react";
import type { RoomSend } from "../../../live/use-room";
import { GameNotice } from "./game-panel";

export const HIDE_TEXTS = {
  summary: "إخفاء كتابة غير مناسبة",
  note: "تختفي الكتابة عند الجميع، وتُلغى الأصوات التي حصلت عليها.",
  hide: "إخفاء",
  /** Same words as the room's (durable-objects/room/family-filter.ts), for a page that reloads. */
  hidden: "أخفى مضيف الغرفة ما كتبته في هذه الجولة، لا بأس، يمكنك المحاولة بشيء آخر في الجولة القادمة",
} as const;

export function HideSubmissions({ items, send }: { items: { id: string; text: string }[]; send: RoomSend }) {
  if (items.length === 0) return null;
  return (
    <details className="group rounded-2xl bg-white/[0.04] ring-1 ring-white/10" data-testid="hide-submissions">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-bold text-white/75">
        <EyeOff aria-hidden="true" className="size-4 shrink-0" />
        {HIDE_TEXTS.summary}
      </summary>
      <div className="px-4 pb-3">
        <p className="mb-2 text-xs text-white/55">{HIDE_TEXTS.note}</p>
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-sm text-white">{item.text}</span>
              <button
                type="button"
                onClick={() => void send("game-action", { action: "hide_submission", submissionId: item.id })}
                aria-label={`${HIDE_TEXTS.hide}: ${item.text}`}
                className="min-h-11 shrink-0 rounded-xl bg-white/10 px-3 text-sm font-bold text-white ring-1 ring-inset ring-white/15 hover:bg-white/15"
                data-hide-id={item.id}
              >
                {HIDE_TEXTS.hide}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

export function HiddenNotice({ hidden }: { hidden: boolean | undefined }) {
  if (!hidden) return null;
  return <GameNotice icon={<Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}>{HIDE_TEXTS.hidden}</GameNotice>;
}
