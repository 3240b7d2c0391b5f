import { dropRequest } from "../join-requests";
import { action } from "./types";

/**
 * The last page of someone held at the door closed: their request leaves the queue,
 * so people who hung up never keep a newcomer waiting behind them. The host's list follows.
 */
export const joinRequestGone = action<{ playerId: string }>({
  adminOnly: false,
  handle(room, _me, { playerId }) {
    const next = dropRequest(room, playerId);
    return next === room ? {} : { room: next };
  },
});
