// final_ranking: medals and scores (the shared ranking list), then what's next
// (the shared end-of-game actions: play again, back to the lobby, close the room,
// or leave).
import { Trophy } from "lucide-react";
import type { MemeView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import type { GameMenuActions } from "../chrome/game-menu";
import { GameEndActions } from "../shared/game-end-actions";
import { GamePanel } from "../shared/game-panel";
import { RankingList } from "../shared/ranking-list";
import { GAME_END_TEXTS as T } from "../shared/texts";

export function FinalPhase({ state, view, send, actions }: { state: RoomView; view: MemeView; send: RoomSend; actions: GameMenuActions }) {
  return (
    <>
      <GamePanel tone="gold" title={T.title} icon={<Trophy aria-hidden="true" className="size-5 text-gold-300" />} data-testid="final-ranking">
        {view.ranking.length > 0 ? (
          <RankingList state={state} ranking={view.ranking} size="lg" label={T.title} />
        ) : (
          <p className="text-white/60">{T.noScores}</p>
        )}
      </GamePanel>
      <GameEndActions state={state} send={send} actions={actions} guardPrefix="meme" />
    </>
  );
}
