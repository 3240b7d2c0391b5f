import type { CompiledFilter } from "../../../schema/family-filter";
import { refuse } from "../change";
import { anyBad, FAMILY_FILTER_TEXT, loadFilter } from "../family-filter";
import { isLiveError, renameSeat } from "../room-record";
import { action } from "./types";

/** Why a moderated room keeps names as they were let in. */
export const NAME_CHANGE_MODERATED = "تغيير الاسم غير متاح أثناء مراجعة النصوص في هذه الغرفة";

export const changeNickname = action<{ nickname: string }, CompiledFilter | null>({
  adminOnly: false,
  load: (room, _me, _data, db, now) => loadFilter(room, db, now),
  handle(room, me, data, { loaded }) {
    if (anyBad([data.nickname], loaded)) return refuse("invalid_nickname", FAMILY_FILTER_TEXT.nickname);
    // A moderated room shows only names a moderator let in; a new one would skip that.
    if (room.moderation) return refuse("invalid_action", NAME_CHANGE_MODERATED);
    const next = renameSeat(room, me.playerId, data.nickname);
    if (isLiveError(next)) return next;
    return { room: next, events: [{ type: "nickname-changed", data: { playerId: me.playerId, nickname: next.seats[me.playerId].nickname } }] };
  },
});
