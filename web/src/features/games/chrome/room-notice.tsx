// What changed in the room, on the phones: the host gave «+30 ثانية» or skipped the
// question, or a player dropped out and the round goes on without them. The room words it
// (the `room-notice` frame, in forms that fit anyone); the phone shows it for a few seconds.
import { SkipForward, TimerReset, UserX, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { LIVE_CLIENT } from "../../../../../schema/limits";
import type { RoomNotice, ServerMessage } from "../../../../../schema/protocol";

type Subscribe = (fn: (message: ServerMessage) => void) => () => void;

const ICONS: Record<RoomNotice["kind"], typeof WifiOff> = {
  "time-added": TimerReset,
  "question-skipped": SkipForward,
  "player-offline": WifiOff,
  "player-left": UserX,
};

/** The room's last notice while it is fresh; a new one replaces it and starts its time again. */
export function useRoomNotice(subscribe: Subscribe): { notice: RoomNotice; id: number } | null {
  const [shown, setShown] = useState<{ notice: RoomNotice; id: number } | null>(null);
  useEffect(
    () =>
      subscribe((message) => {
        if (message.type === "room-notice") setShown((last) => ({ notice: message.data, id: (last?.id ?? 0) + 1 }));
      }),
    [subscribe],
  );
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), LIVE_CLIENT.noticeShowMs);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}

export function RoomNoticeBanner({ subscribe }: { subscribe: Subscribe }) {
  const shown = useRoomNotice(subscribe);
  if (!shown) return null;
  const { notice } = shown;
  const Icon = ICONS[notice.kind];
  const away = notice.kind === "player-offline" || notice.kind === "player-left";
  return (
    <p
      key={shown.id}
      role="status"
      aria-live="polite"
      data-testid="room-notice"
      data-kind={notice.kind}
      className={
        "flex items-center gap-3 rounded-2xl px-4 py-3 text-start font-bold ring-1 " +
        (away ? "bg-white/[0.07] text-white ring-white/20" : "bg-brand-500/15 text-white ring-brand-400/40")
      }
    >
      <Icon aria-hidden="true" className={"size-5 shrink-0 " + (away ? "text-gold-300" : "text-brand-300")} />
      {notice.message}
    </p>
  );
}
