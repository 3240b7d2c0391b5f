// The active game view, chosen by gameType (spec 001 §2). Each game draws its own
// phases inside the shared chrome.
import { ReportPack } from "../packs/report-pack";
import { CircleAlert, WifiOff } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import type { ConnectionStatus } from "../../live/room-connection";
import { isGameType } from "../games/use-games";
import { isMuted } from "../../lib/mute";
import { GAME_TYPES, type GameType } from "../../../../schema/limits";
import { phaseRole } from "../../../../schema/games";
import type { RoomView } from "../../../../schema/protocol";
import { GAME_LOADERS } from "../games/loaders";
import { RoomNoticeBanner } from "../games/chrome/room-notice";
import type { GameViewProps } from "../games/shared/game-props";
import { SpinnerView, StateView } from "./room-views";
import { PrayerBreakBanner, PrayerNotice } from "../prayer/prayer-break";
import { LOADING_TEXT, Spinner } from "../../ui/spinner";

// Each game's screens are their own chunk, so the room's entry card and lobby load without
// them; the room fetches the chosen game's chunk ahead (preload-game.ts) while in the lobby.
// The loaders are features/games/loaders.ts's.
const lazyScreen = (gameType: GameType) => lazy(async () => ({ default: await GAME_LOADERS[gameType].screens() }));
const LAZY_SCREENS = {} as Record<GameType, ComponentType<GameViewProps>>;
for (const t of GAME_TYPES) LAZY_SCREENS[t] = lazyScreen(t);

export type GameScreenProps = Omit<GameViewProps, "banner"> & {
  /** A leave from the game's menu is on its way to the room: the page says so until the room answers. */
  leaving?: boolean;
};

/** «إبلاغ» is offered once a game played with a player's pack is over: at its final phase, as the game's manifest names it. */
export function offersPackReport(state: Pick<RoomView, "lobby" | "game">): boolean {
  return !!state.lobby.pack && !!state.game && phaseRole(state.game.gameType, state.game.currentPhase).final;
}

/** «جاري مغادرة الغرفة...»: the menu has closed, and the page goes home once the room has the leave. */
function LeavingNotice() {
  return (
    <p role="status" aria-busy="true" className="flex items-center justify-center gap-2 rounded-2xl bg-white/[0.08] px-4 py-2 text-sm text-white/85" data-testid="leaving-notice">
      <Spinner className="size-4" label={null} />
      جاري مغادرة الغرفة...
    </p>
  );
}

function ConnectionNotice({ status }: { status: ConnectionStatus }) {
  if (status === "connected") return null;
  return (
    <p role="status" className="flex items-center justify-center gap-2 rounded-2xl bg-gold-500/15 px-4 py-2 text-sm text-gold-300">
      <WifiOff aria-hidden="true" className="size-4" />
      {status === "reconnecting" ? "انقطع الاتصال، جاري إعادة الاتصال..." : "جاري الاتصال..."}
    </p>
  );
}

/** A short buzz at each new phase, on phones that have one (muted with «كتم الصوت» on this device). */
function usePhaseBuzz(phaseKey: string) {
  const last = useRef(phaseKey);
  useEffect(() => {
    if (last.current === phaseKey) return;
    last.current = phaseKey;
    if (!isMuted()) navigator.vibrate?.(40);
  }, [phaseKey]);
}

export function GameScreen({ leaving = false, ...props }: GameScreenProps) {
  const { state, status } = props;
  usePhaseBuzz(`${state.game?.roundNumber ?? 0}:${state.game?.currentPhase ?? "lobby"}`);
  const gameType = state.game?.gameType ?? state.gameType;
  if (!isGameType(gameType)) {
    return (
      <StateView icon={<CircleAlert aria-hidden="true" className="size-10" />} title="نوع اللعبة غير مدعوم">
        <p className="mt-2 text-white/70">هذه اللعبة غير متاحة في هذه النسخة من الموقع.</p>
      </StateView>
    );
  }
  const banner = (
    <>
      {leaving ? <LeavingNotice /> : null}
      <ConnectionNotice status={status} />
      {/* What changed in the room: host actions, a player gone. */}
      <RoomNoticeBanner subscribe={props.subscribe} />
      {/* «استراحة الصلاة»: the notice a minute before, then the break with the host's buttons. */}
      <PrayerNotice state={state} />
      <PrayerBreakBanner state={state} now={props.serverNow} onResume={() => void props.send("resume-game", {})} onExtend={() => void props.send("extend-prayer-break", {})} />
      {/* «إبلاغ» once a game played with a player's pack is over. */}
      {offersPackReport(state) && state.lobby.pack ? <ReportPack pack={state.lobby.pack} /> : null}
    </>
  );
  const Screen = LAZY_SCREENS[gameType];
  return (
    <Suspense fallback={<SpinnerView text={LOADING_TEXT} />}>
      <Screen {...props} banner={banner} />
    </Suspense>
  );
}
