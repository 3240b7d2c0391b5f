import { MODERATOR_ROLE } from "../../../schema/protocol";
import { isModerator, MODERATION_OFF, NOT_MODERATOR, tryPasscode } from "../moderation";
import { stepGame } from "../game-step";
import { refuse } from "../change";
import { action } from "./types";

/**
 * A moderator's socket at its door: the passcode the host's phone shows lets it in. A wrong one is
 * counted against the room's attempts (moderation.ts) and the socket is closed, as any watcher
 * refused at its door is; a player's socket may not be a moderator.
 */
export const joinModerator = action<{ passcode: string }>({
  adminOnly: false,
  handle(room, me, { passcode }, { now }) {
    if (me.role !== MODERATOR_ROLE) return refuse("not_moderator", "هذا الباب لمشرفي النصوص فقط");
    if (!room.moderation) return MODERATION_OFF;
    const { moderation, refusal } = tryPasscode(room.moderation, passcode, now);
    if (refusal) return moderation === room.moderation ? refusal : { room: { ...room, moderation }, refused: refusal };
    return { moderating: true };
  },
});

/**
 * «قبول» or «رفض» of one waiting text. The verdict goes into the game, which keeps it and lets the
 * text into the vote only if approved; a verdict on a text no longer waiting changes nothing.
 */
export const moderateText = action<{ key: string; approve: boolean }>({
  adminOnly: false,
  handle(room, me, { key, approve }, { now }) {
    if (!isModerator(me)) return NOT_MODERATOR;
    if (!room.moderation) return MODERATION_OFF;
    if (!room.game) return refuse("invalid_action", "اللعبة ما بدأت");
    return stepGame(room, { kind: "moderate", key, approve }, now) ?? {};
  },
});
