// The lobby (spec 001 §2, §4, §5): share card, game picker, upgrade banner, category
// picker, settings, players grid and the start button. The admin edits; everyone
// else sees the same selections read-only.
import { useSearchParams } from "react-router";
import { packCodeParam } from "./pack-param";
import { textsFor } from "../../../../schema/address";
import { ArrowRight, Info, WifiOff } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { PLAYER_LIMITS, ROOM_CLIENT, type GameType } from "../../../../schema/limits";
import type { LobbySelection, RoomView, ServerMessage, WatchersView } from "../../../../schema/protocol";
import { useGames } from "../games/use-games";
import { LayeredAvatar } from "../../ui/layered-avatar";
import { Spinner } from "../../ui/spinner";
import { toast, useToastClearance } from "../../ui/toast";
import type { ConnectionStatus } from "../../live/room-connection";
import type { RoomSend } from "../../live/use-room";
import { playerAvatar } from "../players/player-tile";
import { CategoryPicker } from "./category-picker";
import type { PackSummary } from "../../../../schema/api/packs";
import { GamePicker } from "./game-picker";
import { ROOM_TEXT_TABLE } from "../players/room-texts";
import { PlayersGrid } from "./players-grid";
import { useCategories, useConfigurations } from "./queries";
import { checkStart, completeSettings, defaultSettings, autoSelection, NOTICES, sliderLimits, startWarnings } from "./selection";
import { AddressFormCard } from "./address-form-card";
import { FamilyFilterCard } from "./family-filter-card";
import { TimeScaleCard } from "./time-scale-card";
import { PacingCard } from "./pacing-card";
import { TeamCard } from "./team-card";
import { RamadanNightCard } from "./ramadan-night-card";
import { PrayerBreaksCard } from "./prayer-breaks-card";
import { SettingsCard } from "./settings-card";
import { ShareCard } from "./share-card";
import { StartBar } from "./start-bar";
import { useLobbySelection } from "./use-lobby-selection";

// What only the host sees, and the dialogs a player opens, load when shown: a player who joins
// and sits in the lobby loads none of them.
const RoomLockCard = lazy(() => import("./room-lock-card").then((m) => ({ default: m.RoomLockCard })));
const StreamCard = lazy(() => import("./stream-card").then((m) => ({ default: m.StreamCard })));
const WatchersCard = lazy(() => import("./watchers-card").then((m) => ({ default: m.WatchersCard })));
const UpgradeBanner = lazy(() => import("./upgrade-banner").then((m) => ({ default: m.UpgradeBanner })));
const PackPicker = lazy(() => import("./pack-picker").then((m) => ({ default: m.LobbyPackPicker })));
const EditProfileDialog = lazy(() => import("../players/edit-profile-dialog").then((m) => ({ default: m.EditProfileDialog })));
const LeaveRoomConfirm = lazy(() => import("../players/leave-room-confirm").then((m) => ({ default: m.LeaveRoomConfirm })));

/** True from the first time `open` is true on: a dialog loaded on its first opening stays mounted, so it closes as before. */
function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current;
}

/** Spec 001 §4 and §9: the starting spinner shows at least 1.2 s. */
const MIN_START_SPINNER_MS = ROOM_CLIENT.minStartSpinnerMs;
/** Ours: with no answer at all to start-game, the spinner gives up after this long. */
const START_ANSWER_TIMEOUT_MS = 10_000;

export function Lobby({
  state,
  status,
  send,
  subscribe,
  playerId,
  maxNickname,
  onLeave,
  leaving = false,
  watchers = null,
  onWatchers,
}: {
  /** Who watches, as the room tells the host; the host's card opens the list. */
  watchers?: WatchersView | null;
  onWatchers?: () => void;
  state: RoomView;
  status: ConnectionStatus;
  send: RoomSend;
  subscribe: (fn: (message: ServerMessage) => void) => () => void;
  playerId: string;
  maxNickname: number;
  onLeave: () => void;
  /** The leave is on its way to the room: «خروج» waits. */
  leaving?: boolean;
}) {
  const isAdmin = state.isAdmin;
  const roomPremium = state.isPremium;
  const connected = status === "connected";
  const { games } = useGames();

  const sendSelection = useCallback(
    (selection: LobbySelection) => void send("update-settings", { gameType: selection.gameType, categories: selection.categories, settings: selection.settings }),
    [send],
  );
  const { selection, change, flush, latest } = useLobbySelection(state.lobby, sendSelection);
  const gameType = selection.gameType;

  const categoriesQuery = useCategories(gameType);
  const configurationsQuery = useConfigurations(gameType);
  const categories = categoriesQuery.data ?? [];
  const limits = sliderLimits(gameType, configurationsQuery.data?.settings);
  const settings = completeSettings(limits, selection.settings);
  const minPlayers = configurationsQuery.data?.roomConfig.minPlayers ?? PLAYER_LIMITS.minPlayers;
  const maxPlayers = configurationsQuery.data?.roomConfig.maxPlayers ?? PLAYER_LIMITS.maxPlayers;
  const playerCount = Object.keys(state.players).length;
  const gamePremium = games.find((g) => g.gameType === gameType)?.isPremium ?? false;

  // ---------- automatic category selection (once per game, unless 'unselect all') ----------
  const autoSelectedFor = useRef(new Set<GameType>());
  const suppressed = useRef(new Set<GameType>());
  // The choice the effect below is about to make (null once made, suppressed or not the host's):
  // the start button waits for it too.
  const autoChoice =
    isAdmin && categoriesQuery.isSuccess && selection.categories.length === 0 && !autoSelectedFor.current.has(gameType) && !suppressed.current.has(gameType)
      ? autoSelection(gameType, categories, roomPremium)
      : null;
  useEffect(() => {
    if (!isAdmin || !categoriesQuery.isSuccess) return;
    if (selection.categories.length > 0) {
      autoSelectedFor.current.add(gameType);
      return;
    }
    // The ref again: React's development run of an effect twice must not choose twice.
    if (!autoChoice || autoSelectedFor.current.has(gameType)) return;
    // A tap since this render (another game, a category) is the host's choice: the automatic one must not overwrite it.
    const now = latest();
    if (now.gameType !== gameType || now.categories.length > 0) return;
    autoSelectedFor.current.add(gameType);
    if (autoChoice.length > 0) change({ gameType, categories: autoChoice, settings: completeSettings(limits, now.settings) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAdmin, categoriesQuery.isSuccess, gameType, selection.categories.length, roomPremium]);

  function chooseGame(next: GameType) {
    // Changing the game clears the categories; the new game auto-selects once again.
    autoSelectedFor.current.delete(next);
    suppressed.current.delete(next);
    change({ gameType: next, categories: [], settings: defaultSettings(sliderLimits(next)) });
  }

  function clearCategories() {
    suppressed.current.add(gameType);
    change({ gameType, categories: [], settings });
  }

  // ---------- start ----------
  const [starting, setStarting] = useState(false);
  const startedAt = useRef<number | null>(null);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopStarting = useCallback(() => {
    if (startedAt.current === null) return;
    const wait = Math.max(0, MIN_START_SPINNER_MS - (Date.now() - startedAt.current));
    startedAt.current = null;
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(() => setStarting(false), wait);
  }, []);
  useEffect(() => () => clearTimeout(stopTimer.current), []);
  useEffect(() => {
    if (!starting) return;
    const off = subscribe((message) => {
      if (message.type === "error") stopStarting();
    });
    const safety = setTimeout(stopStarting, START_ANSWER_TIMEOUT_MS);
    return () => {
      off();
      clearTimeout(safety);
    };
  }, [starting, subscribe, stopStarting]);

  // A player's pack stands in for the categories of its game.
  const [pack, setPack] = useState<PackSummary | null>(null);
  // A room opened from a pack's page carries its code (?pack=): the pack card chooses it.
  const presetPack = packCodeParam(useSearchParams()[0].get("pack"));
  const packForGame = pack && pack.gameType === gameType ? pack : null;
  const startInput = {
    playerCount,
    minPlayers,
    gameType,
    gamePremium,
    roomPremium,
    selected: packForGame ? [packForGame.code] : selection.categories,
    categories,
    categoriesFailed: categoriesQuery.isError,
  };
  const warnings = isAdmin && categoriesQuery.isSuccess ? startWarnings(startInput) : [];
  // Until the game's categories and settings have arrived and the automatic choice is made, a tap
  // could only say «ما اخترت فئة» (or send the wrong settings): the button waits, busy, instead.
  const autoChoicePending = !!autoChoice && autoChoice.length > 0;
  // A retry after a failed load is preparing too: its answer brings the automatic choice.
  const categoriesRetrying = categoriesQuery.isError && categoriesQuery.isFetching;
  const preparing = isAdmin && (categoriesQuery.isPending || categoriesRetrying || configurationsQuery.isPending || autoChoicePending);

  async function start() {
    if (starting) return;
    const check = checkStart({ ...startInput, isAdmin, connected });
    if (!check.ok) {
      if (check.notice) toast({ variant: "destructive", ...check.notice });
      if (check.reason === "categories_unavailable") void categoriesQuery.refetch();
      return;
    }
    startedAt.current = Date.now();
    clearTimeout(stopTimer.current);
    setStarting(true);
    // A slider's last value goes first: once the game runs the room refuses lobby settings.
    flush();
    // Not sent: the connection says so («لم تبدأ اللعبة»), and the button is free again.
    if (!(await send("start-game", packForGame ? { gameType, packCode: packForGame.code, settings } : { gameType, categories: selection.categories, settings }))) stopStarting();
  }

  // ---------- profile ----------
  const [profileOpen, setProfileOpen] = useState(false);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const profileMounted = useOpenedOnce(profileOpen);
  const leaveMounted = useOpenedOnce(leaveOpen);
  const header = useRef<HTMLElement>(null);
  useToastClearance(header);
  const me = state.players[state.you];
  const admin = state.players[state.adminId];

  return (
    <div className="min-h-dvh pb-44 lg:pb-28">
      <header ref={header} className="sticky top-0 z-40 border-b border-white/5 bg-night-900/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
          <button
            type="button"
            onClick={() => setLeaveOpen(true)}
            disabled={leaving}
            aria-busy={leaving || undefined}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-2.5 font-medium text-white/80 hover:bg-white/10 hover:text-white disabled:opacity-70"
          >
            {leaving ? <Spinner className="size-5" label={null} /> : <ArrowRight aria-hidden="true" className="size-5" />}
            <span>خروج</span>
          </button>
          <div className="min-w-0 flex-1 text-center">
            <h1 className="truncate text-base font-bold text-white sm:text-lg">{state.name || "اللوبي"}</h1>
            <p className="text-xs text-white/55">
              غرفة{" "}
              <span dir="ltr" className="font-mono font-bold tracking-wider text-white/80">
                {state.code}
              </span>
            </p>
          </div>
          {me ? (
            <button
              type="button"
              onClick={() => setProfileOpen(true)}
              className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-1.5 hover:bg-white/10"
              aria-label={`ملفك: ${me.nickname}، تعديل الملف`}
            >
              <span className="hidden max-w-32 truncate text-sm font-bold text-white sm:block">{me.nickname}</span>
              <LayeredAvatar {...playerAvatar(me)} size="sm" className="ring-2 ring-brand-400/70" />
            </button>
          ) : (
            <span className="w-11" />
          )}
        </div>
        {!connected ? (
          <p role="status" className="flex items-center justify-center gap-2 bg-gold-500/15 px-4 py-1.5 text-sm text-gold-300">
            <WifiOff aria-hidden="true" className="size-4" />
            {status === "reconnecting" ? "انقطع الاتصال، جاري إعادة الاتصال..." : "جاري الاتصال..."}
          </p>
        ) : null}
      </header>

      <main id="main" className="mx-auto grid max-w-6xl gap-4 px-3 pt-4 sm:px-6 sm:pt-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-6">
        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1">
          <ShareCard code={state.code} playerCount={playerCount} maxPlayers={maxPlayers} />
          <PlayersGrid
            state={state}
            maxPlayers={maxPlayers}
            onEditProfile={() => setProfileOpen(true)}
            onKick={(targetPlayerId) => void send("game-action", { action: "kick_player", targetPlayerId })}
          />
          {isAdmin ? (
            <Suspense fallback={null}>
              {onWatchers ? <WatchersCard watchers={watchers} onOpen={onWatchers} /> : null}
              <RoomLockCard state={state} onLock={(on) => void send("set-join-approval", { on })} onClear={() => void send("clear-offline-seats", {})} />
              <StreamCard
                state={state}
                origin={window.location.origin}
                on={{
                  hideCode: (hidden) => void send("set-hide-code", { hidden }),
                  showCode: () => void send("show-code-on-screen", {}),
                  maxPlayers: (max) => void send("set-max-players", { max }),
                  delay: (seconds) => void send("set-stream-delay", { seconds }),
                  moderation: (on) => void send("set-moderation", { on }),
                  audienceTeam: (on) => void send("set-audience-team", { on }),
                  rotate: () => void send("rotate-moderator-passcode", {}),
                }}
              />
            </Suspense>
          ) : null}
        </div>

        <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">
          {!isAdmin ? (
            <p className="flex items-center gap-2 rounded-2xl bg-white/[0.04] px-4 py-3 text-sm text-white/70 ring-1 ring-white/10">
              <Info aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
              {textsFor(ROOM_TEXT_TABLE, state.addressForm).readOnlyNote}
            </p>
          ) : null}
          <GamePicker selected={gameType} editable={isAdmin} roomPremium={roomPremium} onSelect={chooseGame} />
          {isAdmin ? (
            <Suspense fallback={null}>
              {!roomPremium ? <UpgradeBanner /> : null}
              <PackPicker gameType={gameType} chosen={packForGame} onChoose={setPack} preset={presetPack} />
            </Suspense>
          ) : null}
          {packForGame ? null : (
            <CategoryPicker
              gameType={gameType}
              categories={categories}
              isLoading={categoriesQuery.isPending}
              isError={categoriesQuery.isError}
              onRetry={() => void categoriesQuery.refetch()}
              selected={selection.categories}
              editable={isAdmin}
              roomPremium={roomPremium}
              onChange={(next) => change({ gameType, categories: next, settings })}
              onClearAll={clearCategories}
            />
          )}
          <SettingsCard
            limits={limits}
            values={settings}
            editable={isAdmin && roomPremium}
            roomPremium={roomPremium}
            isAdmin={isAdmin}
            timeScale={state.timeScale ?? 1}
            onChange={(key, value) => change({ gameType, categories: selection.categories, settings: { ...settings, [key]: value } }, { slider: true })}
          />
          <FamilyFilterCard enabled={state.familyFilter !== false} editable={isAdmin} onChange={(enabled) => void send("set-family-filter", { enabled })} />
          <AddressFormCard form={state.addressForm ?? "everyone"} editable={isAdmin} onChange={(form) => void send("set-address-form", { form })} />
          <TimeScaleCard scale={state.timeScale ?? 1} editable={isAdmin} onChange={(scale) => void send("set-time-scale", { scale })} />
          <TeamCard
            state={state}
            editable={isAdmin}
            onCount={(count) => void send("set-teams", { count })}
            onMove={(targetPlayerId, teamId) => void send("move-to-team", { targetPlayerId, teamId })}
          />
          <PacingCard hostPaced={!!state.hostPaced} editable={isAdmin} onChange={(hostPaced) => void send("set-pacing", { hostPaced })} />
          <PrayerBreaksCard setting={state.prayerBreaks} editable={isAdmin} onChange={(choice) => void send("set-prayer-breaks", { ...choice })} />
          <RamadanNightCard on={!!state.ramadanNight} editable={isAdmin} onChange={(on) => void send("set-ramadan-night", { on })} />
        </div>
      </main>

      <StartBar
        isAdmin={isAdmin}
        warnings={warnings}
        starting={starting}
        preparing={preparing}
        adminName={admin && !isAdmin ? admin.nickname : null}
        onStart={() => void start()}
      />

      {me && profileMounted ? (
        <Suspense fallback={null}>
          <EditProfileDialog
            open={profileOpen}
            onOpenChange={setProfileOpen}
            playerId={playerId}
            code={state.code}
            nickname={me.nickname}
            avatar={playerAvatar(me)}
            maxNickname={maxNickname}
            send={send}
            subscribe={subscribe}
          />
        </Suspense>
      ) : null}
      {leaveMounted ? (
        <Suspense fallback={null}>
          <LeaveRoomConfirm open={leaveOpen} onOpenChange={setLeaveOpen} onLeave={onLeave} />
        </Suspense>
      ) : null}
    </div>
  );
}
