// This page's connection to the room: who it is (the player, the name and avatar it enters
// with), the live room, and the last address form the room said (the words of a way out are read
// with it after the room's state is gone).
import { useEffect, useMemo, useRef } from "react";
import type { AddressForm } from "../../../../schema/address";
import { useRoom, type RoomIdentity } from "../../live/use-room";
import type { AvatarLayers } from "../../ui/layered-avatar";
import { rememberCurrentPlayer } from "../players/profile";

export function useRoomConnection({
  code,
  playerId,
  nickname,
  isAnonymous,
  avatar,
  justRefreshed,
}: {
  code: string;
  playerId: string;
  /** Null until the person has a name for the room: the socket connects but does not join. */
  nickname: string | null;
  isAnonymous: boolean;
  avatar: AvatarLayers;
  justRefreshed: boolean;
}) {
  useEffect(() => rememberCurrentPlayer(playerId), [playerId]);

  const identity = useMemo<RoomIdentity>(
    () => ({ playerId, nickname, isAnonymous, avatar, justRefreshed }),
    [playerId, nickname, isAnonymous, avatar, justRefreshed],
  );
  const room = useRoom(code, identity);

  const addressForm = useRef<AddressForm | undefined>(undefined);
  useEffect(() => {
    if (room.state) addressForm.current = room.state.addressForm;
  }, [room.state]);

  return { room, addressForm };
}
