// The room's leave confirmation, asked the same from the lobby and from the game menu.
import { DoorOpen } from "lucide-react";
import { ConfirmDialog } from "../../ui/confirm-dialog";

/** Leaving the room asks the same question from the lobby and from the game menu. */
export const LEAVE_ROOM_CONFIRM = {
  title: "مغادرة الغرفة؟",
  description: "يمكنك العودة إليها بالكود أو الرابط ما دامت مفتوحة.",
  label: "مغادرة الغرفة",
} as const;

export function LeaveRoomConfirm({ open, onOpenChange, onLeave }: { open: boolean; onOpenChange: (open: boolean) => void; onLeave: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={LEAVE_ROOM_CONFIRM.title}
      description={LEAVE_ROOM_CONFIRM.description}
      confirmLabel={LEAVE_ROOM_CONFIRM.label}
      icon={<DoorOpen className="size-6" />}
      closeOnConfirm
      onConfirm={onLeave}
    />
  );
}
