import { action } from "./types";

/** The creator bought premium while the room is open: premium games and categories unlock for everyone, now. */
export const upgradePremium = action<unknown>({
  adminOnly: false,
  handle: (room) => (room.isPremium || room.expired ? {} : { room: { ...room, isPremium: true }, state: "game-state" }),
});
