// The room page's screens before the lobby or the game: an ending (kicked, closed, left, full),
// a name held for the host's answer, and the restoring spinner with its way out when it is slow.
import { ArrowRight, DoorOpen, Hourglass, PenLine, RotateCw, TimerOff, UserX, Users } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { RoomView } from "../../../../schema/protocol";
import { LIVE_CLIENT } from "../../../../schema/limits";
import type { ConnectionStatus } from "../../live/room-connection";
import { Button } from "../../ui/button";
import { PageShell, SiteHeader } from "../../ui/page-shell";
import { AudienceLink, HomeButton, RESTORING_TEXT, SpinnerView, StateView } from "./room-views";
import type { Ending } from "./ways-out";

export function Frame({ children }: { children: ReactNode }) {
  return (
    <PageShell width="narrow" footer={false} header={<SiteHeader />}>
      {children}
    </PageShell>
  );
}

const ENDING_ICONS = {
  kicked: UserX,
  "room-expired": TimerOff,
  "room-full": Users,
  "left-room": DoorOpen,
} as const;

export function EndingScreen({ ending, code }: { ending: Ending; code: string }) {
  const Icon = ENDING_ICONS[ending.kind];
  return (
    <Frame>
      <StateView icon={<Icon aria-hidden="true" className="size-10" />} title={ending.title} tone="plain">
        <p className="mt-2 text-white/70">{ending.description}</p>
        {ending.kind === "room-full" ? <AudienceLink code={code} /> : null}
        <HomeButton />
      </StateView>
    </Frame>
  );
}

export function HeldScreen({ nickname, onChangeName }: { nickname: string; onChangeName: () => void }) {
  return (
    <Frame>
      <StateView icon={<Hourglass aria-hidden="true" className="size-10" />} title="بانتظار موافقة المشرف">
        <p className="mt-2 text-white/70" data-testid="join-held">
          طلبت الانضمام باسم «<bdi className="font-bold text-white">{nickname}</bdi>». هذا الاسم لشخص أُخرج من الغرفة، لذلك يعود قرار دخولك إلى المشرف، ويتم دخولك إلى الغرفة هنا فور موافقته.
        </p>
        <Button
          variant="secondary"
          size="lg"
          className="mt-8 w-full sm:w-auto"
          icon={<PenLine aria-hidden="true" className="size-5" />}
          onClick={onChangeName}
        >
          تغيير الاسم
        </Button>
        <HomeButton />
      </StateView>
    </Frame>
  );
}

/** Restoring: if no state comes within LIVE_CLIENT.backgroundStateWaitMs, say so and offer a way out. */
export function useSlowRestore(state: RoomView | null, nickname: string | null): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (state || !nickname) return;
    const id = setTimeout(() => setSlow(true), LIVE_CLIENT.backgroundStateWaitMs);
    return () => clearTimeout(id);
  }, [state, nickname]);
  return slow;
}

export function RestoringScreen({ slow, status }: { slow: boolean; status: ConnectionStatus }) {
  const navigate = useNavigate();
  return (
    <Frame>
      <SpinnerView text={RESTORING_TEXT}>
        {slow ? (
          <div className="flex flex-col items-center gap-3">
            <p className="max-w-xs text-sm text-white/60">
              {status === "connected" ? "الغرفة تاخذ وقت أكثر من العادة..." : "جاري الاتصال بالغرفة، يُرجى التأكد من الإنترنت."}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="secondary" size="sm" onClick={() => window.location.reload()} icon={<RotateCw aria-hidden="true" className="size-4" />}>
                إعادة المحاولة
              </Button>
              <Button variant="ghost" size="sm" onClick={() => navigate("/")} icon={<ArrowRight aria-hidden="true" className="size-4" />}>
                العودة للرئيسية
              </Button>
            </div>
          </div>
        ) : null}
      </SpinnerView>
    </Frame>
  );
}
