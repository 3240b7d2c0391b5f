// What the room says that the page answers outside the lobby and the game: a new host's toast,
// the lookup refreshed when players come and go, a name held at the door, error frames
// (said at the door, ending the page, silent, or a toast), and, outside a game, what the
// connection says could not leave (a setting, a start, a new look: the game screens say their own).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type MutableRefObject } from "react";
import { textsFor, type AddressForm } from "../../../../schema/address";
import { NOT_SENT_CODE } from "../../../../schema/not-sent";
import type { RoomView, ServerMessage } from "../../../../schema/protocol";
import { toast } from "../../ui/toast";
import { ERROR_TITLES, errorOutcome, hostChangeToast, type EndKind } from "./ways-out";

export function useRoomNotices({
  code,
  state,
  subscribe,
  addressForm,
  end,
  onHeld,
  onRefused,
  gameShown,
}: {
  code: string;
  state: RoomView | null;
  subscribe: (fn: (message: ServerMessage) => void) => () => void;
  /** The last address form the room said. */
  addressForm: MutableRefObject<AddressForm | undefined>;
  end: (kind: EndKind, serverMessage?: string) => void;
  /** The room holds this page's name for the host's answer. */
  onHeld: (nickname: string) => void;
  /** The room refused this page at the door, in these words. */
  onRefused: (text: string) => void;
  /** A game's screens are up: they toast every `submission-error` themselves. */
  gameShown: boolean;
}) {
  const queryClient = useQueryClient();
  const joinedRef = useRef(state !== null);
  joinedRef.current = state !== null;
  // The door's answers change with every render; the subscription reads the latest.
  const door = useRef({ onHeld, onRefused });
  door.current = { onHeld, onRefused };
  const gameShownRef = useRef(gameShown);
  gameShownRef.current = gameShown;

  // Who runs the room, as last seen: a change is announced to everyone.
  const adminRef = useRef<string | null>(null);
  useEffect(() => {
    if (!state) return;
    const before = adminRef.current;
    adminRef.current = state.adminId;
    if (before === null || before === state.adminId) return;
    toast(hostChangeToast(state.adminId === state.you ? null : (state.players[state.adminId]?.nickname ?? null)));
  }, [state]);

  useEffect(
    () =>
      subscribe((message: ServerMessage) => {
        if (message.type === "player-joined" || message.type === "player-left" || message.type === "player-kicked") {
          void queryClient.invalidateQueries({ queryKey: ["/api/rooms", code] });
          return;
        }
        if (message.type === "join-pending") {
          if (!joinedRef.current) door.current.onHeld(message.data.nickname);
          return;
        }
        // A leave that never left is said by use-ways-out.ts.
        if (message.type === "submission-error") {
          if (message.data.code === NOT_SENT_CODE && message.data.action !== "leave_room" && !gameShownRef.current)
            toast({ variant: "destructive", title: "خطأ", description: message.data.message });
          return;
        }
        if (message.type !== "error") return;
        const outcome = errorOutcome(message.data, joinedRef.current);
        if (outcome.kind === "door") door.current.onRefused(outcome.text);
        else if (outcome.kind === "end") end(outcome.end, message.data.message);
        else if (outcome.kind === "toast") {
          const title = textsFor(ERROR_TITLES, addressForm.current)[message.data.code] ?? "خطأ";
          toast({ variant: "destructive", title, description: message.data.message });
        }
      }),
    [subscribe, queryClient, code, end, addressForm],
  );
}
