import { refuse } from "../change";
import { newPasscode } from "../moderation";
import { action } from "./types";

export const MODERATION_LOBBY_ONLY = "يُضبط الإشراف على النصوص قبل بدء اللعبة";

/**
 * Moderation on or off, a lobby setting read when a game starts: with it on, players' texts wait
 * for a moderator's verdict before the vote shows them. Turning it on makes a new passcode (the
 * read step draws it, so the step itself stays pure); turning it off forgets it.
 */
export const setModeration = action<{ on: boolean }, string>({
  adminOnly: true,
  notAdminMessage: "الإشراف على النصوص لمشرف الغرفة فقط",
  load: async () => newPasscode(),
  handle(room, _me, { on }, { loaded }) {
    if (room.game) return refuse("invalid_action", MODERATION_LOBBY_ONLY);
    if (!!room.moderation === on) return {};
    const { moderation: _was, ...off } = room;
    return { room: on ? { ...room, moderation: { passcode: loaded } } : off, state: "game-state" };
  },
});

/** «رمز جديد»: the host's new passcode for the moderators; the old one opens nothing more, and its wrong attempts are forgotten. */
export const rotateModeratorPasscode = action<Record<string, never>, string>({
  adminOnly: true,
  notAdminMessage: "الإشراف على النصوص لمشرف الغرفة فقط",
  load: async () => newPasscode(),
  handle(room, _me, _data, { loaded }) {
    if (!room.moderation) return refuse("invalid_action", "الإشراف على النصوص غير مفعّل");
    return { room: { ...room, moderation: { passcode: loaded } }, state: "game-state" };
  },
});
