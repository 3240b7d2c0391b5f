// /screen/{code}: the big screen of a room (a TV or laptop: no seat, no sign-in), and
// /watch/{code}: the audience on a phone, who watch and vote. Both follow the public view.
import { Users, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import "../features/screen/screen.css";
import { AudienceVote } from "../features/screen/audience-vote";
import { buzz, isMuted, play, setMuted, unlockSound } from "../features/screen/sounds";
import { Countdown, GameStage, Scoreboard, WhoActed } from "../features/screen/stage";
import { usePageMeta } from "../lib/page-meta";
import { useWatch } from "../live/use-watch";
import { LayeredAvatar } from "../ui/layered-avatar";
import { QrCode } from "../ui/qr-code";
import { LoadingScreen } from "../ui/spinner";
import { cx } from "../ui/cx";
import type { WatchRole } from "../../../schema/protocol";

function MuteToggle() {
  const [muted, setMutedState] = useState(isMuted);
  return (
    <button
      type="button"
      aria-pressed={muted}
      onClick={() => {
        setMuted(!muted);
        setMutedState(!muted);
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 font-bold hover:bg-white/15"
    >
      {muted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
      كتم الصوت
    </button>
  );
}

export function WatchPage({ role }: { role: WatchRole }) {
  const code = (useParams().code ?? "").toUpperCase();
  const big = role === "screen";
  usePageMeta({ title: big ? `الشاشة الكبيرة · ${code}` : `الجمهور · ${code}` });
  const watch = useWatch(code, role);
  const room = watch.room;
  const game = room?.game ?? null;

  // A sound for each new phase and the reveal, a buzz on phones; the server's phase drives them.
  const phaseKey = game ? `${game.roundNumber}:${game.currentPhase}` : room ? "lobby" : "";
  const last = useRef(phaseKey);
  useEffect(() => {
    if (!phaseKey || last.current === phaseKey) return;
    last.current = phaseKey;
    const phase = game?.currentPhase;
    play(phase === "final_ranking" || phase === "game_end" ? "podium" : phase === "round_results" ? "reveal" : "phase");
    if (!big) buzz();
  }, [phaseKey, game?.currentPhase, big]);

  if (watch.ended) return <p className="grid min-h-dvh place-items-center p-8 text-center text-3xl font-bold">{watch.ended}</p>;
  if (!room) return <LoadingScreen />;
  const joinUrl = `${window.location.origin}/join/${room.code}`;
  const audienceCount = watch.audience?.count ?? 0;

  return (
    <main onPointerDown={unlockSound} onKeyDown={unlockSound} className={cx("flex min-h-dvh flex-col gap-6", big ? "p-8 2xl:p-10" : "p-4")} data-watch-role={role}>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <span className={cx("font-bold text-white/70", big ? "text-3xl" : "text-base")}>الكود</span>
          <span dir="ltr" className={cx("font-bold tracking-[0.3em] text-gold-300", big ? "text-6xl" : "text-3xl")} data-testid="screen-code">
            {room.code}
          </span>
        </div>
        <div className="flex items-center gap-4">
          {audienceCount > 0 ? (
            <span className={cx("inline-flex items-center gap-2 font-bold text-[#c4b5fd]", big ? "text-3xl" : "text-base")} data-testid="audience-count">
              <Users aria-hidden="true" className="size-[1em]" />
              الجمهور: {audienceCount}
            </span>
          ) : null}
          {game ? <Countdown endsAt={game.phaseEndsAt} big={big} /> : null}
          <MuteToggle />
        </div>
      </header>
      {watch.status === "reconnecting" ? <p role="status" className="text-center text-white/70">جاري إعادة الاتصال...</p> : null}

      {!game ? (
        <section className={cx("flex flex-1 flex-col items-center justify-center gap-10", big && "lg:flex-row")}>
          <div className="flex flex-col items-center gap-4">
            <div className="rounded-3xl bg-white p-4">
              <QrCode value={joinUrl} label="رمز QR للانضمام إلى الغرفة" className={big ? "size-72" : "size-48"} />
            </div>
            <p dir="ltr" className={cx("font-bold", big ? "text-3xl" : "text-lg")}>{joinUrl.replace(/^https?:\/\//, "")}</p>
          </div>
          <div className="flex flex-col items-center gap-6">
            <h1 className={cx("font-bold", big ? "text-5xl" : "text-2xl")}>انضموا إلى الغرفة من جوالاتكم</h1>
            <ul className="flex flex-wrap justify-center gap-8" aria-label="اللاعبون">
              {Object.values(room.players).map((p) => (
                <li key={p.playerId} className="screen-reveal flex flex-col items-center gap-2">
                  <LayeredAvatar color={p.avatarColor} face={p.avatarFace} custom={p.avatarCustom} size={big ? "xl" : "md"} />
                  <span className={cx("font-bold", big ? "text-2xl" : "text-base")}>{p.nickname}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : (
        <section
          className={cx("flex flex-1 flex-col items-center gap-6", big && game.currentPhase === "round_results" && "lg:grid lg:grid-cols-[2fr_1fr] lg:items-start")}
          data-screen-phase={game.currentPhase}
        >
          <GameStage room={room} audience={watch.audience} big={big} choices={big} />
          {role === "audience" ? <AudienceVote room={room} game={game} audience={watch.audience} myVote={watch.myVote} error={watch.voteError} onVote={watch.vote} /> : null}
          {["writing", "captioning", "voting"].includes(game.currentPhase) ? <WhoActed room={room} game={game} big={big} /> : null}
          <Scoreboard room={room} big={big} />
        </section>
      )}
    </main>
  );
}

export default function ScreenRoute() {
  return <WatchPage role="screen" />;
}
