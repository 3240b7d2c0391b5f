import { isLiveError, type AvatarChoices } from "../room-record";
import { dropRequest, findRequest, JOIN_REFUSED, REQUEST_GONE } from "../join-requests";
import { seatChange } from "./join";
import { action } from "./types";

/**
 * The host's «قبول» or «رفض» for someone held at the door. «قبول» seats them as a join
 * would (a full room or a name taken since is told to them, and they may pick another); «رفض» tells
 * them no, and they may ask again under another name.
 */
export const answerJoinRequest = action<{ targetPlayerId: string; admit: boolean }, AvatarChoices | undefined>({
  adminOnly: true,
  notAdminMessage: "طلبات الانضمام لمشرف الغرفة فقط",
  load: (_room, _me, _data, db, now) => db.avatarChoices(now),
  handle(room, _me, { targetPlayerId, admit }, { now, loaded }) {
    const request = findRequest(room, targetPlayerId);
    if (!request) return REQUEST_GONE;
    const rest = dropRequest(room, targetPlayerId);
    if (!admit) return { room: rest, tell: [{ playerId: targetPlayerId, message: { type: "error", data: JOIN_REFUSED } }] };
    const { playerId, userId, isAnonymous, deviceId, nickname, avatar } = request;
    const seated = seatChange(rest, { playerId, userId, isAnonymous, deviceId }, { nickname, avatar }, loaded, now);
    if (isLiveError(seated)) return { room: rest, tell: [{ playerId, message: { type: "error", data: { code: seated.code, message: seated.message } } }] };
    return { ...seated, seated: undefined, admitted: [playerId] };
  },
});
