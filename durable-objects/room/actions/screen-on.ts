import { action } from "./types";

/**
 * The room's own note of whether a big screen watches: a reveal that starts while one
 * does is followed by the phones, beat by beat. Set when a screen joins (join-watcher), cleared
 * here when the last one's socket closes. Nobody is told: only the next show reads it.
 */
export const screenOn = action<{ on: boolean }>({
  adminOnly: false,
  handle(room, _me, { on }) {
    if (!!room.screenOn === on) return {};
    return { room: { ...room, screenOn: on } };
  },
});
