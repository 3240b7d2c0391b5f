import { Check, Link2, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { BLOG } from "../../../../schema/limits";
import { copyText } from "../../lib/clipboard";
import { toast } from "../../ui/toast";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-xl bg-white/5 px-3 text-sm font-bold text-white ring-1 ring-inset ring-white/15 hover:bg-white/10";

/** Facebook, X, WhatsApp and copy link, with the 2 s copied indicator (spec 002 §2, §9). */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), BLOG.copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [copied]);
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const copy = async () => {
    if (await copyText(url)) setCopied(true);
    else toast({ title: "تعذّر نسخ الرابط", description: url, variant: "destructive" });
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1.5 text-sm text-white/60">
        <Share2 aria-hidden="true" className="size-4" />
        مشاركة المقال:
      </span>
      <a className={linkClass} href={`https://www.facebook.com/sharer/sharer.php?u=${u}`} target="_blank" rel="noopener noreferrer">
        فيسبوك
      </a>
      <a className={linkClass} href={`https://twitter.com/intent/tweet?url=${u}&text=${t}`} target="_blank" rel="noopener noreferrer">
        إكس
      </a>
      <a className={linkClass} href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} target="_blank" rel="noopener noreferrer">
        واتساب
      </a>
      <button type="button" className={linkClass} onClick={copy} aria-live="polite">
        {copied ? <Check aria-hidden="true" className="size-4 text-emerald-300" /> : <Link2 aria-hidden="true" className="size-4" />}
        {copied ? "تم النسخ!" : "نسخ الرابط"}
      </button>
    </div>
  );
}

/** The list's share: the phone's own share sheet, else the clipboard. */
export async function sharePost(url: string, title: string): Promise<void> {
  if (navigator.share) {
    try {
      await navigator.share({ url, title });
      return;
    } catch {
      /* cancelled or refused: fall back to copying */
    }
  }
  if (await copyText(url)) toast({ title: "تم نسخ الرابط" });
}
