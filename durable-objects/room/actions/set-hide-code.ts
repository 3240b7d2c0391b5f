import { STREAM_CONTROLS } from "../../../schema/limits";
import { action } from "./types";

/**
 * A streamed room's code: hidden, the big screen shows neither the code nor its QR code and link,
 * so a viewer of the stream cannot walk in; the host's phone still shows them. Lobby or game.
 */
export const setHideCode = action<{ hidden: boolean }>({
  adminOnly: true,
  notAdminMessage: "إخفاء الرمز لمشرف الغرفة فقط",
  handle(room, _me, { hidden }) {
    if (!!room.hideCode === hidden) return {};
    const { hideCode: _was, codeShownUntil: _shown, ...shown } = room;
    return { room: hidden ? { ...shown, hideCode: true } : shown, state: "game-state" };
  },
});

/**
 * «إظهار على الشاشة»: the hidden code shows on the big screen for STREAM_CONTROLS.showCodeMs, for
 * the friends who are in the room; the screen hides it again by itself when the time is up.
 */
export const showCodeOnScreen = action<Record<string, never>>({
  adminOnly: true,
  notAdminMessage: "إظهار الرمز لمشرف الغرفة فقط",
  handle(room, _me, _data, { now }) {
    // A code not hidden already shows.
    if (!room.hideCode) return {};
    return { room: { ...room, codeShownUntil: now + STREAM_CONTROLS.showCodeMs }, state: "game-state" };
  },
});
