import type { RoomChange } from "../change";
import { isLiveError, type AvatarChoices } from "../room-record";
import { answerJoinRequest } from "./answer-join-request";
import { action } from "./types";

/**
 * «قبول الكل» / «رفض الكل» for a streamer's crowd at the door: each request answered in turn
 * as the host's single «قبول» or «رفض» would be (a room that fills on the way tells the rest so),
 * in one stored change. A request already gone is passed over, not a refusal of the others.
 */
export const answerJoinRequests = action<{ ids: string[]; admit: boolean }, AvatarChoices | undefined>({
  adminOnly: true,
  notAdminMessage: "طلبات الانضمام لمشرف الغرفة فقط",
  load: (_room, _me, _data, db, now) => db.avatarChoices(now),
  handle(room, me, { ids, admit }, ctx) {
    let current = room;
    const out: RoomChange = {};
    for (const targetPlayerId of new Set(ids)) {
      const one = answerJoinRequest.handle(current, me, { targetPlayerId, admit }, ctx);
      if (isLiveError(one) || !one.room) continue;
      current = one.room;
      if (one.events?.length) out.events = [...(out.events ?? []), ...one.events];
      if (one.tell?.length) out.tell = [...(out.tell ?? []), ...one.tell];
      if (one.admitted?.length) out.admitted = [...(out.admitted ?? []), ...one.admitted];
    }
    return current === room ? {} : { ...out, room: current };
  },
});
