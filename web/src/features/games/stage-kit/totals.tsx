// The scores on the big screen: after a round's show the totals count from the old score to the
// new (the round's gain beside it); at the end the podium, the awards and confetti.
import { Award, Users } from "lucide-react";
import { AUDIENCE_TEAM_ID } from "../../../../../schema/audience-team";
import { useEffect, useState } from "react";
import type { GameView, RoomView } from "../../../../../schema/protocol";
import { countText, latinDigits, POINTS, TIMES } from "../../../../../schema/arabic-count";
import { SCREEN_SHOW } from "../../../../../schema/limits";
import { cx } from "../../../ui/cx";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { boardOf } from "../registry";
import type { BoardAward } from "../shared/game-board";
import { nameOf, PlayerBadge, sizes } from "./parts";
import { useReducedMotion } from "./use-show";
import { TeamPodium, TeamTotals } from "./team-board";

/** The board's order: points, or (most likely) the rounds each player was the room's choice; each game's own. */
export function rankingOf(game: GameView): { playerId: string; score: number; rank: number }[] {
  return boardOf(game).ranking(game);
}

/** A number that runs from `from` to `to` once it is on screen (at once under reduced motion). */
function CountUp({ from, to }: { from: number; to: number }) {
  const reduced = useReducedMotion();
  const [value, setValue] = useState(reduced ? to : from);
  useEffect(() => {
    if (reduced || from === to) return setValue(to);
    const start = performance.now();
    let frame = 0;
    const step = (t: number) => {
      const k = Math.min(1, (t - start) / SCREEN_SHOW.countUp);
      setValue(Math.round(from + (to - from) * (1 - (1 - k) ** 3)));
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [from, to, reduced]);
  return <span data-counting={value !== to ? "yes" : undefined}>{latinDigits(value)}</span>;
}

/** The totals beat: every seated player's old total counting to the new one, with the round's gain. */
export function TotalsBoard({ room, game, big, audienceLine, gains: given }: { room: RoomView; game: GameView; big: boolean; audienceLine?: string | null; gains?: Record<string, number> }) {
  const s = sizes(big);
  // The round's gains by default; a game whose show runs per turn («عنّا») passes the turn's.
  const gains = given ?? ((game.roundPoints ?? {}) as Record<string, number>);
  // In teams forty rows would spill off the TV: the teams' totals take the beat.
  if (room.teams?.length) return <TeamTotals room={room} game={game} big={big} gains={gains} audienceLine={audienceLine} />;
  const ranking = rankingOf(game);
  const byWins = boardOf(game).byWins;
  return (
    <section aria-label="المجموع" className="flex w-full max-w-[90rem] flex-col gap-4" data-testid="screen-totals">
      <h2 className={cx("text-center font-bold text-gold-300", s.title)}>{byWins ? "مرات الاختيار" : "المجموع"}</h2>
      <ol className={cx("grid gap-3", big && ranking.length > 5 && "grid-cols-2")}>
        {ranking.map((r) => {
          const gain = gains[r.playerId] ?? 0;
          return (
            <li key={r.playerId} className="flex items-center justify-between gap-6 rounded-3xl bg-white/[0.07] px-6 py-3" data-player-id={r.playerId}>
              <span className={cx("flex min-w-0 items-center gap-4 font-bold", s.name)}>
                <span className="tabular-nums text-white/85">{r.rank}</span>
                {room.players[r.playerId] ? (
                  <LayeredAvatar color={room.players[r.playerId].avatarColor} face={room.players[r.playerId].avatarFace} custom={room.players[r.playerId].avatarCustom} size={big ? "lg" : "sm"} />
                ) : r.playerId === AUDIENCE_TEAM_ID ? (
                  <Users aria-hidden="true" className={cx("shrink-0 text-[#ddd6fe]", big ? "size-16" : "size-8")} />
                ) : null}
                <span className="truncate">{nameOf(room, r.playerId)}</span>
              </span>
              <span className={cx("flex shrink-0 items-center gap-5 font-bold tabular-nums", s.name)}>
                {gain ? (
                  <span dir="ltr" className={cx("rounded-full bg-[#0d9488]/30 px-4 text-[#5eead4]", s.body)}>
                    +{latinDigits(gain)}
                  </span>
                ) : null}
                <span data-testid="screen-total">
                  <CountUp from={r.score - gain} to={r.score} />
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {audienceLine ? <p className={cx("text-center font-bold text-[#ddd6fe]", s.body)}>{audienceLine}</p> : null}
    </section>
  );
}

/** «جوائز اللعبة», each titled by its game (features/games/<game>/game-info.ts). */
function Awards({ room, awards, big }: { room: RoomView; awards: BoardAward[]; big: boolean }) {
  const s = sizes(big);
  if (!awards.length) return null;
  return (
    <section aria-labelledby="screen-awards" className="flex w-full max-w-[60rem] flex-col items-center gap-4" data-testid="screen-awards">
      <h2 id="screen-awards" className={cx("flex items-center gap-3 font-bold text-[#ddd6fe]", s.title)}>
        <Award aria-hidden="true" className="size-[1em]" />
        جوائز اللعبة
      </h2>
      <ul className={cx("grid w-full gap-4", big ? "grid-cols-2" : "grid-cols-1")}>
        {awards.map((award, i) => (
          <li key={award.kind} className="screen-reveal flex flex-col items-center gap-2 rounded-3xl bg-white/[0.07] p-4 text-center" style={{ animationDelay: `${600 + i * 400}ms` }} data-award={award.kind}>
            <span className={cx("font-bold", s.body)}>{award.title}</span>
            <span className={cx("font-bold text-gold-300", s.name)}>{award.playerIds.map((id) => nameOf(room, id)).join(" و")}</span>
            {award.answer ? <span className={cx("text-white/85", s.body)}>«{award.answer}»</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The end: the podium, the awards, confetti. */
export function Podium({ room, game, big }: { room: RoomView; game: GameView; big: boolean }) {
  if (room.teams?.length) return <TeamPodium room={room} game={game} big={big} />;
  const s = sizes(big);
  const ranking = rankingOf(game);
  const unit = boardOf(game).byWins ? TIMES : POINTS;
  const podium = [ranking[1], ranking[0], ranking[2]].filter(Boolean);
  const awards = boardOf(game).awards(game);
  const heights = big ? { 1: "h-[12rem]", 2: "h-[8.5rem]", 3: "h-[6rem]" } : { 1: "h-40", 2: "h-28", 3: "h-20" };
  return (
    <section aria-label="منصة التتويج" className={cx("flex w-full flex-1 items-center justify-center gap-16", big && awards.length ? "flex-row" : "flex-col")} data-testid="screen-podium">
      <div className="flex flex-col items-center gap-6">
        <h2 className={cx("font-bold text-gold-300", s.hero)}>منصة التتويج</h2>
        <ol className="flex items-end justify-center gap-8">
          {podium.map((r) => (
            <li key={r.playerId} className="screen-reveal flex flex-col items-center gap-3" style={{ animationDelay: `${(3 - r.rank) * 400}ms` }}>
              <PlayerBadge room={room} id={r.playerId} big={big} avatar={big ? "xl" : "lg"} />
              <div className={cx("flex w-[13rem] flex-col items-center justify-center rounded-t-3xl bg-white/10 font-bold", heights[r.rank as 1 | 2 | 3] ?? heights[3], r.rank === 1 && "text-gold-300", s.title)}>
                {r.rank}
                <span className={cx("text-white/90", s.body)}>{countText(r.score, unit)}</span>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <Awards room={room} awards={awards} big={big} />
      <Confetti />
    </section>
  );
}

const CONFETTI_COLOURS = ["#ffd54a", "#2dd4bf", "#f43f5e", "#8b5cf6", "#38bdf8"];

function Confetti() {
  return (
    <div aria-hidden="true">
      {Array.from({ length: 40 }, (_, i) => (
        <span
          key={i}
          className="screen-confetti"
          style={{ insetInlineStart: `${(i * 37) % 100}%`, background: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length], animationDuration: `${3 + (i % 5)}s`, animationDelay: `${(i % 7) * 0.4}s` }}
        />
      ))}
    </div>
  );
}
