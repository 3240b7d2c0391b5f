// The frame every game screen sits in: the fixed top bar, the game's own content,
// and the players-status grid below it. Games pass their content as children.
import { Hourglass, Pause, Play } from "lucide-react";
import type { ReactNode } from "react";
import type { LivePlayer, RoomView } from "../../../../../schema/protocol";
import { Button } from "../../../ui/button";
import { Spinner, LOADING_TEXT } from "../../../ui/spinner";
import type { GameMenuActions } from "./game-menu";
import { GameTopBar } from "./game-top-bar";
import { PlayersStatusGrid, type PlayerStatusKind } from "./players-status";

/** Arabic names of the phases, for headings and the loading card. */
export const PHASE_NAMES: Record<string, string> = {
  lobby: "اللوبي",
  subcategory_selection: "اختيار الفئة",
  writing: "كتابة الإجابات",
  captioning: "كتابة التعليقات",
  voting: "التصويت",
  round_results: "نتائج الجولة",
  final_ranking: "الترتيب النهائي",
  ranking: "الترتيب النهائي",
  game_end: "نهاية اللعبة",
};

export function phaseName(phase: string | null | undefined): string {
  if (!phase) return "";
  return PHASE_NAMES[phase] ?? phase;
}

/** Any phase a game view does not draw: a loading card that names the phase (spec 001 §2). */
export function PhaseLoadingCard({ phase }: { phase: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center gap-4 rounded-3xl bg-white/[0.05] px-6 py-12 text-center ring-1 ring-white/10"
      data-phase={phase}
    >
      <span className="inline-flex size-16 items-center justify-center rounded-3xl bg-brand-500/15 text-brand-300">
        <Hourglass aria-hidden="true" className="size-8" />
      </span>
      <div>
        <p className="text-sm text-white/60">المرحلة الحالية</p>
        <h2 className="mt-1 text-2xl font-bold text-white">{phaseName(phase)}</h2>
      </div>
      <p className="flex items-center gap-2 text-white/75">
        <Spinner className="size-5" label={null} />
        {LOADING_TEXT}
      </p>
    </div>
  );
}

/**
 * The host paused the game: everyone sees it, with the time left standing
 * still (the countdown bars hide while there is no deadline); the host can resume here.
 */
export function PausedBanner({ state, onResume }: { state: RoomView; onResume: () => void }) {
  const game = state.game;
  // A prayer break has its own banner (features/prayer), with the prayer's name and the host's buttons.
  if (!game?.paused || game.pausedPrayer) return null;
  const seconds = Math.ceil((game.pausedRemainingMs ?? 0) / 1000);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="paused-banner"
      className="flex flex-wrap items-center gap-3 rounded-3xl bg-gold-400/10 px-4 py-3 ring-1 ring-gold-400/30"
    >
      <Pause aria-hidden="true" className="size-6 shrink-0 text-gold-300" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-white">اللعبة متوقفة مؤقتًا</p>
        <p className="text-sm text-white/70">
          الوقت المتبقي <span className="font-bold tabular-nums text-white">{seconds}</span> ثانية، ويكمل عند الاستئناف
        </p>
      </div>
      {state.isAdmin ? (
        <Button size="sm" onClick={onResume} icon={<Play aria-hidden="true" className="size-4" />}>
          استئناف
        </Button>
      ) : null}
    </div>
  );
}

export function GameChrome({
  state,
  actions,
  children,
  statusOf,
  banner,
}: {
  state: RoomView;
  actions: GameMenuActions;
  children: ReactNode;
  statusOf?: (player: LivePlayer) => PlayerStatusKind | { text: ReactNode; tone?: "done" | "busy" | "muted" };
  /** A line under the top bar, e.g. the connection notice. */
  banner?: ReactNode;
}) {
  return (
    <div className="min-h-dvh pb-10">
      <GameTopBar state={state} actions={actions} />
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 pt-[calc(4.5rem+env(safe-area-inset-top))] sm:px-4">
        {banner}
        <PausedBanner state={state} onResume={actions.resume} />
        {children}
        <PlayersStatusGrid state={state} statusOf={statusOf} />
      </main>
    </div>
  );
}
