// The room screen (spec 001 §2): /room/{code}, /join/{code} and /join-room/{code}.
// It reads the room, works out who is playing, and hands over to the live session
// (entry card, restoring, lobby, game). The screen stays awake while it is open.
import { ROOM_CLIENT } from "../../../schema/limits";
import { useQuery } from "@tanstack/react-query";
import { DoorClosed, House, RotateCw, SearchX, TimerOff } from "lucide-react";
import { memo, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useParams } from "react-router";
import type { RoomLookup } from "../../../schema/api";
import { EntryCard } from "../features/room/entry-card";
import { JoinCardContext } from "../features/room/join-card-data";
import { readRoomNickname, saveRoomProfile } from "../features/players/profile";
import { seatedPlayers } from "../features/room/room-players";
import { RoomSession } from "../features/room/room-session";
import { AudienceLink, HomeButton, SpinnerView, StateView } from "../features/room/room-views";
import { usePlayerIdentity } from "../features/room/use-player-identity";
import { useWakeLock, wasJustRefreshed } from "../features/room/use-wake-lock";
import { ApiError, apiJson } from "../lib/api";
import { useCharacterLimits } from "../lib/catalog";
import { storeNickname } from "../lib/identity";
import { usePageMeta } from "../lib/page-meta";
import type { AvatarLayers } from "../ui/layered-avatar";
import { Button, LinkButton } from "../ui/button";
import { PageShell, SiteHeader } from "../ui/page-shell";
import { LOADING_TEXT } from "../ui/spinner";
import { hydratedInNextTask } from "../runtime/hydrate-later";

/** Spec 001 §7: the room is read again every 10 s in the lobby and every 30 s once the game is on. */
const LOBBY_REFETCH_MS = ROOM_CLIENT.lobbyRefetchMs;
const GAME_REFETCH_MS = ROOM_CLIENT.gameRefetchMs;

/**
 * The drawn join card, drawn again only when what it shows changes: the room is read again and
 * who is playing is worked out while it stands, and each of those answers re-renders the route.
 */
const JoinCard = memo(EntryCard);

/** The site's header, hydrated a task apart from the drawn join card below it. */
const Header = hydratedInNextTask(SiteHeader);

function Frame({ children }: { children: ReactNode }) {
  return (
    <PageShell width="narrow" footer={false} header={<Header />}>
      {children}
    </PageShell>
  );
}

function isGone(error: unknown): "ended" | "expired" | "not-found" | null {
  if (!(error instanceof ApiError)) return null;
  // A room its host closed, or one already marked over (410 room_ended).
  if (error.code === "room_ended") return "ended";
  if (error.status === 410 || error.code === "room_expired") return "expired";
  if (error.status === 404) return "not-found";
  return null;
}

/**
 * False while the server's HTML is being hydrated (and on the server), true once the first
 * render's effects have run: the render that follows is a task of its own (runtime/render-pacing.ts),
 * not one more render in the task that hydrated the card (a layout effect's update would be).
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function Room() {
  const params = useParams();
  const code = (params.code ?? "").trim().toUpperCase();
  usePageMeta({ title: code ? `غرفة ${code}` : "الغرفة" });
  useWakeLock(!!code);
  const justRefreshed = useMemo(() => wasJustRefreshed(), []);
  const [inGame, setInGame] = useState(false);
  const onInGameChange = useCallback((value: boolean) => setInGame(value), []);

  const room = useQuery({
    queryKey: ["/api/rooms", code],
    queryFn: ({ signal }) => apiJson<RoomLookup>("GET", `/api/rooms/${encodeURIComponent(code)}`, undefined, signal),
    enabled: !!code,
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (isGone(query.state.error) ? false : inGame ? GAME_REFETCH_MS : LOBBY_REFETCH_MS),
  });
  const identity = usePlayerIdentity();
  const limits = useCharacterLimits();

  // ---------- a room link whose join card the worker drew ----------
  // That card stays, the same element under the player's fingers, until a name is sent on it:
  // while the app starts, while who is playing is worked out, and while the name is chosen.
  // Then the name is saved for the room and the live session takes over, already entering.
  const drawnCard = use(JoinCardContext);
  const drawn = drawnCard && drawnCard.code === code ? drawnCard : null;
  const hydrated = useHydrated();
  const [entry, setEntry] = useState<{ nickname: string; avatar: AvatarLayers } | null>(null);
  const [handedOver, setHandedOver] = useState(!drawn);
  const readyId = identity.status === "ready" ? identity.playerId : null;
  const anonymous = identity.status === "ready" && identity.isAnonymous;
  const onEnter = useCallback((nickname: string, avatar: AvatarLayers) => setEntry({ nickname, avatar }), []);
  const roomPlayers = room.data?.players;
  const players = useMemo(() => seatedPlayers(roomPlayers ?? []), [roomPlayers]);
  useEffect(() => {
    if (handedOver || !readyId) return;
    if (entry) {
      saveRoomProfile(readyId, code, entry.nickname, entry.avatar);
      if (anonymous) storeNickname(entry.nickname);
      setHandedOver(true);
    } else if (readRoomNickname(readyId, code)) {
      // Back in a room this device already joined: the session restores it.
      setHandedOver(true);
    }
  }, [handedOver, readyId, anonymous, entry, code]);

  if (drawn && !handedOver && room.data?.id && identity.status !== "error") {
    const suggested = identity.status === "ready" ? Array.from(identity.suggestedNickname.trim()).slice(0, limits.playerName.max).join("") : "";
    return (
      <Frame>
        <JoinCard
          code={code}
          roomName={room.data.name}
          gameType={room.data.gameType}
          players={players}
          initialNickname=""
          autoFocus={false}
          fillNickname={hydrated ? drawn.typed || suggested : ""}
          initialAvatar={drawn.avatar}
          rules={limits.playerName}
          serverError={null}
          submitting={entry !== null}
          onSubmit={onEnter}
        />
        {!room.data.stateJson.inLobby ? <AudienceLink code={code} /> : null}
      </Frame>
    );
  }

  if (room.data?.id && identity.status === "ready") {
    return (
      <RoomSession
        key={`${identity.playerId}:${code}`}
        code={code}
        lookup={room.data}
        playerId={identity.playerId}
        isAnonymous={identity.isAnonymous}
        suggestedNickname={identity.suggestedNickname}
        justRefreshed={justRefreshed}
        entered={drawn !== null && entry !== null}
        closedByServer={room.isError && isGone(room.error) !== null}
        onInGameChange={onInGameChange}
      />
    );
  }

  if (room.isPending || (room.data?.id && identity.status === "loading")) {
    return (
      <Frame>
        <SpinnerView text={LOADING_TEXT} />
      </Frame>
    );
  }

  if (room.data?.id && identity.status === "error") {
    return (
      <Frame>
        <StateView icon={<RotateCw aria-hidden="true" className="size-10" />} title="ما قدرنا نجهز دخولك">
          <p className="mt-2 text-white/70">حدث خلل في الاتصال. يُرجى التأكد من الإنترنت والمحاولة مرة أخرى.</p>
          <Button size="lg" className="mt-8" onClick={identity.retry}>
            إعادة المحاولة
          </Button>
        </StateView>
      </Frame>
    );
  }

  const gone = room.isError ? isGone(room.error) : "not-found";
  const serverMessage = room.error instanceof ApiError ? room.error.serverMessage : undefined;
  if (gone === "ended") {
    return (
      <Frame>
        <StateView icon={<DoorClosed aria-hidden="true" className="size-10" />} title="انتهت هذه الغرفة">
          <p className="mt-2 text-white/70">لم تعد هذه الغرفة متاحة للعب. يمكنك إنشاء غرفة جديدة ودعوة أصحابك إليها.</p>
          <HomeButton />
        </StateView>
      </Frame>
    );
  }
  if (gone === "expired") {
    return (
      <Frame>
        <StateView icon={<TimerOff aria-hidden="true" className="size-10" />} title="انتهت صلاحية الغرفة">
          <p className="mt-2 text-white/70">تم إغلاق الغرفة بسبب انتهاء الوقت المحدد. يمكنك إنشاء غرفة جديدة ودعوة أصحابك من جديد.</p>
          <HomeButton />
        </StateView>
      </Frame>
    );
  }
  if (gone === "not-found") {
    return (
      <Frame>
        <StateView icon={<SearchX aria-hidden="true" className="size-10" />} title="الغرفة غير موجودة">
          {serverMessage && serverMessage !== "الغرفة غير موجودة" ? <p className="mt-2 text-white/70">{serverMessage}</p> : null}
          <p className="mt-2 text-white/70">
            ما لقينا غرفة بالكود{" "}
            <span className="font-mono font-bold text-white" dir="ltr">
              {code}
            </span>
          </p>
          <p className="mt-1 text-sm text-white/50">يُرجى التأكد من الكود مع صاحب الغرفة.</p>
          <HomeButton />
        </StateView>
      </Frame>
    );
  }
  return (
    <Frame>
      <StateView icon={<RotateCw aria-hidden="true" className="size-10" />} title="ما قدرنا نفتح الغرفة">
        <p className="mt-2 text-white/70">حدث خلل في الاتصال. يُرجى التأكد من الإنترنت والمحاولة مرة أخرى.</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" onClick={() => void room.refetch()} loading={room.isFetching}>
            إعادة المحاولة
          </Button>
          <LinkButton to="/" size="lg" variant="secondary" icon={<House aria-hidden="true" className="size-5" />}>
            العودة للرئيسية
          </LinkButton>
        </div>
      </StateView>
    </Frame>
  );
}
