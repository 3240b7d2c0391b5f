// The host's door: «قفل الغرفة» holds every new join for the host's «قبول» (the
// requests appear in the join requests panel), and «إزالة غير المتصلين» frees, after a
// confirmation naming how many, every seat whose page is closed, the host's and the
// creator's excepted. The room also frees a closed page's seat by itself after a grace.
import { Lock, LockOpen, UserMinus } from "lucide-react";
import { useState } from "react";
import { countText, PLAYERS } from "../../../../schema/arabic-count";
import type { RoomView } from "../../../../schema/protocol";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { cx } from "../../ui/cx";
import { Switch } from "../../ui/switch";

export const ROOM_LOCK_TEXT = {
  title: "قفل الغرفة",
  locked: "مقفلة: كل من ينضم من جديد ينتظر موافقتك",
  open: "مفتوحة: ينضم من معه الكود مباشرة",
  clear: "إزالة غير المتصلين",
  clearTitle: "إزالة غير المتصلين؟",
  confirm: "إزالة",
} as const;

/** The seats «إزالة غير المتصلين» frees, as the host sees them: offline, and neither the host's nor the creator's. */
export function offlineSeatCount(state: RoomView): number {
  return Object.values(state.players).filter((p) => !p.isOnline && !p.isCreator && p.playerId !== state.adminId).length;
}

/** «غير المتصلين الآن: لاعبان.»: the confirmation names the count as Arabic counts it. */
export function clearDescription(count: number): string {
  return `غير المتصلين الآن: ${countText(count, PLAYERS)}. تُفرغ مقاعدهم، ومن أراد العودة ينضم بالكود من جديد.`;
}

export function RoomLockCard({ state, onLock, onClear }: { state: RoomView; onLock: (on: boolean) => void; onClear: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const locked = !!state.joinApproval;
  const offline = offlineSeatCount(state);
  const Icon = locked ? Lock : LockOpen;
  return (
    <section className="flex flex-col gap-3 rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" data-testid="room-lock">
      <div className="flex items-center gap-3">
        <Icon aria-hidden="true" className={cx("size-6 shrink-0", locked ? "text-gold-300" : "text-white/40")} />
        <div className="min-w-0 flex-1">
          <h2 className="font-bold text-white">{ROOM_LOCK_TEXT.title}</h2>
          <p className="mt-0.5 text-xs leading-5 text-white/60" data-testid="room-lock-state">
            {locked ? ROOM_LOCK_TEXT.locked : ROOM_LOCK_TEXT.open}
          </p>
        </div>
        <Switch checked={locked} onCheckedChange={onLock} label={ROOM_LOCK_TEXT.title} />
      </div>
      {offline > 0 ? (
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} icon={<UserMinus aria-hidden="true" className="size-4" />}>
          {ROOM_LOCK_TEXT.clear}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ROOM_LOCK_TEXT.clearTitle}
        description={clearDescription(offline)}
        confirmLabel={ROOM_LOCK_TEXT.confirm}
        destructive
        closeOnConfirm
        icon={<UserMinus className="size-6" />}
        onConfirm={onClear}
      />
    </section>
  );
}
