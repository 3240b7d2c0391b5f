// What changed that everyone in the room should see, as the Arabic line every
// screen shows. Worded for anyone (docs/arabic-style.md): the verb agrees with «اتصال» or
// is passive, never with the player, whose gender the room does not know.
import { countText, SECONDS } from "../../schema/arabic-count";
import type { RoomNotice } from "../../schema/protocol";

export function timeAdded(ms: number): RoomNotice {
  const seconds = Math.round(ms / 1000);
  return { kind: "time-added", seconds, message: `أُضيفت ${countText(seconds, SECONDS)} إلى وقت المرحلة` };
}

/** The host skipped: the game's own words for what follows (GameModule.skipNotice), or a new question's. */
export function questionSkipped(message = "تم تخطي السؤال، والجولة تبدأ بسؤال جديد"): RoomNotice {
  return { kind: "question-skipped", message };
}

/** A seat dropped out of a running game: its connection went, or its player pressed «خروج». */
export function playerAway(playerId: string, nickname: string, left: boolean): RoomNotice {
  return left
    ? { kind: "player-left", playerId, nickname, message: `${nickname} خارج اللعبة الآن، واللعب مستمر` }
    : { kind: "player-offline", playerId, nickname, message: `انقطع اتصال ${nickname}، واللعب مستمر` };
}
