import { withoutLeavers } from "../room-record";
import { action } from "./types";

/** Back to the lobby, by the admin's «end game» or «back to lobby»; each seat hears the lobby as they see it. */
export const endGame = (reason: "back_to_lobby" | "end_game") =>
  action<unknown>({
    adminOnly: true,
    // Seats given up by «خروج» mid-game go with the game.
    handle: (room, _me, _data, { now }) => ({ room: { ...withoutLeavers(room, now), game: null }, state: { ended: reason } }),
  });
