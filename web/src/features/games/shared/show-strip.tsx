// The phones' follow of the big screen's staged reveal (issues 31 and 43): the same beats from the
// same schedule (the room's, `game.show`), one line each, with a dot per beat. While a big screen
// leads, the phones say «شوفوا الشاشة» and show only what the room has told them so far (its own
// lie's beat, then the truth, then the totals). It folds away once the show has played.
import { Tv } from "lucide-react";
import type { GameView, RoomView } from "../../../../../schema/protocol";
import type { Beat } from "../stage-kit/beats";
import { revealOf } from "../registry";
import { useShow } from "../stage-kit/use-show";
import { cx } from "../../../ui/cx";
import { playerName } from "./player-chip";
import { AUTO_NEXT_TEXTS } from "./auto-next";

/** One line for a beat, as short as a phone needs (each game's own, features/games/<game>/reveal.ts). */
export function beatLine(state: RoomView, game: GameView, beat: Beat): string {
  return revealOf(game).line(game, beat, (id) => playerName(state, id));
}

/** The room is still telling the phones the show beat by beat: a big screen leads it. */
export const followingScreen = (game: GameView) => !!game.show?.follow && game.show.shown < game.show.beats.length;

export function ShowStrip({ state, view, serverNow }: { state: RoomView; view: GameView; serverNow?: () => number }) {
  const show = useShow(view, "follows", serverNow);
  const following = followingScreen(view);
  if (!show.beat || (show.finished && !following)) return null;
  // A beat the room has not told this phone yet has no subject: only its own line is shown.
  const line = show.beat.subject === null && show.beat.kind !== "totals" && show.beat.kind !== "unpicked" ? "" : beatLine(state, view, show.beat);
  return (
    <section
      aria-label={following ? AUTO_NEXT_TEXTS.watch : "على الشاشة الآن"}
      className={cx("rounded-2xl px-4 py-3 ring-1", following ? "bg-brand-500/10 ring-brand-400/40" : "bg-white/[0.06] ring-white/10")}
      data-testid="show-strip"
      data-beat={show.beat.kind}
      data-following={following ? "yes" : undefined}
    >
      {following ? (
        <p className="flex items-center gap-2 text-2xl font-bold text-white" data-testid="watch-screen">
          <Tv aria-hidden="true" className="size-6 shrink-0 text-brand-300" />
          {AUTO_NEXT_TEXTS.watch}
        </p>
      ) : (
        <p className="text-xs font-bold text-white/70">على الشاشة الآن</p>
      )}
      {line ? (
        <p role="status" className="mt-1 text-lg font-bold text-white [overflow-wrap:anywhere]">
          {line}
        </p>
      ) : null}
      <ol className="mt-2 flex flex-wrap gap-1.5" aria-hidden="true">
        {show.beats.map((b, i) => (
          <li key={`${b.kind}:${i}`} className={cx("size-2 rounded-full", i < show.index ? "bg-brand-400" : i === show.index ? "bg-gold-300" : "bg-white/20")} />
        ))}
      </ol>
    </section>
  );
}
