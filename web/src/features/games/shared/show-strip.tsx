// The phones' compact follow of the big screen's staged reveal (issue 31): the same beats from the
// same pure list (features/screen/beats.ts), one line each, with a dot per beat; the full results
// stay below for a room without a TV. It folds away once the show has played.
import type { GameView, RoomView } from "../../../../../schema/protocol";
import { countText, VOTES } from "../../../../../schema/arabic-count";
import { fooledBy, lieEarnings, type Beat } from "../../screen/beats";
import { useShow } from "../../screen/use-show";
import { cx } from "../../../ui/cx";
import { playerName } from "./player-chip";

const names = (state: RoomView, ids: string[]) => ids.map((id) => playerName(state, id)).join("، ");

/** One line for a beat, as short as a phone needs. */
export function beatLine(state: RoomView, game: GameView, beat: Beat): string {
  if (beat.kind === "totals") return game.gameType === "most-likely" ? "مرات الاختيار" : "المجموع";
  if (game.gameType === "trivia-deception") {
    const option = game.displayOptions.find((o) => o.id === beat.subject);
    if (beat.kind === "unpicked") return "كذبات لم يصدّقها أحد";
    if (!option) return "";
    switch (beat.kind) {
      case "lie":
        return `«${option.answer}»`;
      case "fooled":
        return `«${option.answer}»: صدّقها ${names(state, fooledBy(option)) || names(state, option.voters ?? [])}`;
      case "author": {
        const earned = lieEarnings(option, game.isKillRound);
        const whose = option.type === "fake" && option.authors?.length ? `كذبة ${names(state, option.authors)}` : "كذبة من اللعبة";
        return earned ? `${whose} (+${earned.toLocaleString("en-US")})` : whose;
      }
      case "truth":
        return `الجواب الصحيح: «${option.answer}»`;
      case "finders":
        return option.voters?.length ? `وجده ${names(state, option.voters)}` : "لم يجده أحد";
    }
    return "";
  }
  if (game.gameType === "meme-game") {
    const caption = game.submissions.find((s) => s.id === beat.subject);
    if (!caption) return "";
    return `«${caption.captions.join(" / ")}»: ${caption.authorId ? playerName(state, caption.authorId) : ""} · ${countText(caption.voteCount ?? 0, VOTES)}`;
  }
  const accusation = game.accusations.find((a) => a.playerId === beat.subject);
  return accusation ? `${playerName(state, accusation.playerId)}: ${countText(accusation.count, VOTES)}` : "";
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
