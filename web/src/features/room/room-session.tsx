// The live part of the room screen (spec 001 §2, §4, §8): the entry card until a
// nickname exists, the restoring spinner until the room's state arrives, then the
// lobby or the game. Its parts: the connection (use-room-connection), the door
// (use-room-door), the ways out (use-ways-out, ways-out), the host's menu
// (use-host-menu), what the room says outside the game (use-room-notices) and the
// screens before the lobby (session-screens).
import { AddressFormProvider } from "../../lib/address-form";
import { lazy, Suspense, useEffect } from "react";
import type { RoomLookup } from "../../../../schema/api";
import { useAvatarCatalog } from "../../lib/avatar-assets";
import { useCharacterLimits } from "../../lib/catalog";
import { isInGame } from "../../live/room-state";
import { LOADING_TEXT } from "../../ui/spinner";
import { EntryCard } from "./entry-card";
import { loadGameScreen, preloadGameScreen } from "./preload-game";
import { seatedPlayers } from "./room-players";
import { AudienceLink, SpinnerView } from "./room-views";
import { EndingScreen, Frame, HeldScreen, RestoringScreen, useSlowRestore } from "./session-screens";
import { useHostMenu } from "./use-host-menu";
import { useRoomConnection } from "./use-room-connection";
import { useRoomDoor } from "./use-room-door";
import { useRoomNotices } from "./use-room-notices";
import { useStartHold } from "./use-start-hold";
import { useWaysOut } from "./use-ways-out";

// The lobby is its own chunk: a link's first screen is the entry card, and the lobby loads once
// a name is entered (or was saved), alongside the connection, not before the card is usable.
const loadLobby = () => import("../lobby/lobby");
const Lobby = lazy(() => loadLobby().then((m) => ({ default: m.Lobby })));
// The game's parts load once the game is on (preload-game.ts fetches them from the lobby), and the
// host's door and watchers lists for the host alone: a player joining and sitting in the lobby loads none.
const GameScreen = lazy(() => loadGameScreen().then((m) => ({ default: m.GameScreen })));
const PhoneSounds = lazy(() => import("../games/chrome/phone-sounds").then((m) => ({ default: m.PhoneSounds })));
const JoinRequests = lazy(() => import("./join-requests").then((m) => ({ default: m.JoinRequests })));
const WatchersDialog = lazy(() => import("../lobby/watchers-dialog").then((m) => ({ default: m.WatchersDialog })));

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
  /** A name was sent on the join card the worker drew, and saved for the room: the card shows it entering. */
  entered?: boolean;
  /** The room lookup now answers 404 or 410: the room is gone. */
  closedByServer: boolean;
  onInGameChange: (inGame: boolean) => void;
}) {
  const limits = useCharacterLimits();
  const avatarCatalog = useAvatarCatalog();
  const door = useRoomDoor({ code, playerId, isAnonymous, entered, avatarCatalog });
  const { room, addressForm } = useRoomConnection({ code, playerId, nickname: door.nickname, isAnonymous, avatar: door.avatar, justRefreshed });
  const { state, status, send, subscribe, serverNow } = room;
  const { seated } = door;
  useEffect(() => {
    if (state) seated();
  }, [state, seated]);
  const inGame = isInGame(state);
  const { lobbySend, holdMs } = useStartHold(send, inGame);
  const { ending, end, leave, leaving } = useWaysOut({
    code,
    playerId,
    final: room.final,
    closedByServer,
    expiresAt: state?.expiresAt ?? Date.parse(lookup.expiresAt),
    serverNow,
    send,
    subscribe,
    addressForm,
  });
  const host = useHostMenu({ send, subscribe, leave });
  useRoomNotices({ code, state, subscribe, addressForm, end, onHeld: door.holdAt, onRefused: door.refuse, gameShown: inGame && holdMs <= 0 });
  const slow = useSlowRestore(state, door.nickname);

  useEffect(() => onInGameChange(inGame), [inGame, onInGameChange]);
  useEffect(() => {
    if (door.nickname) void loadLobby();
  }, [door.nickname]);
  // Once in the room, the chosen game's screens load ahead of the start.
  const joined = state !== null;
  const chosenGame = state?.game?.gameType ?? state?.gameType;
  useEffect(() => {
    if (joined) preloadGameScreen(chosenGame);
  }, [joined, chosenGame]);

  // ---------- what to show ----------
  if (ending) return <EndingScreen ending={ending} code={code} />;

  if (door.held && !state) return <HeldScreen nickname={door.held} onChangeName={door.changeName} />;

  if (!door.nickname || (door.entering && !state)) {
    return (
      <Frame>
        <EntryCard
          code={code}
          roomName={lookup.name}
          gameType={lookup.gameType}
          players={seatedPlayers(lookup.players)}
          initialNickname={door.nickname ?? Array.from(suggestedNickname.trim()).slice(0, limits.playerName.max).join("")}
          initialAvatar={door.avatar}
          rules={limits.playerName}
          serverError={door.entryError}
          submitting={door.entering}
          onSubmit={door.enter}
        />
        {!lookup.stateJson.inLobby ? <AudienceLink code={code} /> : null}
      </Frame>
    );
  }

  if (!state) return <RestoringScreen slow={slow} status={status} />;

  // People held at the door wait for the host's word over the lobby and the game alike.
  const requests = state.isAdmin ? (
    <Suspense fallback={null}>
      <JoinRequests
        requests={host.joinRequests}
        onAnswer={(targetPlayerId, admit) => void send("answer-join-request", { targetPlayerId, admit })}
        onAnswerAll={(ids, admit) => void send("answer-join-requests", { ids, admit })}
      />
      <WatchersDialog
        open={host.watchersOpen}
        onOpenChange={host.setWatchersOpen}
        watchers={host.watchers}
        onRemove={(targetPlayerId) => void send("remove-watcher", { targetPlayerId })}
      />
    </Suspense>
  ) : null;

  // The room's address form reaches the lobby and the game's chrome alike.
  if (inGame && holdMs <= 0) {
    return (
      <AddressFormProvider form={state.addressForm}>
        <Suspense fallback={<SpinnerView text={LOADING_TEXT} />}>
          <GameScreen state={state} status={status} send={send} serverNow={serverNow} subscribe={subscribe} actions={host.actions} leaving={leaving} />
        </Suspense>
        <Suspense fallback={null}>
          <PhoneSounds game={state.game ?? null} you={state.you} isHost={state.isAdmin} tvConnected={!!host.watchers?.screens.length} serverNow={serverNow} />
        </Suspense>
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
          leaving={leaving}
          watchers={host.watchers}
          onWatchers={() => host.setWatchersOpen(true)}
        />
      </Suspense>
      {requests}
    </AddressFormProvider>
  );
}
