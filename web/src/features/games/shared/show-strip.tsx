// The phones' compact follow of the big screen's staged reveal (issue 31): the same beats from the
// same pure list (features/screen/beats.ts), one line each, with a dot per beat; the full results
// stay below for a room without a TV. It folds away once the show has played.
import type { GameView, RoomView } from "../../../../../schema/protocol";
import type { Beat } from "../../screen/beats";
import { revealOf } from "../registry";
import { useShow } from "../../screen/use-show";
import { cx } from "../../../ui/cx";
import { playerName } from "./player-chip";

/** One line for a beat, as short as a phone needs (each game's own, features/games/<game>/reveal.ts). */
export function beatLine(state: RoomView, game: GameView, beat: Beat): string {
  return revealOf(game).line(game, beat, (id) => playerName(state, id));
}

export function ShowStrip({ state, view }: { state: RoomView; view: GameView }) {
  const show = useShow(view);
  if (!show.beat || show.finished) return null;
  return (
    <section aria-label="على الشاشة الآن" className="rounded-2xl bg-white/[0.06] px-4 py-3 ring-1 ring-white/10" data-testid="show-strip" data-beat={show.beat.kind}>
      <p className="text-xs font-bold text-white/70">على الشاشة الآن</p>
      <p role="status" className="mt-1 text-lg font-bold text-white [overflow-wrap:anywhere]">
        {beatLine(state, view, show.beat)}
      </p>
      <ol className="mt-2 flex flex-wrap gap-1.5" aria-hidden="true">
        {show.beats.map((b, i) => (
          <li key={`${b.kind}:${b.subject}:${i}`} className={cx("size-2 rounded-full", i < show.index ? "bg-brand-400" : i === show.index ? "bg-gold-300" : "bg-white/20")} />
        ))}
      </ol>
    </section>
  );
}
