// The room screen for now (spec 001 §2 states "spinner while loading" and "room not found").
// The live lobby comes later; this screen shows the room and how to invite friends.
import { useQuery } from "@tanstack/react-query";
import { Check, Clock, Copy, House, Link2, RotateCw, SearchX, Share2, TimerOff } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useParams } from "react-router";
import type { RoomLookup, RoomSeo } from "../../../schema/api";
import { ApiError, apiJson } from "../lib/api";
import { copyText } from "../lib/clipboard";
import { formatDateTime } from "../lib/format";
import { GAME_LOOK, useGameName } from "../lib/games";
import { usePageMeta } from "../lib/page-meta";
import { Button, LinkButton } from "../ui/button";
import { cx } from "../ui/cx";
import { GameTile } from "../ui/game-card";
import { PageShell } from "../ui/page-shell";
import { Spinner, LOADING_TEXT } from "../ui/spinner";
import { toast } from "../ui/toast";
import { CLIENT_TIMINGS } from "../../../schema/limits";

/** How long the "copied" confirmation stays (spec 002 §9: share copied indicator 2 s). */
const COPIED_MS = CLIENT_TIMINGS.copiedConfirmationMs;

function useCopied(): [boolean, (text: string) => Promise<void>] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy(text: string) {
    const ok = await copyText(text);
    if (!ok) {
      toast({ variant: "destructive", title: "ما قدرنا ننسخ", description: "انسخه يدويًا من الشاشة." });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }
  return [copied, copy];
}

function StateView({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-3xl bg-white/[0.06] text-white/80 ring-1 ring-white/10">
        {icon}
      </span>
      <h1 className="mt-6 text-2xl font-bold text-white">{title}</h1>
      {children}
    </div>
  );
}

export default function Room() {
  const params = useParams();
  const code = (params.code ?? "").trim().toUpperCase();
  usePageMeta({ title: code ? `غرفة ${code}` : "الغرفة" });

  const room = useQuery({
    queryKey: ["/api/rooms", code],
    queryFn: ({ signal }) => apiJson<RoomLookup>("GET", `/api/rooms/${encodeURIComponent(code)}`, undefined, signal),
    enabled: !!code,
  });

  let content: ReactNode;
  if (room.isPending) {
    content = (
      <div role="status" className="flex flex-col items-center gap-4 py-24">
        <Spinner className="size-10" label={null} />
        <p className="text-lg text-white/80">{LOADING_TEXT}</p>
      </div>
    );
  } else if (room.isError || !room.data?.id) {
    const error = room.error;
    const status = error instanceof ApiError ? error.status : 0;
    const expired = status === 410 || (error instanceof ApiError && error.code === "room_expired");
    const notFound = status === 404 || (room.isSuccess && !room.data?.id);
    const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
    if (expired) {
      content = (
        <StateView icon={<TimerOff aria-hidden="true" className="size-10" />} title="انتهت صلاحية الغرفة">
          <p className="mt-2 text-white/70">
            {serverMessage || "هذي الغرفة خلصت مدتها. أنشئ غرفة جديدة وادعُ أصحابك من جديد."}
          </p>
          <LinkButton to="/" size="lg" className="mt-8 w-full sm:w-auto" icon={<House aria-hidden="true" className="size-5" />}>
            العودة للرئيسية
          </LinkButton>
        </StateView>
      );
    } else if (notFound) {
      content = (
        <StateView icon={<SearchX aria-hidden="true" className="size-10" />} title="الغرفة غير موجودة">
          {serverMessage && serverMessage !== "الغرفة غير موجودة" ? <p className="mt-2 text-white/70">{serverMessage}</p> : null}
          <p className="mt-2 text-white/70">
            ما لقينا غرفة بالكود{" "}
            <span className="font-mono font-bold text-white" dir="ltr">
              {code}
            </span>
          </p>
          <p className="mt-1 text-sm text-white/50">تأكد من الكود مع صاحب الغرفة.</p>
          <LinkButton to="/" size="lg" className="mt-8 w-full sm:w-auto" icon={<House aria-hidden="true" className="size-5" />}>
            العودة للرئيسية
          </LinkButton>
        </StateView>
      );
    } else {
      content = (
        <StateView icon={<RotateCw aria-hidden="true" className="size-10" />} title="ما قدرنا نفتح الغرفة">
          <p className="mt-2 text-white/70">صار خلل في الاتصال. تأكد من الإنترنت وجرّب مرة ثانية.</p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" onClick={() => void room.refetch()} loading={room.isFetching}>
              حاول مرة ثانية
            </Button>
            <LinkButton to="/" size="lg" variant="secondary" icon={<House aria-hidden="true" className="size-5" />}>
              العودة للرئيسية
            </LinkButton>
          </div>
        </StateView>
      );
    }
  } else {
    content = <ShareCard room={room.data} />;
  }

  return <PageShell width="narrow">{content}</PageShell>;
}

function ShareCard({ room }: { room: RoomLookup }) {
  const gameName = useGameName(room.gameType);
  const look = GAME_LOOK[room.gameType];
  const inviteLink = `${window.location.origin}/join/${room.code}`;
  const [codeCopied, copyCode] = useCopied();
  const [linkCopied, copyLink] = useCopied();
  const seo = useQuery({
    queryKey: ["/api/room-seo", room.code, "share"],
    queryFn: () => apiJson<RoomSeo>("GET", `/api/room-seo/${encodeURIComponent(room.code)}`),
  });
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  const expiresAt = formatDateTime(room.expiresAt);

  async function share() {
    try {
      await navigator.share({
        title: seo.data?.siteName ?? `غرفة ${room.code}`,
        text: seo.data?.siteDescription ?? `تعال العب معنا ${gameName}! كود الغرفة: ${room.code}`,
        url: inviteLink,
      });
    } catch {
      /* the person closed the share sheet */
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <GameTile gameType={room.gameType} className="size-16" iconClassName="size-8" />
        <div className="min-w-0">
          <p className={cx("text-sm font-bold", look.text)}>{gameName}</p>
          <h1 className="truncate text-2xl font-bold text-white">{room.name || "غرفتك جاهزة!"}</h1>
        </div>
      </div>

      <section aria-labelledby="room-code-title" className="rounded-3xl bg-white/[0.05] p-5 text-center ring-1 ring-white/10 sm:p-7">
        <h2 id="room-code-title" className="text-sm font-medium text-white/65">
          كود الغرفة
        </h2>
        <p
          dir="ltr"
          className="mt-2 ps-[0.25em] font-mono text-5xl font-bold tracking-[0.25em] text-white select-all sm:text-6xl"
          aria-label={`كود الغرفة ${room.code.split("").join(" ")}`}
        >
          {room.code}
        </p>
        <Button
          variant={codeCopied ? "secondary" : "primary"}
          size="lg"
          className="mt-5 w-full sm:w-auto sm:min-w-56"
          onClick={() => void copyCode(room.code)}
          icon={codeCopied ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />}
        >
          <span aria-live="polite">{codeCopied ? "تم نسخ الكود" : "نسخ الكود"}</span>
        </Button>
      </section>

      <section aria-labelledby="invite-title" className="rounded-3xl bg-white/[0.05] p-5 ring-1 ring-white/10 sm:p-6">
        <h2 id="invite-title" className="flex items-center gap-2 font-bold text-white">
          <Link2 aria-hidden="true" className="size-5 text-brand-300" />
          رابط الدعوة
        </h2>
        <p className="mt-1 text-sm text-white/60">أرسل الرابط لأصحابك ويدخلون الغرفة على طول.</p>
        <div
          dir="ltr"
          className="mt-4 rounded-2xl bg-night-950/60 px-4 py-3 text-start font-mono text-sm break-all text-white/85 ring-1 ring-white/10 select-all"
        >
          {inviteLink}
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Button
            variant="secondary"
            onClick={() => void copyLink(inviteLink)}
            icon={linkCopied ? <Check aria-hidden="true" className="size-5 text-brand-300" /> : <Copy aria-hidden="true" className="size-5" />}
            className={canShare ? "" : "sm:col-span-2"}
          >
            <span aria-live="polite">{linkCopied ? "تم نسخ الرابط" : "نسخ الرابط"}</span>
          </Button>
          {canShare ? (
            <Button variant="secondary" onClick={() => void share()} icon={<Share2 aria-hidden="true" className="size-5" />}>
              مشاركة
            </Button>
          ) : null}
        </div>
      </section>

      {expiresAt ? (
        <p className="flex items-center justify-center gap-2 text-sm text-white/60">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          الغرفة متاحة لين {expiresAt}
        </p>
      ) : null}
    </div>
  );
}
