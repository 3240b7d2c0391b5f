// final_ranking: medals and scores, the awards, then what's next: the admin plays
// again with the same settings, goes back to the lobby or closes the room (after a
// confirmation); everyone else may leave.
import { Award, DoorOpen, House, Power, RotateCcw, Trophy } from "lucide-react";
import { useState } from "react";
import type { TriviaAward, TriviaView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { toast } from "../../../ui/toast";
import { ConfirmDialog } from "../../room/confirm-dialog";
import type { GameMenuActions } from "../chrome/game-menu";
import { GamePanel } from "../shared/game-panel";
import { GuardedButton } from "../shared/guarded-button";
import { PlayerChips } from "../shared/player-chip";
import { RankingList } from "../shared/ranking-list";
import { ACTION_SEND_FAILED } from "../shared/texts";
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
  const [confirmClose, setConfirmClose] = useState(false);

  async function playAgain() {
    if (!(await send("game-action", { action: "restart_game" }))) toast(ACTION_SEND_FAILED);
  }

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

      {state.isAdmin ? (
        <div className="flex flex-col gap-2">
          <GuardedButton guardId="trivia-play-again" size="lg" className="w-full" onPress={playAgain} icon={<RotateCcw aria-hidden="true" className="size-5" />}>
            {T.playAgain}
          </GuardedButton>
          <div className="grid grid-cols-2 gap-2">
            <GuardedButton guardId="trivia-back-to-lobby" variant="secondary" onPress={actions.backToLobby} icon={<House aria-hidden="true" className="size-5" />}>
              {T.backToLobby}
            </GuardedButton>
            <GuardedButton guardId="trivia-close-room" variant="danger" onPress={() => setConfirmClose(true)} icon={<Power aria-hidden="true" className="size-5" />}>
              {T.closeRoom}
            </GuardedButton>
          </div>
        </div>
      ) : (
        <GuardedButton guardId="trivia-leave" variant="secondary" size="lg" className="w-full" onPress={actions.leave} icon={<DoorOpen aria-hidden="true" className="size-5" />}>
          {T.leave}
        </GuardedButton>
      )}

      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={T.closeConfirm.title}
        description={T.closeConfirm.description}
        confirmLabel={T.closeConfirm.label}
        icon={<Power className="size-6" />}
        onConfirm={actions.endRoom}
      />
    </>
  );
}
