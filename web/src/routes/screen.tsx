// /screen/{code}: the big screen of a room (a TV or laptop: no seat, no sign-in), and
// /watch/{code}: the audience on a phone, who watch and vote. Both follow the public view.
// The TV fills its 16:9 screen in every phase: a header (code, round, clock, sound), the stage,
// and a foot (who is done, or what comes next).
import { Gamepad2, Hourglass, Users, WifiOff } from "lucide-react";
import { use, useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import "../features/screen/screen.css";
import { AudienceVote } from "../features/screen/audience-vote";
import { PrayerBreakPanel, PrayerNotice } from "../features/prayer/prayer-break";
import { IftarCountdown } from "../features/prayer/iftar-countdown";
import { HostNotice, LobbyTimes, NextRoundFoot, PauseBanner, RoundBanner } from "../features/screen/moments";
import { Countdown, nameOf, sizes, WhoActed } from "../features/games/stage-kit/parts";
import { LobbyCrowd, LobbyTeams, TeamBoard } from "../features/games/stage-kit/team-board";
import { buzz, play, setBed, unlockSound, type Bed } from "../lib/sounds";
import { NarratorToggle, SoundPrompt, SoundToggle } from "../features/screen/sound-prompt";
import { questionOf, useArabicVoice, useNarration, useNarratorOn } from "../features/screen/narrator";
import { ROOM_TEXT_TABLE } from "../features/players/room-texts";
import { spokenGameName } from "../features/games/game-words";
import { useGameName } from "../features/games/use-games";
import { GameStage, usePreloadStage } from "../features/screen/stage";
import { Podium } from "../features/games/stage-kit/totals";
import { useShow, type Show } from "../features/games/stage-kit/use-show";
import { actorsOf, revealOf, revealPhaseOf } from "../features/games/registry";
import { waitingForAdmin } from "../features/games/shared/texts";
import { usePageMeta } from "../lib/page-meta";
import { useWatchRoom } from "../live/use-room";
import { LayeredAvatar } from "../ui/layered-avatar";
import { LobbyQrCode } from "../features/screen/drawn-qr";
import { HiddenCode, StreamDelayChip, useCodeShown } from "../features/screen/stream-marks";
import { LoadingScreen } from "../ui/spinner";
import { cx } from "../ui/cx";
import { textsFor } from "../../../schema/address";
import type { GameView, RoomNotice, RoomView, WatchRole } from "../../../schema/protocol";
import { phaseRole } from "../../../schema/games";
import { LIVE_CLIENT, TEAMS, type GameType } from "../../../schema/limits";
import { SCREEN_TEXT_TABLE } from "../features/games/stage-kit/texts";
import { ScreenFrameContext, type FramePlayer } from "../features/screen/screen-frame";
import type { AddressForm } from "../../../schema/address";

/**
 * A player dropped out of the running game: the room's own words («انقطع اتصال سارة،
 * واللعب مستمر»), for a few seconds. The host's changes are HostNotice's, read off the views.
 */
function AwayNotice({ notice, big }: { notice: { notice: RoomNotice; id: number } | null; big: boolean }) {
  const [shown, setShown] = useState<{ notice: RoomNotice; id: number } | null>(null);
  useEffect(() => {
    if (!notice || (notice.notice.kind !== "player-offline" && notice.notice.kind !== "player-left")) return;
    setShown(notice);
    const timer = setTimeout(() => setShown(null), LIVE_CLIENT.noticeShowMs);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!shown || (shown.notice.kind !== "player-offline" && shown.notice.kind !== "player-left")) return null;
  return (
    <p key={shown.id} role="status" className={cx("screen-reveal flex items-center justify-center gap-4 rounded-3xl bg-night-800 px-8 py-3 text-center font-bold text-white shadow-2xl ring-2 ring-white/40", sizes(big).title)} data-testid="screen-room-notice" data-kind={shown.notice.kind}>
      <WifiOff aria-hidden="true" className="size-[1em] text-gold-300" />
      {shown.notice.message}
    </p>
  );
}

/** The music bed of a phase, by the role its game's manifest gives it. */
function bedOf(game: GameView | null): Bed {
  if (!game) return "lobby";
  const role = phaseRole(game.gameType, game.currentPhase);
  if (role.choosing) return "choosing";
  if (role.acting) return "writing";
  if (role.vote) return "voting";
  if (role.reveal) return "results";
  return "podium";
}

/** Sound and buzz follow the server's phase and the show's beats. */
function useSoundTrack(game: GameView | null, show: Show, big: boolean, inRoom: boolean) {
  const phaseKey = game ? `${game.roundNumber}:${game.phaseSeq}:${game.currentPhase}` : inRoom ? "lobby" : "";
  const last = useRef(phaseKey);
  useEffect(() => {
    // The music bed is the TV's; an audience phone only buzzes and plays the short effects.
    if (inRoom && big) setBed(bedOf(game));
    if (!phaseKey || last.current === phaseKey) return;
    last.current = phaseKey;
    const role = game ? phaseRole(game.gameType, game.currentPhase) : null;
    if (role?.final) play("podium");
    else if (!role?.reveal) play("phase");
    if (!big) buzz();
  }, [phaseKey, game, big, inRoom]);
  const beatKey = show.beat ? `${phaseKey}:${show.index}` : "";
  useEffect(() => {
    if (!beatKey || !show.beat) return;
    play(show.beat.kind === "truth" || show.beat.kind === "winner" || show.beat.kind === "accused" ? "truth" : "beat");
  }, [beatKey, show.beat]);
  useEffect(() => () => setBed(null), []);
}

/** The TV's root font follows its viewport (screen.css) while this page is open. */
function useTvScale(big: boolean) {
  useEffect(() => {
    if (!big) return;
    document.documentElement.classList.add("screen-tv");
    return () => document.documentElement.classList.remove("screen-tv");
  }, [big]);
}

/** What the lobby shows: the live room's, or the first frame's the worker drew (screen-frame.ts). */
interface LobbyFace {
  code: string;
  origin: string;
  addressForm: AddressForm | undefined;
  players: FramePlayer[];
  gameType?: GameType;
}

function Lobby({ lobby, room, big, codeShown = true }: { lobby: LobbyFace; room: RoomView | null; big: boolean; codeShown?: boolean }) {
  const s = sizes(big);
  const joinUrl = `${lobby.origin}/join/${lobby.code}`;
  return (
    <section className={cx("flex flex-1 flex-col items-center justify-center gap-10", big && "lg:flex-row lg:gap-20")}>
      {/* A streamed room: the code, its QR code and link stay off the screen (stream-marks.tsx). */}
      {!codeShown ? <HiddenCode big={big} /> : null}
      <div className={cx("flex flex-col items-center gap-4", !codeShown && "hidden")}>
        <div className="rounded-3xl bg-white p-4">
          <LobbyQrCode value={joinUrl} label="رمز QR للانضمام إلى الغرفة" className={big ? "size-[24rem]" : "size-48"} />
        </div>
        <p dir="ltr" className={cx("font-bold", s.body)}>
          {joinUrl.replace(/^https?:\/\//, "")}
        </p>
      </div>
      <div className="flex flex-col items-center gap-8">
        <h1 className={cx("font-bold", s.title)}>{textsFor(SCREEN_TEXT_TABLE, lobby.addressForm).join}</h1>
        {/* A gathering: one card a team, or names without avatars past ten, so forty fit the TV. */}
        {room?.teams?.length ? (
          <LobbyTeams room={room} big={big} />
        ) : lobby.players.length > TEAMS.requiredAbove ? (
          <LobbyCrowd players={lobby.players} big={big} label={textsFor(ROOM_TEXT_TABLE, lobby.addressForm).playersList} />
        ) : (
        <ul className="flex flex-wrap justify-center gap-10" aria-label={textsFor(ROOM_TEXT_TABLE, lobby.addressForm).playersList}>
          {lobby.players.map((p) => (
            <li key={p.playerId} className="screen-reveal flex flex-col items-center gap-2">
              <LayeredAvatar color={p.avatarColor} face={p.avatarFace} custom={p.avatarCustom} size={big ? "xl" : "md"} />
              <span className={cx("font-bold", s.name)}>{p.nickname}</span>
            </li>
          ))}
        </ul>
        )}
        <NextGame gameType={lobby.gameType} addressForm={lobby.addressForm} big={big} />
        {room ? <LobbyTimes room={room} big={big} /> : null}
      </div>
    </section>
  );
}

/** The lobby names the game the host has chosen, so the room knows what comes next. */
function NextGame({ gameType, addressForm, big }: { gameType: GameType | undefined; addressForm: AddressForm | undefined; big: boolean }) {
  const name = useGameName(gameType);
  if (!gameType || !name) return null;
  return (
    <p className={cx("flex items-center gap-3 font-bold text-white/90", sizes(big).body)} data-testid="screen-next-game">
      <Gamepad2 aria-hidden="true" className="size-[1.2em] text-gold-300" />
      {textsFor(SCREEN_TEXT_TABLE, addressForm).nextGame}
      <span className="text-gold-300">{spokenGameName(gameType, name, addressForm)}</span>
    </p>
  );
}

export function WatchPage({ role }: { role: WatchRole }) {
  const code = (useParams().code ?? "").toUpperCase();
  const big = role === "screen";
  usePageMeta({ title: big ? `الشاشة الكبيرة · ${code}` : `الجمهور · ${code}` });
  useTvScale(big);
  const watch = useWatchRoom(code, role);
  const room = watch.room;
  // The worker's first frame stands until the live room answers.
  const frame = use(ScreenFrameContext);
  const game = room?.game ?? null;
  // The room's clock: the TV walks the room's schedule, so a reload resumes at the current beat.
  const show = useShow(game, "leads", watch.serverNow);
  useSoundTrack(game, show, big, !!room);
  // The narrator reads on the TV only, where an Arabic voice exists and the device turned it on.
  const voice = useArabicVoice();
  const narrating = useNarratorOn() && big;
  const beatLine = game && show.beat ? revealOf(game).line(game, show.beat, (id) => (room ? nameOf(room, id) : "")) : null;
  useNarration(voice, narrating, questionOf(game), beatLine);
  usePreloadStage(game?.gameType ?? room?.lobby.gameType);
  const codeShown = useCodeShown(room, watch.serverNow);
  const s = sizes(big);

  if (watch.ended) return <p className="grid min-h-dvh place-items-center p-8 text-center text-3xl font-bold">{watch.ended}</p>;
  const lobby: LobbyFace | null = room
    ? { code: room.code, origin: window.location.origin, addressForm: room.addressForm, players: Object.values(room.players), gameType: room.lobby.gameType }
    : frame && frame.code === code
      ? frame
      : null;
  if (!lobby) return <LoadingScreen />;
  const audienceCount = watch.audience?.count ?? 0;
  const phase = game?.currentPhase;
  const phaseRoles = game ? phaseRole(game.gameType, phase) : null;
  const over = !!phaseRoles?.final;
  // Each game names its acting phases and who acts in them (features/games/registry.ts).
  const actors = game ? actorsOf(game) : null;

  return (
    <main
      onPointerDown={unlockSound}
      onKeyDown={unlockSound}
      className={cx("flex flex-col", big ? "h-dvh gap-[1.5rem] overflow-hidden p-[2.5rem]" : "min-h-dvh gap-6 p-4")}
      data-watch-role={role}
    >
      <header className={cx("grid items-center gap-4", big ? "grid-cols-[1fr_auto_1fr]" : "grid-cols-1")}>
        <div className="flex items-center gap-4">
          {codeShown ? (
            <>
              <span className={cx("font-bold text-white/85", s.body)}>الكود</span>
              <span dir="ltr" className={cx("font-bold tracking-[0.3em] text-gold-300", big ? "text-[3.5rem]" : "text-3xl")} data-testid="screen-code">
                {lobby.code}
              </span>
            </>
          ) : null}
          <StreamDelayChip room={room} className={s.body} />
          {/* «على الفطور 1:25»: Ramadan days, or a «سهرة رمضانية», with prayer breaks following a city. */}
          {room ? <IftarCountdown room={room} now={watch.serverNow} className={s.body} /> : null}
        </div>
        {room && game ? <RoundBanner room={room} game={game} big={big} /> : <span />}
        <div className={cx("flex items-center gap-4", big && "flex-wrap justify-end")}>
          {audienceCount > 0 ? (
            <span className={cx("inline-flex items-center gap-2 font-bold text-[#ddd6fe]", s.body)} data-testid="audience-count">
              <Users aria-hidden="true" className="size-[1em]" />
              الجمهور: {audienceCount}
            </span>
          ) : null}
          {/* A prayer break stops the round's clock: its frozen number would only confuse. */}
          {/* No countdown in the header while a show plays: the round's own is under its results. */}
          {game && !game.pausedPrayer && !game.show ? <Countdown game={game} big={big} /> : null}
          {big ? <NarratorToggle big={big} available={!!voice} /> : null}
          {/* In the header's own row, so it covers nothing of the game while it waits for a touch. */}
          {big ? <SoundPrompt form={lobby.addressForm} /> : null}
          <SoundToggle big={big} />
        </div>
      </header>
      {/* «استراحة الصلاة»: the break takes the stage's place; the pause banner would only repeat it. */}
      {game && !game.pausedPrayer ? <PauseBanner game={game} big={big} /> : null}
      {room ? <PrayerNotice state={room} big={big} /> : null}
      {/* Passing notices hang over the stage from a line of no height (its -mt cancels the gap),
          below the pause banner: a line of their own pushed a full stage (the podium) off a 16:9
          screen for the few seconds they show. */}
      <div className="relative z-20 -mt-[1.5rem] h-0">
        <div className="pointer-events-none absolute inset-x-0 top-[0.5rem] flex flex-col items-center gap-3">
          {watch.status === "reconnecting" ? (
            <p role="status" className={cx("rounded-3xl bg-night-900/90 px-8 py-3 text-center text-white/85", s.body)}>
              جاري إعادة الاتصال...
            </p>
          ) : null}
          <HostNotice game={game} big={big} />
          <AwayNotice notice={watch.notice} big={big} />
        </div>
      </div>

      {!room || !game ? (
        <Lobby lobby={lobby} room={room} big={big} codeShown={codeShown} />
      ) : (
        <section
          className={cx("flex min-h-0 flex-1 flex-col items-center gap-[1.5rem]", big && "justify-center")}
          data-screen-phase={game.currentPhase}
          data-round={game.roundNumber}
          data-beat={show.beat?.kind}
          data-beat-subject={show.beat?.subject ?? undefined}
          data-beat-index={show.beat ? show.index : undefined}
          data-show={game && phase === revealPhaseOf(game) ? (show.finished ? "played" : "playing") : undefined}
        >
          {game.pausedPrayer ? (
            <PrayerBreakPanel state={room} big={big} />
          ) : over ? (
            <Podium room={room} game={game} big={big} />
          ) : (
            <GameStage room={room} audience={watch.audience} big={big} choices={big} show={show} />
          )}
          {role === "audience" ? <AudienceVote room={room} game={game} audience={watch.audience} myVote={watch.myVote} error={watch.voteError} onVote={watch.vote} /> : null}
        </section>
      )}
      {room && game && actors ? (
        <footer className="shrink-0">
          {/* In teams, one card a team: forty tiles would not fit the TV. */}
          {room.teams?.length ? <TeamBoard room={room} game={game} big={big} actors={actors} /> : <WhoActed room={room} game={game} big={big} actors={actors} />}
        </footer>
      ) : null}
      {room && game && phaseRoles?.results ? <NextRoundFoot room={room} game={game} show={show} big={big} serverNow={watch.serverNow} /> : null}
    </main>
  );
}

export default function ScreenRoute() {
  return <WatchPage role="screen" />;
}
