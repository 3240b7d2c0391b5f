// A pack's code as a button that copies it (the gallery's cards and the author's own list):
// the code is the way a host picks the pack in a room, so it is one tap to share.
import { Copy } from "lucide-react";
import { copyText } from "../../lib/clipboard";
import { cx } from "../../ui/cx";
import { toast } from "../../ui/toast";

export function PackCodeButton({ code, className }: { code: string; /** size and spacing of where it sits */ className: string }) {
  return (
    <button
      type="button"
      dir="ltr"
      className={cx("inline-flex min-h-11 items-center rounded-xl bg-white/[0.06] px-3 font-mono font-bold text-white", className)}
      aria-label={`نسخ رمز الحزمة ${code}`}
      onClick={() => void copyText(code).then(() => toast({ title: "نُسخ رمز الحزمة" }))}
    >
      <Copy aria-hidden="true" className="size-4" />
      {code}
    </button>
  );
}
