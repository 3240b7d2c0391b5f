// The live part of the room screen (spec 001 §2, §4, §8): the entry card until a
// nickname exists, the restoring spinner until the room's state arrives, then the
// lobby or the game. It also owns the ways out: kicked, room closed, left.
import { AddressFormProvider } from "../games/shared/address";
import { PhoneSounds } from "../games/chrome/phone-sounds";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, DoorOpen, Hourglass, PenLine, RotateCw, TimerOff, UserX, Users } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { RoomLookup } from "../../../../schema/api";
import type { JoinRequestView, ServerMessage, WatchersView } from "../../../../schema/protocol";
import { useAvatarCatalog } from "../../lib/avatar-assets";
import { useCharacterLimits } from "../../lib/catalog";
import { storeNickname } from "../../lib/identity";
import { LIVE_CLIENT, ROOM_CLIENT } from "../../../../schema/limits";
import { isInGame, startSpinnerHoldMs } from "../../live/room-state";
import { useRoom, type RoomIdentity, type RoomSend } from "../../live/use-room";
import { Button } from "../../ui/button";
import { PageShell, SiteHeader } from "../../ui/page-shell";
import type { AvatarLayers } from "../../ui/layered-avatar";
import { toast, type ToastInput } from "../../ui/toast";
import { LOADING_TEXT } from "../../ui/spinner";
import type { GameMenuActions } from "../games/chrome";
import { EntryCard } from "./entry-card";
import { GameScreen, preloadGameScreen } from "./game-screen";
import { JoinRequests } from "./join-requests";
import { WatchersDialog } from "./watchers-dialog";
import {
  forgetRoomNickname,
  randomAvatar,
  readRoomAvatar,
  readRoomNickname,
  rememberCurrentPlayer,
  saveRoomAvatar,
  saveRoomNickname,
} from "./profile";
import { seatedPlayers } from "./room-players";
import { AudienceLink, HomeButton, RESTORING_TEXT, SpinnerView, StateView } from "./room-views";

// The lobby is its own chunk: a link's first screen is the entry card, and the lobby loads once
// a name is entered (or was saved), alongside the connection, not before the card is usable.
const loadLobby = () => import("../lobby/lobby");
const Lobby = lazy(() => loadLobby().then((m) => ({ default: m.Lobby })));

/** Spec 001 §4 and §9: kicked → home after 2 s; room closed or left → home after 1.5 s; expiry checked every 10 s. */
const KICKED_REDIRECT_MS = ROOM_CLIENT.kickedRedirectMs;
const ROOM_CLOSED_REDIRECT_MS = ROOM_CLIENT.roomClosedRedirectMs;
const EXPIRY_CHECK_MS = ROOM_CLIENT.expiryCheckMs;

type EndKind = "kicked" | "room-expired" | "left-room" | "room-full";

interface Ending {
  kind: EndKind;
  title: string;
  description: string;
}

const ENDINGS: Record<EndKind, { title: string; description: string; toast: ToastInput | null; redirectMs: number | null }> = {
  kicked: {
    title: "لا يمكنك الانضمام إلى هذه الغرفة",
    description: "تم إخراجك من هذه الغرفة بقرار من مشرفها، ولا يمكنك الانضمام إليها مرة أخرى.",
    // Said plainly, not as an error (issue 22); the toast carries it onto the home page.
    toast: {
      variant: "notice",
      title: "لا يمكنك الانضمام إلى هذه الغرفة",
      description: "تم إخراجك منها بقرار من مشرفها. يمكنك إنشاء غرفة جديدة أو الانضمام إلى غرفة أخرى.",
    },
    redirectMs: KICKED_REDIRECT_MS,
  },
  "room-expired": {
    title: "انتهت صلاحية الغرفة",
    description: "تم إغلاق الغرفة بسبب انتهاء الوقت المحدد",
    toast: { variant: "notice", title: "انتهت صلاحية الغرفة", description: "تم إغلاق الغرفة بسبب انتهاء الوقت المحدد" },
    redirectMs: ROOM_CLOSED_REDIRECT_MS,
  },
  "left-room": {
    title: "طلعت من الغرفة",
    description: "بنرجعك للصفحة الرئيسية...",
    toast: { title: "غادرت الغرفة", description: "يمكنك العودة إليها بالكود ما دامت مفتوحة." },
    redirectMs: ROOM_CLOSED_REDIRECT_MS,
  },
  "room-full": {
    title: "الغرفة ممتلئة",
    description: "وصلت الغرفة إلى الحد الأقصى من اللاعبين. يمكنك تجربة غرفة أخرى أو الانتظار حتى يخرج أحدهم.",
    toast: null,
    redirectMs: null,
  },
};

const ERROR_TITLES: Record<string, string> = {
  premium_required: "لعبة مميزة",
  premium_category: "فئات مميزة",
  no_category: "ما اخترت فئة",
  too_many_categories: "اخترت أكثر من فئة",
  invalid_nickname: "اسم غير صالح",
  not_admin: "للمشرف فقط",
};
/** Errors the room answers without telling anyone (spec 001 §5: too few players is silent). */
const SILENT_ERRORS = new Set(["not_enough_players"]);
/**
 * The room's refusals at the door that the entry card shows under the name (issue 30): the
 * person reads why, may change the name, and nothing sends the refused join again by itself.
 */
const DOOR_REFUSALS = new Set(["duplicate_nickname", "invalid_nickname", "kicked", "join_refused", "too_many_requests"]);

/**
 * The room has a new host (issue 22), in words that fit anyone: «إدارة الغرفة الآن مع سارة»,
 * and to the new host «إدارة الغرفة الآن معك» (no gendered «مضيف/مضيفة»). `nickname` null: it is you.
 */
export function hostChangeToast(nickname: string | null): ToastInput {
  if (nickname === null) return { title: "إدارة الغرفة الآن معك", description: "يمكنك بدء اللعب والانتقال للجولة التالية وإنهاء اللعبة." };
  return { title: `إدارة الغرفة الآن مع ${nickname}` };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <PageShell width="narrow" footer={false} header={<SiteHeader />}>
      {children}
    </PageShell>
  );
}

export function RoomSession({
  code,
  lookup,
  playerId,
  isAnonymous,
  suggestedNickname,
  justRefreshed,
  entered = false,
  closedByServer,
  onInGameChange,
}: {
  code: string;
  lookup: RoomLookup;
  playerId: string;
  isAnonymous: boolean;
  suggestedNickname: string;
  justRefreshed: boolean;
  /** A name was sent on the join card the worker drew, and saved for the room: the card shows it entering (issue 30). */
  entered?: boolean;
  /** The room lookup now answers 404 or 410: the room is gone. */
  closedByServer: boolean;
  onInGameChange: (inGame: boolean) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const limits = useCharacterLimits();

  const [nickname, setNickname] = useState<string | null>(() => readRoomNickname(playerId, code));
  const avatarCatalog = useAvatarCatalog();
  const [avatar, setAvatar] = useState<AvatarLayers>(() => readRoomAvatar(playerId, code) ?? randomAvatar(avatarCatalog));
  const [entering, setEntering] = useState(entered);
  const [entryError, setEntryError] = useState<string | null>(null);
  /** Held at the door for the host's answer (issue 30): the name asked for, or null. */
  const [held, setHeld] = useState<string | null>(null);
  /** The host's view of people held at the door (issue 30), as the room last told it. */
  const [joinRequests, setJoinRequests] = useState<JoinRequestView[]>([]);
  /** The host's view of the screens and the audience (issue 37), as the room last told it. */
  const [watchers, setWatchers] = useState<WatchersView | null>(null);
  const [watchersOpen, setWatchersOpen] = useState(false);
  const [ending, setEnding] = useState<Ending | null>(null);
  const endingRef = useRef(false);
  const leavingRef = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // An ending's toast waits for the page to go (issue 43): the ending's own page already says it,
  // and a toast over its heading said it twice; it carries the words onto the home page.
  const leavingToast = useRef<ToastInput | null>(null);
  useEffect(
    () => () => {
      clearTimeout(redirectTimer.current);
      if (leavingToast.current) toast(leavingToast.current);
    },
    [],
  );

  useEffect(() => rememberCurrentPlayer(playerId), [playerId]);

  const identity = useMemo<RoomIdentity>(
    () => ({ playerId, nickname, isAnonymous, avatar, justRefreshed }),
    [playerId, nickname, isAnonymous, avatar, justRefreshed],
  );
  const room = useRoom(code, identity);
  const { state, status, send, subscribe, serverNow } = room;
  const inGame = isInGame(state);
  // The start button's spinner shows at least 1.2 s on success too (spec 001 §9, issue 50): the
  // lobby stays, its button spinning, that long after the press; then the game takes over.
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const lobbySend = useCallback<RoomSend>(
    (type, data) => {
      if (type === "start-game") setStartedAt(Date.now());
      return send(type, data);
    },
    [send],
  );
  const holdMs = inGame ? startSpinnerHoldMs(startedAt, Date.now()) : 0;
  useEffect(() => {
    if (holdMs <= 0) return;
    const timer = setTimeout(() => setStartedAt(null), holdMs);
    return () => clearTimeout(timer);
  }, [holdMs]);
  const joined = state !== null;
  const joinedRef = useRef(joined);
  joinedRef.current = joined;
  // Who runs the room, as last seen: a change is announced to everyone (issue 22).
  const adminRef = useRef<string | null>(null);
  useEffect(() => {
    if (!state) return;
    const before = adminRef.current;
    adminRef.current = state.adminId;
    if (before === null || before === state.adminId) return;
    toast(hostChangeToast(state.adminId === state.you ? null : (state.players[state.adminId]?.nickname ?? null)));
  }, [state]);

  useEffect(() => onInGameChange(inGame), [inGame, onInGameChange]);
  useEffect(() => {
    if (nickname) void loadLobby();
  }, [nickname]);
  // Once in the room, the chosen game's screens load ahead of the start.
  const chosenGame = state?.game?.gameType ?? state?.gameType;
  useEffect(() => {
    if (joined) preloadGameScreen(chosenGame);
  }, [joined, chosenGame]);
  useEffect(() => {
    if (!state) return;
    setEntering(false);
    setHeld(null);
  }, [state]);

  // ---------- the ways out ----------
  const end = useCallback(
    (kind: EndKind, serverMessage?: string) => {
      if (endingRef.current || leavingRef.current) return;
      endingRef.current = true;
      const config = ENDINGS[kind];
      // A kicked seat's saved name must not knock on the door again by itself on the next visit (issue 30).
      if (kind === "kicked") forgetRoomNickname(playerId, code);
      // The admin closing the room also arrives as room-expired, with the server's own words.
      const closedByAdmin =
        kind === "room-expired" && !!serverMessage && serverMessage !== config.title && serverMessage !== config.description;
      if (closedByAdmin) {
        setEnding({ kind, title: "تم إغلاق الغرفة", description: serverMessage! });
        leavingToast.current = { variant: "notice", title: "تم إغلاق الغرفة", description: serverMessage };
      } else {
        setEnding({ kind, title: config.title, description: kind === "room-full" && serverMessage ? serverMessage : config.description });
        leavingToast.current = config.toast;
      }
      if (config.redirectMs !== null) redirectTimer.current = setTimeout(() => navigate("/"), config.redirectMs);
    },
    [navigate, playerId, code],
  );

  useEffect(() => {
    if (room.final) end(room.final.type, room.final.message);
  }, [room.final, end]);

  useEffect(() => {
    if (closedByServer) end("room-expired");
  }, [closedByServer, end]);

  // Room expiry, checked every 10 s against the server's clock.
  const expiresAt = state?.expiresAt ?? Date.parse(lookup.expiresAt);
  useEffect(() => {
    if (!Number.isFinite(expiresAt)) return;
    const check = () => {
      if (serverNow() >= expiresAt) end("room-expired");
    };
    check();
    const id = setInterval(check, EXPIRY_CHECK_MS);
    return () => clearInterval(id);
  }, [expiresAt, serverNow, end]);

  const leave = useCallback(async () => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    await send("game-action", { action: "leave_room" });
    toast(ENDINGS["left-room"].toast!);
    navigate("/");
  }, [send, navigate]);

  // ---------- server messages: errors, and the lookup refreshed on player changes ----------
  useEffect(
    () =>
      subscribe((message: ServerMessage) => {
        if (message.type === "player-joined" || message.type === "player-left" || message.type === "player-kicked") {
          void queryClient.invalidateQueries({ queryKey: ["/api/rooms", code] });
          return;
        }
        if (message.type === "join-requests") return setJoinRequests(message.data.requests);
        if (message.type === "watchers") return setWatchers(message.data);
        if (message.type === "join-pending") {
          if (joinedRef.current) return;
          setEntering(false);
          setHeld(message.data.nickname);
          return;
        }
        if (message.type !== "error") return;
        const { code: errorCode, message: text, type } = message.data;
        // A frame that raced a refused join (a sync request) is refused too; the entry card already says why, once.
        if (errorCode === "not_joined" && !joinedRef.current) return;
        const nicknameProblem = errorCode === "duplicate_nickname" || type === "duplicate_nickname" || errorCode === "invalid_nickname";
        if (!joinedRef.current && (nicknameProblem || DOOR_REFUSALS.has(errorCode))) {
          // Refused at the door (issue 30): the entry card says why under the name, and the saved name is
          // forgotten so no later visit sends it again; the person may change it and try once more.
          forgetRoomNickname(playerId, code);
          setEntering(false);
          setHeld(null);
          setNickname(null);
          setEntryError(text || "هذا الاسم مستخدم في الغرفة، يُرجى اختيار اسم آخر");
          return;
        }
        // After joining, a nickname problem is the profile dialog's to show.
        if (nicknameProblem) return;
        if (errorCode === "kicked") return end("kicked", text);
        if (errorCode === "room_expired") return end("room-expired", text);
        if (errorCode === "room_full" && !joinedRef.current) return end("room-full", text);
        if (SILENT_ERRORS.has(errorCode)) return;
        toast({ variant: "destructive", title: ERROR_TITLES[errorCode] ?? "خطأ", description: text });
      }),
    [subscribe, queryClient, code, playerId, end],
  );

  const actions = useMemo<GameMenuActions>(
    () => ({
      kick: (targetPlayerId) => void send("game-action", { action: "kick_player", targetPlayerId }),
      backToLobby: () => void send("game-action", { action: "back_to_lobby" }),
      endRoom: () => void send("game-action", { action: "expire_room" }),
      leave: () => void leave(),
      pause: () => void send("pause-game", {}),
      resume: () => void send("resume-game", {}),
      addTime: () => void send("add-time", {}),
      skipQuestion: () => void send("skip-question", {}),
      watchers: () => setWatchersOpen(true),
    }),
    [send, leave],
  );

  // ---------- restoring: if no state comes within 5 s, say so and offer a way out ----------
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (state || !nickname) return;
    const id = setTimeout(() => setSlow(true), LIVE_CLIENT.backgroundStateWaitMs);
    return () => clearTimeout(id);
  }, [state, nickname]);

  function enter(name: string, chosen: AvatarLayers) {
    saveRoomNickname(playerId, code, name);
    saveRoomAvatar(playerId, code, chosen);
    if (isAnonymous) storeNickname(name);
    setEntryError(null);
    setAvatar(chosen);
    setEntering(true);
    setNickname(name);
  }

  // ---------- what to show ----------
  if (ending) {
    const icon =
      ending.kind === "kicked" ? (
        <UserX aria-hidden="true" className="size-10" />
      ) : ending.kind === "room-expired" ? (
        <TimerOff aria-hidden="true" className="size-10" />
      ) : ending.kind === "room-full" ? (
        <Users aria-hidden="true" className="size-10" />
      ) : (
        <DoorOpen aria-hidden="true" className="size-10" />
      );
    return (
      <Frame>
        <StateView icon={icon} title={ending.title} tone="plain">
          <p className="mt-2 text-white/70">{ending.description}</p>
          {ending.kind === "room-full" ? <AudienceLink code={code} /> : null}
          <HomeButton />
        </StateView>
      </Frame>
    );
  }

  if (held && !state) {
    return (
      <Frame>
        <StateView icon={<Hourglass aria-hidden="true" className="size-10" />} title="بانتظار موافقة المشرف">
          <p className="mt-2 text-white/70" data-testid="join-held">
            طلبت الانضمام باسم «<bdi className="font-bold text-white">{held}</bdi>». هذا الاسم لشخص أُخرج من الغرفة، لذلك يعود قرار دخولك إلى المشرف، ويتم دخولك إلى الغرفة هنا فور موافقته.
          </p>
          <Button
            variant="secondary"
            size="lg"
            className="mt-8 w-full sm:w-auto"
            icon={<PenLine aria-hidden="true" className="size-5" />}
            onClick={() => {
              forgetRoomNickname(playerId, code);
              setHeld(null);
              setNickname(null);
            }}
          >
            تغيير الاسم
          </Button>
          <HomeButton />
        </StateView>
      </Frame>
    );
  }

  if (!nickname || (entering && !state)) {
    return (
      <Frame>
        <EntryCard
          code={code}
          roomName={lookup.name}
          gameType={lookup.gameType}
          players={seatedPlayers(lookup.players)}
          initialNickname={nickname ?? Array.from(suggestedNickname.trim()).slice(0, limits.playerName.max).join("")}
          initialAvatar={avatar}
          rules={limits.playerName}
          serverError={entryError}
          submitting={entering}
          onSubmit={enter}
        />
        {!lookup.stateJson.inLobby ? <AudienceLink code={code} /> : null}
      </Frame>
    );
  }

  if (!state) {
    return (
      <Frame>
        <SpinnerView text={RESTORING_TEXT}>
          {slow ? (
            <div className="flex flex-col items-center gap-3">
              <p className="max-w-xs text-sm text-white/60">
                {status === "connected" ? "الغرفة تاخذ وقت أكثر من العادة..." : "جاري الاتصال بالغرفة، يُرجى التأكد من الإنترنت."}
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="secondary" size="sm" onClick={() => window.location.reload()} icon={<RotateCw aria-hidden="true" className="size-4" />}>
                  إعادة المحاولة
                </Button>
                <Button variant="ghost" size="sm" onClick={() => navigate("/")} icon={<ArrowRight aria-hidden="true" className="size-4" />}>
                  العودة للرئيسية
                </Button>
              </div>
            </div>
          ) : null}
        </SpinnerView>
      </Frame>
    );
  }

  // People held at the door (issue 30) wait for the host's word over the lobby and the game alike.
  const requests = state.isAdmin ? (
    <>
      <JoinRequests requests={joinRequests} onAnswer={(targetPlayerId, admit) => void send("answer-join-request", { targetPlayerId, admit })} />
      <WatchersDialog
        open={watchersOpen}
        onOpenChange={setWatchersOpen}
        watchers={watchers}
        onRemove={(targetPlayerId) => void send("remove-watcher", { targetPlayerId })}
      />
    </>
  ) : null;

  // The room's address form (issue 43) reaches the lobby and the game's chrome alike.
  if (inGame && holdMs <= 0) {
    return (
      <AddressFormProvider form={state.addressForm}>
        <GameScreen state={state} status={status} send={send} serverNow={serverNow} subscribe={subscribe} actions={actions} />
        <PhoneSounds game={state.game ?? null} you={state.you} isHost={state.isAdmin} tvConnected={!!watchers?.screens.length} serverNow={serverNow} />
        {requests}
      </AddressFormProvider>
    );
  }

  return (
    <AddressFormProvider form={state.addressForm}>
      <Suspense
        fallback={
          <Frame>
            <SpinnerView text={LOADING_TEXT} />
          </Frame>
        }
      >
        <Lobby
          state={state}
          status={status}
          send={lobbySend}
          subscribe={subscribe}
          playerId={playerId}
          maxNickname={limits.nickname.max}
          onLeave={() => void leave()}
          watchers={watchers}
          onWatchers={() => setWatchersOpen(true)}
        />
      </Suspense>
      {requests}
    </AddressFormProvider>
  );
}
