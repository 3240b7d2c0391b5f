import { action } from "./types";

/** Back to the lobby, by the admin's «end game» or «back to lobby»; each seat hears the lobby as they see it. */
export const endGame = (reason: "back_to_lobby" | "end_game") =>
  action<unknown>({
    adminOnly: true,
    handle: (room) => ({ room: { ...room, game: null }, state: { ended: reason } }),
  });
