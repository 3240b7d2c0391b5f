// A centred modal (a bottom sheet on small phones). Its code (Radix's dialog, focus trap and
// scroll lock, about 13 KiB gzip) loads when a dialog first opens: a phone that joins a room and
// sits in its lobby never opens one, so it never loads it.
import { lazy, Suspense } from "react";
import type { DialogProps } from "./dialog-body";

const DialogBody = lazy(() => import("./dialog-body").then((m) => ({ default: m.DialogBody })));

/** A modal with a title, an optional description and a close button; nothing while closed. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogBody {...props} />
    </Suspense>
  );
}
