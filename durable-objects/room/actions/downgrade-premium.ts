import { action } from "./types";

/**
 * The creator's premium ended while the room is open (a refund): the room is a free room
 * from now on. A premium game already running plays on to its end (the players did nothing wrong,
 * and a round cut short punishes them, not the buyer); what comes after is a free room's: the lobby
 * shows premium games, categories and settings locked, and starting or restarting one is refused.
 */
export const downgradePremium = action<unknown>({
  adminOnly: false,
  handle: (room) => (!room.isPremium || room.expired ? {} : { room: { ...room, isPremium: false }, state: "game-state" }),
});
