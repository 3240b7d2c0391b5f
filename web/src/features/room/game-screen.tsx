// The active game view, chosen by gameType (spec 001 §2). Each game draws its own
// phases inside the shared chrome; a game without screens yet shows the loading
// card naming its phase.
import { CircleAlert, WifiOff } from "lucide-react";
import type { ConnectionStatus } from "../../live/room-connection";
import { isGameType } from "../../lib/games";
import { GameChrome, PhaseLoadingCard } from "../games/chrome";
import type { GameViewProps } from "../games/shared/game-props";
import { MemeGame } from "../games/meme-game";
import { MostLikelyGame } from "../games/most-likely";
import { TriviaGame } from "../games/trivia";
import { StateView } from "./room-views";

export type GameScreenProps = Omit<GameViewProps, "banner">;

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
  const banner = <ConnectionNotice status={status} />;
  switch (gameType) {
    case "trivia-deception":
      return <TriviaGame {...props} banner={banner} />;
    case "meme-game":
      return <MemeGame {...props} banner={banner} />;
    case "most-likely":
      return <MostLikelyGame {...props} banner={banner} />;
    default:
      // A game type without screens of its own: the loading card naming its phase.
      return (
        <GameChrome state={state} actions={actions} banner={banner}>
          <PhaseLoadingCard phase={phase} />
        </GameChrome>
      );
  }
}
