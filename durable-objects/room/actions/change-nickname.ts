import type { CompiledFilter } from "../../../schema/family-filter";
import { refuse } from "../change";
import { anyBad, FAMILY_FILTER_TEXT, loadFilter } from "../family-filter";
import { isLiveError, renameSeat } from "../room-record";
import { action } from "./types";

export const changeNickname = action<{ nickname: string }, CompiledFilter | null>({
  adminOnly: false,
  load: (room, _me, _data, db, now) => loadFilter(room, db, now),
  handle(room, me, data, { loaded }) {
    if (anyBad([data.nickname], loaded)) return refuse("invalid_nickname", FAMILY_FILTER_TEXT.nickname);
    const next = renameSeat(room, me.playerId, data.nickname);
    if (isLiveError(next)) return next;
    return { room: next, events: [{ type: "nickname-changed", data: { playerId: me.playerId, nickname: next.seats[me.playerId].nickname } }] };
  },
});
