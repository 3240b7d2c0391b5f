import type { LiveAvatar } from "../../../schema/protocol";
import { setAvatar, type AvatarChoices } from "../room-record";
import { action } from "./types";

export const updateAvatar = action<{ avatar: LiveAvatar }, AvatarChoices | undefined>({
  adminOnly: false,
  load: (_room, _me, _data, db, now) => db.avatarChoices(now),
  handle(room, me, data, { loaded }) {
    const next = setAvatar(room, me.playerId, data.avatar, loaded);
    return { room: next, events: [{ type: "avatar-updated", data: { playerId: me.playerId, avatar: next.seats[me.playerId].avatar } }] };
  },
});
