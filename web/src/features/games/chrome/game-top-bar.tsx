// The fixed top bar of every game screen (spec 001 §2): room code, room name,
// 'الجولة X/Y' (or 'جولة الحسم' in a kill round), and the menu.
import { Flame } from "lucide-react";
import { useRef } from "react";
import type { RoomView } from "../../../../../schema/protocol";
import { cx } from "../../../ui/cx";
import { useToastClearance } from "../../../ui/toast";
import { GameMenu, type GameMenuActions } from "./game-menu";

export function roundLabel(game: { roundNumber?: number; totalRounds?: number; isKillRound?: boolean } | null | undefined): string | null {
  if (!game) return null;
  if (game.isKillRound) return "جولة الحسم";
  if (!game.roundNumber || !game.totalRounds) return null;
  return `الجولة ${game.roundNumber}/${game.totalRounds}`;
}

export function GameTopBar({ state, actions, className }: { state: RoomView; actions: GameMenuActions; className?: string }) {
  const round = roundLabel(state.game);
  const kill = !!state.game?.isKillRound;
  const bar = useRef<HTMLElement>(null);
  useToastClearance(bar);
  return (
    <header
      ref={bar}
      data-testid="game-top-bar"
      className={cx(
        "fixed inset-x-0 top-0 z-40 border-b border-white/5 bg-night-900/85 pt-[env(safe-area-inset-top)] backdrop-blur-md",
        className,
      )}
    >
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-3 sm:px-4">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold text-white">{state.name || "غرفة اللعب"}</p>
          <p className="flex items-center gap-1.5 text-xs text-white/55">
            <span>الكود</span>
            <span dir="ltr" className="font-mono font-bold tracking-wider text-white/80">
              {state.code}
            </span>
          </p>
        </div>
        {round ? (
          <span
            className={cx(
              "inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset",
              kill ? "bg-rose-500/15 text-rose-200 ring-rose-400/40" : "bg-white/[0.07] text-white ring-white/15",
            )}
            data-testid="round-label"
          >
            {kill ? <Flame aria-hidden="true" className="size-4" /> : null}
            {round}
          </span>
        ) : null}
        <GameMenu state={state} actions={actions} />
      </div>
    </header>
  );
}
