// The active game view, chosen by gameType (spec 001 §2). The three games' screens
// plug in here as they are built; until a game draws a phase, the shared chrome shows
// a loading card naming it.
import type { RoomView, ServerMessage } from "../../../../schema/protocol";
import type { ConnectionStatus } from "../../live/room-connection";
import type { RoomSend } from "../../live/use-room";
import { GameChrome, PhaseLoadingCard, type GameMenuActions } from "../games/chrome";
import { isGameType } from "../../lib/games";
import { StateView } from "./room-views";
import { CircleAlert, WifiOff } from "lucide-react";

export interface GameScreenProps {
  state: RoomView;
  status: ConnectionStatus;
  send: RoomSend;
  serverNow: () => number;
  subscribe: (fn: (message: ServerMessage) => void) => () => void;
  actions: GameMenuActions;
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

export function GameScreen(props: GameScreenProps) {
  const { state, status, actions } = props;
  const gameType = state.game?.gameType ?? state.gameType;
  const phase = state.game?.currentPhase ?? state.currentPhase;
  if (!isGameType(gameType)) {
    return (
      <StateView icon={<CircleAlert aria-hidden="true" className="size-10" />} title="نوع اللعبة غير مدعوم">
        <p className="mt-2 text-white/70">هذي اللعبة مو متاحة في هذي النسخة من الموقع.</p>
      </StateView>
    );
  }
  // Per game: trivia-deception, meme-game and most-likely views replace the loading card here.
  return (
    <GameChrome state={state} actions={actions} banner={<ConnectionNotice status={status} />}>
      <PhaseLoadingCard phase={phase} />
    </GameChrome>
  );
}
