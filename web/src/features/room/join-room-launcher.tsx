// Keeps the dialog code (Radix and its focus/scroll helpers) out of the landing bundle:
// it loads when the join button is first pointed at or pressed.
import { lazy, Suspense, useEffect, useState } from "react";

const loadDialog = () => import("./join-room-dialog");
const JoinRoomDialog = lazy(() => loadDialog().then((m) => ({ default: m.JoinRoomDialog })));

/** Starts fetching the dialog early (pointer over or focus on the join button). */
export function preloadJoinRoomDialog(): void {
  void loadDialog();
}

export function JoinRoomDialogLazy({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <JoinRoomDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
