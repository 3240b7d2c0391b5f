import { action } from "./types";

/**
 * «قفل الغرفة»: while on, every new seat waits for the host's «قبول» through the join
 * requests; a seated person coming back is never held. Turning it off leaves the requests
 * already waiting for the host's answer. Everyone sees the room's new state.
 */
export const setJoinApproval = action<{ on: boolean }>({
  adminOnly: true,
  notAdminMessage: "قفل الغرفة لمشرف الغرفة فقط",
  handle(room, _me, { on }) {
    if (!!room.joinApproval === on) return {};
    const { joinApproval: _was, ...open } = room;
    return { room: on ? { ...room, joinApproval: true } : open, state: "game-state" };
  },
});
