// Which players are guests: no account, a signed guest identity (GUEST_ID_PREFIX…) from the
// cookie. Their id is stable for as long as the cookie lives, so a room can remember what a
// returning guest has seen the way it remembers a signed-in user.
import { GUEST_ID_PREFIX } from "../../schema/limits";
import type { EnginePlayer } from "./types";

export const isGuest = (p: Pick<EnginePlayer, "playerId" | "userId">) => !p.userId && p.playerId.startsWith(GUEST_ID_PREFIX);

/** The guest ids among the players, once each. */
export const guestIds = (players: readonly Pick<EnginePlayer, "playerId" | "userId">[]) => [...new Set(players.filter(isGuest).map((p) => p.playerId))];
