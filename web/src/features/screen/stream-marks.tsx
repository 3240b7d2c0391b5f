// A streamed room on the big screen: the code, its QR code and link stay off the screen while the
// host hides them (the host's phone still shows them), back for a moment on «إظهار على الشاشة»;
// and the stream's delay, so the viewers know their votes are waited for.
import { EyeOff, Radio } from "lucide-react";
import { useEffect, useState } from "react";
import type { RoomView } from "../../../../schema/protocol";
import { countText, SECONDS } from "../../../../schema/arabic-count";
import { cx } from "../../ui/cx";
import { codeShownAt } from "./code-shown";

export const STREAM_MARK_TEXT = {
  hidden: "الكود مخفي على الشاشة",
  hiddenNote: "يجده من في المجلس عند مضيف الغرفة",
  delay: (seconds: number) => `تأخير البث ${countText(seconds, SECONDS)}`,
} as const;

/** The same, kept current: the screen hides the code again by itself when the host's moment ends. */
export function useCodeShown(room: RoomView | null, serverNow: () => number): boolean {
  const [, rerender] = useState(0);
  const until = room?.hideCode ? (room.codeShownUntil ?? 0) : 0;
  useEffect(() => {
    const left = until - serverNow();
    if (left <= 0) return;
    const timer = setTimeout(() => rerender((n) => n + 1), left + 50);
    return () => clearTimeout(timer);
  }, [until, serverNow]);
  return codeShownAt(room, serverNow());
}

/** In place of the QR code and the link while the code is hidden. */
export function HiddenCode({ big }: { big: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-white/[0.06] p-8 text-center ring-1 ring-white/10" data-testid="screen-code-hidden">
      <EyeOff aria-hidden="true" className={cx("text-white/50", big ? "size-24" : "size-12")} />
      <p className={cx("font-bold text-white", big ? "text-[2.5rem]" : "text-xl")}>{STREAM_MARK_TEXT.hidden}</p>
      <p className={cx("text-white/60", big ? "text-[1.75rem]" : "text-base")}>{STREAM_MARK_TEXT.hiddenNote}</p>
    </div>
  );
}

/** «تأخير البث 10 ثوانٍ» in the header, while the host set a delay. */
export function StreamDelayChip({ room, className }: { room: RoomView | null; className?: string }) {
  const seconds = room?.streamDelay ?? 0;
  if (!seconds) return null;
  return (
    <span className={cx("inline-flex items-center gap-2 whitespace-nowrap font-bold text-rose-200", className)} data-testid="stream-delay">
      <Radio aria-hidden="true" className="size-[1em]" />
      {STREAM_MARK_TEXT.delay(seconds)}
    </span>
  );
}
