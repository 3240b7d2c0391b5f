// The room's door for this page: the name and avatar it enters with (saved per room), the join
// in flight, a refusal the entry card shows under the name, and a name held for the host's
// answer because it belonged to someone the host kicked.
import { useCallback, useState } from "react";
import type { AvatarCatalog } from "../../lib/avatar-assets";
import { storeNickname } from "../../lib/identity";
import type { AvatarLayers } from "../../ui/layered-avatar";
import { forgetRoomNickname, randomAvatar, readRoomAvatar, readRoomNickname, saveRoomAvatar, saveRoomNickname } from "../players/profile";

export function useRoomDoor({
  code,
  playerId,
  isAnonymous,
  entered,
  avatarCatalog,
}: {
  code: string;
  playerId: string;
  isAnonymous: boolean;
  /** A name was sent on the join card the worker drew, and saved for the room: the card shows it entering. */
  entered: boolean;
  avatarCatalog: AvatarCatalog;
}) {
  const [nickname, setNickname] = useState<string | null>(() => readRoomNickname(playerId, code));
  const [avatar, setAvatar] = useState<AvatarLayers>(() => readRoomAvatar(playerId, code) ?? randomAvatar(avatarCatalog));
  const [entering, setEntering] = useState(entered);
  const [entryError, setEntryError] = useState<string | null>(null);
  /** Held at the door for the host's answer: the name asked for, or null. */
  const [held, setHeld] = useState<string | null>(null);

  /** The room's state arrived: the join is over, whatever it waited for. */
  const seated = useCallback(() => {
    setEntering(false);
    setHeld(null);
  }, []);

  /** The entry card's «دخول الغرفة»: the name and avatar are saved for the room, and the join goes. */
  function enter(name: string, chosen: AvatarLayers) {
    saveRoomNickname(playerId, code, name);
    saveRoomAvatar(playerId, code, chosen);
    if (isAnonymous) storeNickname(name);
    setEntryError(null);
    setAvatar(chosen);
    setEntering(true);
    setNickname(name);
  }

  /** The room holds the name for the host's answer. */
  function holdAt(name: string) {
    setEntering(false);
    setHeld(name);
  }

  /**
   * Refused at the door: the entry card says why under the name, and the saved name is forgotten
   * so no later visit sends it again; the person may change it and try once more.
   */
  function refuse(text: string) {
    forgetRoomNickname(playerId, code);
    setEntering(false);
    setHeld(null);
    setNickname(null);
    setEntryError(text);
  }

  /** «تغيير الاسم» while held: back to the entry card, the held name forgotten. */
  function changeName() {
    forgetRoomNickname(playerId, code);
    setHeld(null);
    setNickname(null);
  }

  return { nickname, avatar, entering, entryError, held, enter, seated, holdAt, refuse, changeName };
}
