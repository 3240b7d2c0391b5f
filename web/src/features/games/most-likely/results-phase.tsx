// round_results: the prompt, the round's accused (every tied top player), every
// accused player by votes with their voters, the rounds each was accused in so far,
// and the admin's button on: next round, kill round, or the end of the game.
import { Gavel, ListOrdered, Siren } from "lucide-react";
import type { MostLikelyView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { cx } from "../../../ui/cx";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { playerAvatar } from "../../players/player-tile";
import { countText, VOTES } from "../../../../../schema/arabic-count";
import { GamePanel } from "../shared/game-panel";
import { NextRoundControl } from "../shared/next-round-control";
import { ShowStrip } from "../shared/show-strip";
import { PlayerChip, PlayerChips } from "../shared/player-chip";
import { LEFT_PLAYER_NAME } from "../shared/texts";
import { accusationRows, accusedTitle, nextLabel, winsRows, type AccusationRow } from "./logic";
import { PlayerWinsList } from "./player-wins";
import { PromptCard } from "./prompt-card";
import { useTexts } from "../../../lib/address-form";
import { MOST_LIKELY_TEXT_TABLE, MOST_LIKELY_TEXTS } from "./texts";

const T = MOST_LIKELY_TEXTS.results;

export function ResultsPhase({ state, view, send }: { state: RoomView; view: MostLikelyView; send: RoomSend }) {
  const T = useTexts(MOST_LIKELY_TEXT_TABLE).results;
  const rows = accusationRows(view);
  return (
    <>
      <ShowStrip state={state} view={view} />
      {view.currentQuestion ? <PromptCard question={view.currentQuestion} compact /> : null}

      <GamePanel tone="gold" title={accusedTitle(view.accused, T)} icon={<Siren aria-hidden="true" className="size-5 text-gold-300" />} data-testid="accused">
        {view.accused.length > 0 ? (
          <ul className="flex flex-wrap justify-center gap-3">
            {view.accused.map((id) => (
              <AccusedCard key={id} state={state} playerId={id} votes={rows.find((r) => r.playerId === id)?.count ?? 0} />
            ))}
          </ul>
        ) : (
          <p className="text-white/70" data-testid="nobody-accused">
            {T.nobody}
          </p>
        )}
      </GamePanel>

      {rows.length > 0 ? (
        <GamePanel title={T.accusations} icon={<Gavel aria-hidden="true" className="size-5 text-[#fda4af]" />}>
          <ul className="flex flex-col gap-2" data-testid="accusations">
            {rows.map((row) => (
              <AccusationItem key={row.playerId} state={state} row={row} />
            ))}
          </ul>
        </GamePanel>
      ) : null}

      <GamePanel title={T.wins} icon={<ListOrdered aria-hidden="true" className="size-5 text-brand-300" />}>
        <div data-testid="round-wins">
          <PlayerWinsList state={state} rows={winsRows(state, view)} label={T.wins} />
        </div>
      </GamePanel>

      <NextRoundControl state={state} round={view} send={send} guardId="most-likely-next-round" label={nextLabel(view)} />
    </>
  );
}

function AccusedCard({ state, playerId, votes }: { state: RoomView; playerId: string; votes: number }) {
  const player = state.players[playerId];
  const self = playerId === state.you;
  return (
    <li className="flex w-28 flex-col items-center gap-1 text-center" data-accused-id={playerId}>
      {player ? (
        <LayeredAvatar {...playerAvatar(player)} size="lg" className="ring-4 ring-gold-400/70" />
      ) : (
        <span className="size-20 rounded-full bg-white/10" aria-hidden="true" />
      )}
      <span className="block w-full truncate text-lg font-bold text-white">{player?.nickname ?? LEFT_PLAYER_NAME}</span>
      {self ? <span className="rounded-full bg-brand-500/20 px-1.5 text-xs font-bold leading-5 text-brand-300">{MOST_LIKELY_TEXTS.status.you}</span> : null}
      <span className="text-sm text-gold-300">{countText(votes, VOTES)}</span>
    </li>
  );
}

function AccusationItem({ state, row }: { state: RoomView; row: AccusationRow }) {
  const T = useTexts(MOST_LIKELY_TEXT_TABLE).results;
  return (
    <li
      className={cx("rounded-2xl p-3 ring-1 ring-inset", row.isAccused ? "bg-likely/15 ring-likely/45" : "bg-white/[0.04] ring-white/10")}
      data-player-id={row.playerId}
      data-accused={row.isAccused || undefined}
      data-count={row.count}
    >
      <div className="flex items-center gap-2">
        <PlayerChip state={state} playerId={row.playerId} className="min-w-0 text-base font-bold" />
        {row.isAccused ? (
          <span className="shrink-0 rounded-full bg-likely/30 px-2 text-xs font-bold leading-6 text-[#fecdd3]">{T.accusedBadge}</span>
        ) : null}
        <span className="ms-auto shrink-0 rounded-full bg-night-950/40 px-2.5 py-0.5 text-sm font-bold tabular-nums text-white" data-testid="vote-count">
          {countText(row.count, VOTES)}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm text-white/60">
        <span className="shrink-0">{T.voters}:</span>
        <PlayerChips state={state} playerIds={row.voters} label={T.voters} />
      </div>
    </li>
  );
}
