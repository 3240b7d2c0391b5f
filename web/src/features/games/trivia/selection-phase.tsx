// subcategory_selection: the selector picks the round's subcategory before the timer
// does; everyone else sees the same choices, disabled, and who is choosing.
import { LayoutGrid } from "lucide-react";
import { useState } from "react";
import type { TriviaView } from "../../../../../schema/game-views";
import { DEFAULT_PHASE_SECONDS } from "../../../../../schema/limits";
import type { RoomView } from "../../../../../schema/protocol";
import type { ConnectionStatus } from "../../../live/room-connection";
import type { RoomSend } from "../../../live/use-room";
import { cx } from "../../../ui/cx";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { Spinner } from "../../../ui/spinner";
import { CountdownBar, useRemainingMs } from "../chrome/countdown-bar";
import { playerAvatar } from "../../players/player-tile";
import { GamePanel } from "../shared/game-panel";
import { newActionId } from "../shared/game-props";
import { playerName } from "../shared/player-chip";
import { usePhaseSubmission } from "../shared/use-phase-submission";
import type { Subscribe } from "../shared/use-submission-errors";
import { secondsLeft, triviaPhaseKey } from "./logic";
import { TRIVIA_TEXTS } from "./texts";
import type { TriviaSelectPayload } from "../../../../../schema/game-actions";

const T = TRIVIA_TEXTS.selection;

export function SelectionPhase({
  state,
  view,
  status,
  send,
  serverNow,
  subscribe,
}: {
  state: RoomView;
  view: TriviaView;
  status: ConnectionStatus;
  send: RoomSend;
  serverNow: () => number;
  subscribe: Subscribe;
}) {
  const selectorId = view.subcategorySelector;
  const isSelector = selectorId === state.you;
  const connected = status === "connected";
  const left = secondsLeft(useRemainingMs(view.phaseEndsAt, serverNow), view.phaseDuration);
  const [chosen, setChosen] = useState<string | null>(null);
  // The phase ends when the choice lands, so "confirmed" never comes: the screen moves on instead.
  const { submission, click } = usePhaseSubmission({
    kind: "choice",
    phaseKey: triviaPhaseKey(view),
    confirmed: false,
    guardId: "trivia-subcategory",
    action: "SELECT_SUBCATEGORY",
    subscribe,
  });
  const busy = submission.status !== "idle";
  const selector = selectorId ? state.players[selectorId] : undefined;

  function choose(subcategoryId: string) {
    if (!isSelector || !connected || busy) return;
    click.run(async () => {
      setChosen(subcategoryId);
      await submission.submit(() =>
        send("game-action", { action: "SELECT_SUBCATEGORY", actionId: newActionId(), priority: "high", payload: { subcategoryId } satisfies TriviaSelectPayload }),
      );
    });
  }

  return (
    <>
      <CountdownBar
        phaseEndsAt={view.phaseEndsAt}
        phaseDuration={view.phaseDuration}
        fallbackDurationMs={DEFAULT_PHASE_SECONDS.subcategorySelection * 1000}
        serverNow={serverNow}
        label="وقت اختيار الفئة"
      />
      <GamePanel title={T.title} icon={<LayoutGrid aria-hidden="true" className="size-5 text-[#c4b5fd]" />}>
        {isSelector ? (
          <div className="mb-4 rounded-2xl bg-trivia/15 px-4 py-3 ring-1 ring-inset ring-trivia/35" data-testid="selector-prompt">
            <p className="font-bold text-white">{T.yourTurn}</p>
            {left !== null ? <p className="mt-0.5 text-sm font-bold text-gold-300 tabular-nums">{T.selectorPrompt(left)}</p> : null}
          </div>
        ) : (
          <div className="mb-4 flex items-center gap-3 rounded-2xl bg-white/[0.04] px-3 py-2.5 ring-1 ring-inset ring-white/10" role="status">
            {selector ? <LayeredAvatar {...playerAvatar(selector)} size="sm" /> : null}
            <p className="min-w-0 flex-1 text-white/85">{selectorId ? T.othersWait(playerName(state, selectorId)) : T.someoneChoosing}</p>
            <Spinner className="size-5" label={null} />
          </div>
        )}
        <ul className="grid grid-cols-2 gap-2" aria-label="الفئات المتاحة">
          {view.availableSubcategories.map((subcategory) => {
            const picked = chosen === subcategory.id && busy;
            return (
              <li key={subcategory.id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => choose(subcategory.id)}
                  disabled={!isSelector || !connected || busy || click.disabled}
                  aria-busy={picked || undefined}
                  className={cx(
                    "flex min-h-16 w-full items-center justify-center gap-2 rounded-2xl px-3 py-2 text-center font-bold leading-snug ring-1 ring-inset transition [overflow-wrap:anywhere]",
                    isSelector
                      ? "bg-trivia/20 text-white ring-trivia/50 hover:bg-trivia/30 active:bg-trivia/40 disabled:cursor-not-allowed"
                      : "cursor-not-allowed bg-white/[0.04] text-white/55 ring-white/10",
                    picked && "bg-trivia/45 ring-2 ring-[#c4b5fd]",
                    isSelector && busy && !picked && "opacity-50",
                  )}
                >
                  {picked ? <Spinner className="size-5" label={null} /> : null}
                  {subcategory.nameAr}
                </button>
              </li>
            );
          })}
        </ul>
        {isSelector && !connected ? <p className="mt-3 text-sm text-gold-300">{T.noConnection}</p> : null}
      </GamePanel>
    </>
  );
}
