// A yes/no confirmation for actions that cannot be undone (kick, end room, leave).
import { DoorOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";

/** Leaving the room asks the same question from the lobby and from the game menu. */
export const LEAVE_ROOM_CONFIRM = {
  title: "تطلع من الغرفة؟",
  description: "تقدر ترجع لها بالكود أو الرابط ما دامت مفتوحة.",
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
      onConfirm={onLeave}
    />
  );
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "إلغاء",
  destructive = true,
  icon,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  icon?: ReactNode;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} icon={icon}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button
          variant={destructive ? "danger" : "primary"}
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
