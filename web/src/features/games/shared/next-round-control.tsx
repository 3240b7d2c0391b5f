// The foot of every round results screen: the admin's button on to the next round,
// the kill round or the final ranking; everyone else waits for the admin.
import { Hourglass, SkipForward } from "lucide-react";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { GuardedButton } from "./guarded-button";
import { playerName } from "./player-chip";
import { nextRoundLabel } from "./rounds";
import { NEXT_ROUND_LABELS, waitingForAdmin } from "./texts";
import type { GameViewFields } from "../../../../../schema/game-views";
import { AUTO_NEXT_TEXTS, autoNextLine, usePacing } from "./auto-next";
import { Pause, Timer } from "lucide-react";

// «التالي» and «انتظار» are kept until the room answers (tap-outbox.ts); one that never reached
// it in time is said by the connection («لم يصل طلبك في وقته»), and a debounced second tap is not
// a failure: the answer needs no word here.
const sendNext = (send: RoomSend, action: "next_round" | "hold_next") => send("game-action", { action });

/** «الجولة التالية بعد 8», with the host's «انتظار» and «التالي». */
function AutoNextBar({ state, round, seconds, send, guardId }: { state: RoomView; round: { roundNumber: number; totalRounds: number }; seconds: number; send: RoomSend; guardId: string }) {
  return (
    <div className="flex flex-col gap-3" data-testid="auto-next">
      <p role="timer" aria-live="off" className="flex min-h-12 items-center justify-center gap-2 text-center text-lg font-bold text-white" data-seconds={seconds}>
        <Timer aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
        {autoNextLine(round, seconds)}
      </p>
      {state.isAdmin ? (
        <div className="grid grid-cols-2 gap-2">
          <GuardedButton guardId={`${guardId}-hold`} size="lg" variant="secondary" onPress={() => sendNext(send, "hold_next")} icon={<Pause aria-hidden="true" className="size-5" />} data-testid="hold-next">
            {AUTO_NEXT_TEXTS.hold}
          </GuardedButton>
          <GuardedButton guardId={guardId} size="lg" variant="primary" onPress={() => sendNext(send, "next_round")} icon={<SkipForward aria-hidden="true" className="size-5 rtl:-scale-x-100" />} data-testid="next-round">
            {AUTO_NEXT_TEXTS.next}
          </GuardedButton>
        </div>
      ) : null}
    </div>
  );
}

export function NextRoundControl({
  state,
  round,
  send,
  guardId,
  label: gameLabel,
  serverNow = Date.now,
}: {
  state: RoomView;
  round: { roundNumber: number; totalRounds: number } & Partial<Pick<GameViewFields, "phaseEndsAt" | "autoNext" | "held" | "show" | "paused">>;
  send: RoomSend;
  /** The click guard's id for the button, one per game. */
  guardId: string;
  /** The game's own label (e.g. its end after the last round); the shared one by default. */
  label?: string;
  /** The room's clock, for the countdown after the show. */
  serverNow?: () => number;
}) {
  const { pacing, seconds } = usePacing({ phaseEndsAt: round.phaseEndsAt ?? null, autoNext: round.autoNext, held: round.held, show: round.show, paused: round.paused }, serverNow);
  // The round moves on by itself after its show; the host may hold the countdown or skip it.
  if (pacing === "counting" && seconds !== null) return <AutoNextBar state={state} round={round} seconds={seconds} send={send} guardId={guardId} />;
  if (pacing === "show" && round.autoNext && !round.held) {
    return state.isAdmin ? (
      <GuardedButton guardId={guardId} size="lg" className="w-full" variant="secondary" onPress={() => sendNext(send, "next_round")} data-testid="next-round">
        {AUTO_NEXT_TEXTS.next}
      </GuardedButton>
    ) : null;
  }
  if (!state.isAdmin) {
    return (
      <p role="status" className="flex min-h-12 items-center justify-center gap-2 text-center text-white/75">
        <Hourglass aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
        {waitingForAdmin(state.adminId ? playerName(state, state.adminId) : null)}
      </p>
    );
  }
  const label = gameLabel ?? nextRoundLabel(round);

  const next = () => send("game-action", { action: "next_round" });

  return (
    <GuardedButton
      guardId={guardId}
      size="lg"
      className="w-full"
      variant={label === NEXT_ROUND_LABELS.killRound ? "gold" : "primary"}
      onPress={next}
      icon={<SkipForward aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
      data-testid="next-round"
    >
      {label}
    </GuardedButton>
  );
}
