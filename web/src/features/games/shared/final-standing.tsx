// The end of a scored game: the final ranking with its medals, the game's awards when it gives
// any, then the shared end-of-game actions (play again, back to the lobby, close the room, leave).
import { Award, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import type { RankedPlayer } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import type { GameMenuActions } from "../chrome/game-menu";
import { GameEndActions } from "./game-end-actions";
import { GamePanel } from "./game-panel";
import { PlayerChips } from "./player-chip";
import { RankingList } from "./ranking-list";
import { GAME_END_TEXTS } from "./texts";

export interface FinalScreenProps {
  state: RoomView;
  view: { ranking: RankedPlayer[] };
  send: RoomSend;
  actions: GameMenuActions;
}

export function FinalStanding({ state, view, send, actions, guardPrefix, children }: FinalScreenProps & { guardPrefix: string; children?: ReactNode }) {
  const T = GAME_END_TEXTS;
  return (
    <>
      <GamePanel tone="gold" title={T.title} icon={<Trophy aria-hidden="true" className="size-5 text-gold-300" />} data-testid="final-ranking">
        {view.ranking.length > 0 ? <RankingList state={state} ranking={view.ranking} size="lg" label={T.title} /> : <p className="text-white/60">{T.noScores}</p>}
      </GamePanel>
      {children}
      <GameEndActions state={state} send={send} actions={actions} guardPrefix={guardPrefix} />
    </>
  );
}

interface GameAward<K extends string> {
  kind: K;
  playerIds: string[];
  /** The winning answer, for an award given to one answer. */
  answer?: string;
}

/** The game's awards: each with its icon, its title, the answer it went to, its detail line and who won it. */
export function AwardsPanel<K extends string, A extends GameAward<K>>({
  state,
  awards,
  title,
  iconClass,
  icons,
  names,
  detail,
}: {
  state: RoomView;
  awards: A[];
  title: string;
  /** The panel icon's colour: the game's own. */
  iconClass: string;
  icons: Record<K, string>;
  names: Record<K, string>;
  detail: (award: A) => string;
}) {
  if (awards.length === 0) return null;
  return (
    <GamePanel title={title} icon={<Award aria-hidden="true" className={`size-5 ${iconClass}`} />}>
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="awards">
        {awards.map((award) => (
          <li key={award.kind} className="flex gap-3 rounded-2xl bg-white/[0.04] p-3 ring-1 ring-inset ring-white/10" data-award={award.kind}>
            <span className="text-3xl leading-none" aria-hidden="true">
              {icons[award.kind]}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-bold text-white">{names[award.kind]}</p>
              {award.answer ? <p className="mt-0.5 font-bold text-gold-300 [overflow-wrap:anywhere]">«{award.answer}»</p> : null}
              <p className="text-sm text-white/60">{detail(award)}</p>
              <div className="mt-2">
                <PlayerChips state={state} playerIds={award.playerIds} label={names[award.kind]} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </GamePanel>
  );
}
