// The host's menu in the lobby and the game: its actions (kick, back to the lobby, end the room,
// pause, more time, skip, the screens), and what the room last told the host about the people
// held at the door and the screens and audience watching.
import { useEffect, useMemo, useState } from "react";
import type { JoinRequestView, ServerMessage, WatchersView } from "../../../../schema/protocol";
import type { RoomSend } from "../../live/use-room";
import type { GameMenuActions } from "../games/chrome";

export function useHostMenu({
  send,
  subscribe,
  leave,
}: {
  send: RoomSend;
  subscribe: (fn: (message: ServerMessage) => void) => () => void;
  leave: () => Promise<void>;
}) {
  /** The host's view of people held at the door, as the room last told it. */
  const [joinRequests, setJoinRequests] = useState<JoinRequestView[]>([]);
  /** The host's view of the screens and the audience, as the room last told it. */
  const [watchers, setWatchers] = useState<WatchersView | null>(null);
  const [watchersOpen, setWatchersOpen] = useState(false);

  useEffect(
    () =>
      subscribe((message) => {
        if (message.type === "join-requests") setJoinRequests(message.data.requests);
        else if (message.type === "watchers") setWatchers(message.data);
      }),
    [subscribe],
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

  return { actions, joinRequests, watchers, watchersOpen, setWatchersOpen };
}
