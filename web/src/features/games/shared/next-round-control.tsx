// The foot of every round results screen: the admin's button on to the next round,
// the kill round or the final ranking; everyone else waits for the admin.
import { Hourglass, SkipForward } from "lucide-react";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { toast } from "../../../ui/toast";
import { GuardedButton } from "./guarded-button";
import { playerName } from "./player-chip";
import { nextRoundLabel } from "./rounds";
import { ACTION_SEND_FAILED, NEXT_ROUND_LABELS, waitingForAdmin } from "./texts";

export function NextRoundControl({
  state,
  round,
  send,
  guardId,
  label: gameLabel,
}: {
  state: RoomView;
  round: { roundNumber: number; totalRounds: number };
  send: RoomSend;
  /** The click guard's id for the button, one per game. */
  guardId: string;
  /** The game's own label (e.g. its end after the last round); the shared one by default. */
  label?: string;
}) {
  if (!state.isAdmin) {
    return (
      <p role="status" className="flex min-h-12 items-center justify-center gap-2 text-center text-white/75">
        <Hourglass aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
        {waitingForAdmin(state.adminId ? playerName(state, state.adminId) : null)}
      </p>
    );
  }
  const label = gameLabel ?? nextRoundLabel(round);

  async function next() {
    if (!(await send("game-action", { action: "next_round" }))) toast(ACTION_SEND_FAILED);
  }

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
