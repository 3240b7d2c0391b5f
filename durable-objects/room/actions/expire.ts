import { action } from "./types";

/** The room ends: by its admin, or by the alarm when its time is up. */
export const expire = (message: string, adminOnly: boolean) =>
  action<unknown>({
    adminOnly,
    handle: (room) => ({ room: { ...room, expired: true, game: null }, expired: message }),
  });
