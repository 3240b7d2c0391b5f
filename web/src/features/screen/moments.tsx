// The room's moments on the big screen: which round of how many and its
// category throughout, «جولة الحسم» with its double points, the host's pause with the time left,
// what the host just changed, and in the lobby the phase times «وقت أطول» really gives.
import { Flame, Hourglass, Pause, Timer, Zap } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { GameView, RoomView } from "../../../../schema/protocol";
import { GAME_MANIFESTS, phaseRole } from "../../../../schema/games";
import { countText, SECONDS } from "../../../../schema/arabic-count";
import { GAME_RULES } from "../../../../schema/limits";
import { cx } from "../../ui/cx";
import { effectiveTimes } from "../lobby/effective-times";
import { roundCategoryOf } from "../games/registry";
import { hostChange, HOST_CHANGE_TEXT, type HostChange } from "./changes";
import { autoNextLine, usePacing } from "../games/shared/auto-next";
import { waitingForAdmin } from "../games/shared/texts";
import { nameOf } from "../games/stage-kit/parts";
import type { Show } from "../games/stage-kit/use-show";
import { sizes } from "../games/stage-kit/parts";

/** How long a host's change stays announced, in ms. */
const NOTICE_MS = 6_000;

/** The name of the room's chosen category (meme and most likely play one), from the public catalogue. */
function useCategoryName(room: RoomView): string | null {
  const gameType = room.game?.gameType ?? room.gameType;
  const id = room.lobby.categories[0];
  const query = useQuery({
    queryKey: ["screen-categories", gameType],
    queryFn: async () => (await (await fetch(`/api/games/${gameType}/categories`)).json()) as { id: string | number; nameAr?: string; name?: string }[],
    enabled: GAME_MANIFESTS[gameType].categoryShape === "categories" && !!id,
    staleTime: Infinity,
  });
  const found = query.data?.find((c) => String(c.id) === String(id));
  return found?.nameAr ?? found?.name ?? null;
}

/** «الجولة 2 من 5» and the category; in the kill round, its name and the double points. */
export function RoundBanner({ room, game, big }: { room: RoomView; game: GameView; big: boolean }) {
  const s = sizes(big);
  const categoryName = useCategoryName(room);
  const own = roundCategoryOf(game);
  // A player's pack names itself and its author in the category's place.
  const pack = room.lobby.pack;
  const category = pack ? null : own === undefined ? categoryName : own;
  const over = phaseRole(game.gameType, game.currentPhase).final;
  // An empty cell keeps the header's three columns in place at the end.
  if (over) return <span />;
  return (
    <div className={cx("flex flex-wrap items-center justify-center gap-x-5 gap-y-2 font-bold", s.body)} data-testid="screen-round">
      <span data-round={game.roundNumber}>{`الجولة ${game.roundNumber} من ${game.totalRounds}`}</span>
      {pack ? (
        <span className="rounded-full bg-white/10 px-5 text-[#c4f1ea]" data-testid="screen-pack">
          {`حزمة «${pack.title}» · ${pack.authorName}`}
        </span>
      ) : null}
      {category ? (
        <span className="rounded-full bg-white/10 px-5 text-[#c4f1ea]" data-testid="screen-category">
          {category}
        </span>
      ) : null}
      {game.isKillRound ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-[#e11d48] px-5 text-white" data-testid="screen-kill-round">
          <Flame aria-hidden="true" className="size-[1em]" />
          {`جولة الحسم · النقاط ×${GAME_RULES.killRoundMultiplier}`}
        </span>
      ) : null}
    </div>
  );
}

/** The host's pause: the clock stands still and the room is told how much is left. */
export function PauseBanner({ game, big }: { game: GameView; big: boolean }) {
  if (!game.paused) return null;
  const left = game.pausedRemainingMs != null ? Math.ceil(game.pausedRemainingMs / 1000) : null;
  return (
    <p role="status" className={cx("flex items-center justify-center gap-4 rounded-3xl bg-white px-8 py-3 text-center font-bold text-night-900", sizes(big).title)} data-testid="screen-paused">
      <Pause aria-hidden="true" className="size-[1em]" />
      {left !== null ? `اللعبة متوقفة مؤقتًا · الوقت المتبقي ${countText(left, SECONDS)}` : "اللعبة متوقفة مؤقتًا"}
    </p>
  );
}

/** What the host just changed (+30 s, a skipped question), read off the views and announced for a few seconds. */
export function HostNotice({ game, big }: { game: GameView | null; big: boolean }) {
  const previous = useRef<{ game: GameView | null; at: number }>({ game: null, at: 0 });
  const [notice, setNotice] = useState<{ change: HostChange; id: number } | null>(null);
  useEffect(() => {
    const now = Date.now();
    const change = hostChange(previous.current.game, game, previous.current.at, now);
    previous.current = { game, at: now };
    if (change) setNotice({ change, id: now });
  }, [game]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <p key={notice.id} role="status" className={cx("screen-reveal flex items-center justify-center gap-4 rounded-3xl bg-gold-300 px-8 py-3 text-center font-bold text-night-900", sizes(big).title)} data-testid="screen-host-notice" data-change={notice.change}>
      <Zap aria-hidden="true" className="size-[1em]" />
      <span dir={notice.change === "added_time" ? "rtl" : undefined}>{HOST_CHANGE_TEXT[notice.change]}</span>
    </p>
  );
}

/** The lobby's «وقت أطول»: the real phase times, e.g. ×2 → الكتابة 60 ثانية · التصويت 90 ثانية. */
export function LobbyTimes({ room, big }: { room: RoomView; big: boolean }) {
  const scale = room.timeScale ?? 1;
  const s = sizes(big);
  const times = effectiveTimes(room.lobby.gameType, room.lobby.settings, scale, (room as { effectiveTimes?: Record<string, number> }).effectiveTimes);
  if (scale === 1 || !times.length) return null;
  return (
    <section aria-label="وقت أطول" className={cx("flex flex-col items-center gap-3 rounded-3xl bg-white/[0.07] px-8 py-4", s.body)} data-testid="screen-time-scale">
      <p className="flex items-center gap-3 font-bold text-[#c4f1ea]">
        <Hourglass aria-hidden="true" className="size-[1em]" />
        وقت أطول <span dir="ltr">×{scale}</span>
      </p>
      <ul className="flex flex-wrap justify-center gap-x-8 gap-y-2 font-bold">
        {times.map((t) => (
          <li key={t.key} data-time-key={t.key} data-seconds={t.seconds}>
            {`${t.label}: ${countText(t.seconds, SECONDS)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Under a round's results: nothing while the show plays; then «الجولة التالية بعد 8»
 * counting down on the room's clock, or, held or in a room that keeps the host's pacing, who moves it on.
 */
export function NextRoundFoot({ room, game, show, big, serverNow }: { room: RoomView; game: GameView; show: Show; big: boolean; serverNow: () => number }) {
  const { pacing, seconds } = usePacing(game, serverNow);
  if ((show.beats.length && !show.finished) || pacing === "show") return null;
  const counting = pacing === "counting" && seconds !== null;
  return (
    <p role={counting ? "timer" : "status"} className={cx("flex items-center justify-center gap-3 font-bold text-white/90", sizes(big).body)} data-testid="screen-next" data-seconds={counting ? seconds : undefined}>
      {counting ? <Timer aria-hidden="true" className="size-[1em] text-gold-300" /> : <Hourglass aria-hidden="true" className="size-[1em] text-[#5eead4]" />}
      {counting ? autoNextLine(game, seconds) : waitingForAdmin(room.players[room.adminId] ? nameOf(room, room.adminId) : null)}
    </p>
  );
}
