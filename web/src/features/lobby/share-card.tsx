// Share room card (spec 001 §2): QR code of the invite link, share-link button,
// room code with copy and a 2 s 'code copied' confirmation, player count.
import { useTexts } from "../../lib/address-form";
import { ROOM_TEXT_TABLE } from "../players/room-texts";
import { Check, Copy, Share2, Tv, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CLIENT_TIMINGS } from "../../../../schema/limits";
import { copyText } from "../../lib/clipboard";
import { Button } from "../../ui/button";
import { cx } from "../../ui/cx";
import { QrCode } from "../../ui/qr-code";
import { toast } from "../../ui/toast";
import { useRoomShareText } from "./queries";

export function inviteLinkFor(code: string): string {
  return `${window.location.origin}/join/${code}`;
}

function useCopied(): [boolean, (text: string, okTitle?: string) => Promise<void>] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy(text: string, okTitle?: string) {
    const ok = await copyText(text);
    if (!ok) {
      toast({ variant: "destructive", title: "ما قدرنا ننسخ", description: "يمكنك نسخه يدويًا من الشاشة." });
      return;
    }
    if (okTitle) toast({ title: okTitle });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CLIENT_TIMINGS.copiedConfirmationMs);
  }
  return [copied, copy];
}

export function ShareCard({
  code,
  playerCount,
  maxPlayers,
  className,
}: {
  code: string;
  playerCount: number;
  maxPlayers: number;
  className?: string;
}) {
  const link = inviteLinkFor(code);
  const seo = useRoomShareText(code);
  const [codeCopied, copyCode] = useCopied();
  const [linkCopied, copyLink] = useCopied();
  const T = useTexts(ROOM_TEXT_TABLE);

  async function share() {
    const title = seo.data?.siteName ?? `غرفة ${code}`;
    const text = seo.data?.siteDescription ?? T.shareText(code);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url: link });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copyLink(link, "تم نسخ رابط الدعوة");
  }

  return (
    <section
      aria-labelledby="share-title"
      className={cx("rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5", className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="share-title" className="text-lg font-bold text-white">
          {T.invite}
        </h2>
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-white/[0.07] px-3 py-1 text-sm font-bold text-white/85 ring-1 ring-white/10"
          aria-label={T.playerCount(playerCount, maxPlayers)}
        >
          <Users aria-hidden="true" className="size-4 text-brand-300" />
          <span dir="ltr" className="tabular-nums">
            {playerCount}/{maxPlayers}
          </span>
          {T.playersNoun}
        </span>
      </div>

      <div className="mt-4 flex items-center gap-4">
        <div className="shrink-0 overflow-hidden rounded-2xl bg-white p-1 shadow-lg shadow-black/30">
          <QrCode value={link} label={`رمز QR لرابط الدعوة ${link}`} className="size-32 sm:size-36" />
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-white/60">كود الغرفة</p>
          <p
            dir="ltr"
            className="mt-0.5 text-end font-mono text-3xl font-bold tracking-[0.18em] text-white select-all sm:text-4xl"
            aria-label={`كود الغرفة ${code.split("").join(" ")}`}
            data-room-code={code}
          >
            {code}
          </p>
          <Button
            variant={codeCopied ? "secondary" : "outline"}
            size="sm"
            className="mt-2 w-full"
            onClick={() => void copyCode(code)}
            icon={codeCopied ? <Check aria-hidden="true" className="size-4 text-brand-300" /> : <Copy aria-hidden="true" className="size-4" />}
          >
            <span aria-live="polite">{codeCopied ? "تم نسخ الكود" : "نسخ الكود"}</span>
          </Button>
        </div>
      </div>

      <Button
        size="md"
        className="mt-4 w-full"
        onClick={() => void share()}
        icon={linkCopied ? <Check aria-hidden="true" className="size-5" /> : <Share2 aria-hidden="true" className="size-5" />}
      >
        <span aria-live="polite">{linkCopied ? "تم نسخ الرابط" : "مشاركة رابط الغرفة"}</span>
      </Button>
      <p className="mt-2 text-center text-xs text-white/50">{T.scanNote}</p>
      <a
        href={`/screen/${encodeURIComponent(code)}`}
        target="_blank"
        rel="noopener"
        className="mt-3 flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-white/[0.07] px-4 text-sm font-bold text-white ring-1 ring-white/10 hover:bg-white/10"
      >
        <Tv aria-hidden="true" className="size-4" />
        العرض على الشاشة الكبيرة
      </a>
    </section>
  );
}
