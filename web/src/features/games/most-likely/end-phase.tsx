// game_end: the players grouped by the rounds they were the accused in (spec 001 §2):
// the biggest accused (the maximum), the accused (some rounds), the innocents (none);
// then what's next, as at the end of every game.
import { Crown, Scale, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { MostLikelyView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import type { GameMenuActions } from "../chrome/game-menu";
import { GameEndActions } from "../shared/game-end-actions";
import { useTexts } from "../../../lib/address-form";
import { GamePanel } from "../shared/game-panel";
import { endGroups, type EndGroupKind } from "./logic";
import { PlayerWinsList } from "./player-wins";
import { MOST_LIKELY_TEXT_TABLE } from "./texts";

const GROUP_ICONS: Record<EndGroupKind, ReactNode> = {
  biggestAccused: <Crown aria-hidden="true" className="size-5 text-gold-300" />,
  accused: <Scale aria-hidden="true" className="size-5 text-[#fda4af]" />,
  innocents: <ShieldCheck aria-hidden="true" className="size-5 text-brand-300" />,
};

export function EndPhase({ state, view, send, actions }: { state: RoomView; view: MostLikelyView; send: RoomSend; actions: GameMenuActions }) {
  const T = useTexts(MOST_LIKELY_TEXT_TABLE).end;
  const groups = endGroups(view, T);
  const nobodyAccused = !groups.some((g) => g.kind === "biggestAccused");
  return (
    <>
      <h2 className="text-center text-2xl font-bold text-white">{T.title}</h2>
      {nobodyAccused ? (
        <p role="status" className="rounded-2xl bg-white/[0.05] px-4 py-3 text-center text-white/75 ring-1 ring-white/10">
          {T.nobodyAccused}
        </p>
      ) : null}
      <div className="flex flex-col gap-4" data-testid="end-groups">
        {groups.map((group) => (
          <GamePanel
            key={group.kind}
            tone={group.kind === "biggestAccused" ? "gold" : "plain"}
            title={group.title}
            icon={GROUP_ICONS[group.kind]}
            data-group={group.kind}
          >
            <PlayerWinsList
              state={state}
              rows={group.players}
              label={group.title}
              size={group.kind === "biggestAccused" ? "md" : "sm"}
              highlight={group.kind === "biggestAccused"}
            />
          </GamePanel>
        ))}
      </div>
      <GameEndActions state={state} send={send} actions={actions} guardPrefix="most-likely" />
    </>
  );
}
