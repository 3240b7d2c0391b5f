import { MODERATOR_ROLE } from "../../../schema/protocol";
import { NAME_KEY_PREFIX } from "../../../schema/limits";
import { isModerator, MODERATION_OFF, NOT_MODERATOR, tryPasscode } from "../moderation";
import type { AvatarChoices } from "../room-record";
import { answerJoinRequest } from "./answer-join-request";
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
 * «قبول» or «رفض» of one waiting text. A new name held at the door is answered as the host's
 * «قبول» / «رفض» would answer it (seated, or told to pick another name). Any other verdict goes into
 * the game, which keeps it and lets the text into the vote only if approved; a verdict on a text no
 * longer waiting changes nothing.
 */
export const moderateText = action<{ key: string; approve: boolean }, AvatarChoices | undefined>({
  adminOnly: false,
  load: (_room, _me, { key }, db, now) => (key.startsWith(NAME_KEY_PREFIX) ? db.avatarChoices(now) : Promise.resolve(undefined)),
  handle(room, me, { key, approve }, context) {
    const { now } = context;
    if (!isModerator(me)) return NOT_MODERATOR;
    if (!room.moderation) return MODERATION_OFF;
    if (key.startsWith(NAME_KEY_PREFIX)) {
      const targetPlayerId = key.slice(NAME_KEY_PREFIX.length);
      // Only a name held for the moderator: a join held by «قفل الغرفة» stays the host's to answer.
      if (room.pendingJoins?.find((p) => p.playerId === targetPlayerId)?.reason !== "name") return {};
      return answerJoinRequest.handle(room, me, { targetPlayerId, admit: approve }, context);
    }
    if (!room.game) return refuse("invalid_action", "اللعبة ما بدأت");
    return stepGame(room, { kind: "moderate", key, approve }, now) ?? {};
  },
});
