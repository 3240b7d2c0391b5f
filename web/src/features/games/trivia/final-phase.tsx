// final_ranking: medals and scores, the awards, then what's next (the shared
// end-of-game actions: play again, back to the lobby, close the room, or leave).
import { Award, Trophy } from "lucide-react";
import type { TriviaAward, TriviaView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import type { GameMenuActions } from "../chrome/game-menu";
import { GamePanel } from "../shared/game-panel";
import { GameEndActions } from "../shared/game-end-actions";
import { PlayerChips } from "../shared/player-chip";
import { RankingList } from "../shared/ranking-list";
import { awardDetail } from "./logic";
import { TRIVIA_TEXTS } from "./texts";

const T = TRIVIA_TEXTS.final;

const AWARD_ICONS: Record<TriviaAward["kind"], string> = {
  most_fooling: "🎭",
  most_fooled: "😵",
  best_trick: "🪤",
  self_voters: "🙃",
};

export function FinalPhase({ state, view, send, actions }: { state: RoomView; view: TriviaView; send: RoomSend; actions: GameMenuActions }) {
  return (
    <>
      <GamePanel tone="gold" title={T.title} icon={<Trophy aria-hidden="true" className="size-5 text-gold-300" />} data-testid="final-ranking">
        {view.ranking.length > 0 ? (
          <RankingList state={state} ranking={view.ranking} size="lg" label={T.title} />
        ) : (
          <p className="text-white/60">{T.noScores}</p>
        )}
      </GamePanel>

      {view.awards.length > 0 ? (
        <GamePanel title={T.awards} icon={<Award aria-hidden="true" className="size-5 text-[#c4b5fd]" />}>
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="awards">
            {view.awards.map((award) => (
              <li key={award.kind} className="flex gap-3 rounded-2xl bg-white/[0.04] p-3 ring-1 ring-inset ring-white/10" data-award={award.kind}>
                <span className="text-3xl leading-none" aria-hidden="true">
                  {AWARD_ICONS[award.kind]}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-white">{TRIVIA_TEXTS.awards[award.kind]}</p>
                  {award.answer ? <p className="mt-0.5 font-bold text-gold-300 [overflow-wrap:anywhere]">«{award.answer}»</p> : null}
                  <p className="text-sm text-white/60">{awardDetail(award)}</p>
                  <div className="mt-2">
                    <PlayerChips state={state} playerIds={award.playerIds} label={TRIVIA_TEXTS.awards[award.kind]} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </GamePanel>
      ) : null}

      <GameEndActions state={state} send={send} actions={actions} guardPrefix="trivia" />
    </>
  );
}
