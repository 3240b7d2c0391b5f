// How a room page ends: kicked, room closed (by its host, its time, or the lookup answering that
// it is gone), full at the door, or left with «خروج». Each ending shows its own page, goes home
// after its delay, and carries its words onto the home page in a toast. A leave goes home only
// once the room has answered it: the page's socket keeps it through a reconnect, and one that
// never reached the room says so and stays, rather than leaving the seat behind.
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from "react";
import { useNavigate } from "react-router";
import { textsFor, type AddressForm } from "../../../../schema/address";
import { ROOM_CLIENT } from "../../../../schema/limits";
import { notSentText } from "../../../../schema/not-sent";
import type { ServerMessage } from "../../../../schema/protocol";
import type { RoomFinal, RoomSend } from "../../live/use-room";
import { toast, type ToastInput } from "../../ui/toast";
import { forgetRoomNickname } from "../players/profile";
import { ENDINGS, type EndKind, type Ending } from "./ways-out";

export function useWaysOut({
  code,
  playerId,
  final,
  closedByServer,
  expiresAt,
  serverNow,
  send,
  subscribe,
  addressForm,
}: {
  code: string;
  playerId: string;
  /** The room's last word on the socket (kicked, expired…), once it has said it. */
  final: RoomFinal | null;
  /** The room lookup now answers 404 or 410: the room is gone. */
  closedByServer: boolean;
  /** When the room closes, in the server's clock (NaN: not known). */
  expiresAt: number;
  serverNow: () => number;
  send: RoomSend;
  subscribe: (fn: (message: ServerMessage) => void) => () => void;
  /** The last address form the room said, for the words of a way out after its state is gone. */
  addressForm: MutableRefObject<AddressForm | undefined>;
}) {
  const navigate = useNavigate();
  const [ending, setEnding] = useState<Ending | null>(null);
  /** A leave is on its way to the room. */
  const [leaving, setLeaving] = useState(false);
  const endingRef = useRef(false);
  const leavingRef = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // An ending's toast waits for the page to go: the ending's own page already says it, and a
  // toast over its heading said it twice; it carries the words onto the home page.
  const leavingToast = useRef<ToastInput | null>(null);
  useEffect(
    () => () => {
      clearTimeout(redirectTimer.current);
      if (leavingToast.current) toast(leavingToast.current);
    },
    [],
  );

  const end = useCallback(
    (kind: EndKind, serverMessage?: string) => {
      if (endingRef.current || leavingRef.current) return;
      endingRef.current = true;
      const config = textsFor(ENDINGS, addressForm.current)[kind];
      // A kicked seat's saved name must not knock on the door again by itself on the next visit.
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
    [navigate, playerId, code, addressForm],
  );

  useEffect(() => {
    if (final) end(final.type, final.message);
  }, [final, end]);

  useEffect(() => {
    if (closedByServer) end("room-expired");
  }, [closedByServer, end]);

  // Room expiry, checked every ROOM_CLIENT.expiryCheckMs against the server's clock.
  useEffect(() => {
    if (!Number.isFinite(expiresAt)) return;
    const check = () => {
      if (serverNow() >= expiresAt) end("room-expired");
    };
    check();
    const id = setInterval(check, ROOM_CLIENT.expiryCheckMs);
    return () => clearInterval(id);
  }, [expiresAt, serverNow, end]);

  const leaveFailed = useCallback((message: string) => {
    leavingRef.current = false;
    setLeaving(false);
    toast({ variant: "destructive", title: message });
  }, []);

  useEffect(
    () =>
      subscribe((message) => {
        if (!leavingRef.current) return;
        if (message.type === "left-room") {
          toast(textsFor(ENDINGS, addressForm.current)["left-room"].toast!);
          navigate("/");
        } else if (message.type === "submission-error" && message.data.action === "leave_room") {
          leaveFailed(message.data.message);
        }
      }),
    [subscribe, navigate, addressForm, leaveFailed],
  );

  const leave = useCallback(async () => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    setLeaving(true);
    if (!(await send("game-action", { action: "leave_room" }))) leaveFailed(notSentText("leave_room"));
  }, [send, leaveFailed]);

  return { ending, end, leave, leaving };
}
