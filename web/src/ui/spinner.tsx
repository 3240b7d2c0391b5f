import { LoaderCircle } from "lucide-react";
import { cx } from "./cx";

export const LOADING_TEXT = "جاري التحميل...";

/** A spinning circle; `label` is read by screen readers (null when the text is shown beside it). */
export function Spinner({ className, label = LOADING_TEXT }: { className?: string; label?: string | null }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cx("animate-spin text-brand-400", className ?? "size-6")} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

/** The full-screen loading state: a spinner and the Arabic loading text. */
export function LoadingScreen({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <Spinner className="size-10" label={null} />
      <p className="text-lg font-medium text-white/80">{text}</p>
    </div>
  );
}
