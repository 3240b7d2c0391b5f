// A room change as the list of effects `apply` runs, one at a time, in the order below. An
// action describes what happened as a RoomChange (change.ts: the room it becomes, what to tell
// whom); this turns that description into typed steps, so the order every change is applied in
// is written once, here, and the loop in room.ts is a switch with one case per kind.
import type { RoomNotice, ServerMessage, WatchRole } from "../../schema/protocol";
import type { ServerEvent } from "../engine/types";
import type { AudienceVote, RoomChange, RoomEvent, StateBroadcast } from "./change";
import type { NightEffect } from "./group-night";
import { requestsChanged } from "./join-requests";
import type { LiveError, RoomRecord } from "./room-record";
import { queueChanged } from "./moderation";

export type RoomEffect =
  /** Stores the room as the next version and moves the alarm to its new due time. */
  | { kind: "write"; room: RoomRecord }
  /** Delta events, stamped with the written version, logged for delta sync and sent to every seat. */
  | { kind: "events"; events: RoomEvent[] }
  /** Each seat hears its own whole view of the room. */
  | { kind: "state"; state: StateBroadcast }
  /** The game's own events, for everyone or for one player. */
  | { kind: "game-events"; events: ServerEvent[] }
  /** A person's sockets, here and on the audience shards, hear a last message and close. */
  | { kind: "dismiss"; playerId: string; message: ServerMessage; closeCode: number }
  /** A word to every player socket of someone, seated or not. */
  | { kind: "tell"; playerId: string; message: ServerMessage }
  /** The screens and the audience hear the written room's public view. */
  | { kind: "watchers-hear"; change: RoomChange }
  /** An announcement for every socket in the room. */
  | { kind: "notice"; notice: RoomNotice }
  /** An audience vote kept beside the record and counted in the next tally frame. */
  | { kind: "vote"; audienceId: string; vote: AudienceVote }
  /** A message for the acting socket only. */
  | { kind: "reply"; message: ServerMessage }
  /** The acting socket now watches in this role and hears `watch-joined`. */
  | { kind: "watching"; role: WatchRole }
  /** A refusal after a write (a wrong passcode counted): the acting socket hears it, and one at its door is closed. */
  | { kind: "refused"; error: LiveError }
  /** The acting socket is now a moderator and hears `moderator-joined` with the texts waiting. */
  | { kind: "moderating" }
  /** The moderators hear the texts waiting again (moderation.ts). */
  | { kind: "moderation-queue" }
  /** The host hears who watches again (folded with other changes to it). */
  | { kind: "watcher-list" }
  /** The acting socket is now seated and hears `room-joined`. */
  | { kind: "seated" }
  /** A player let in by the host: each of their open sockets is seated and hears `room-joined`. */
  | { kind: "admitted"; playerId: string }
  /** The host hears the waiting join requests again. */
  | { kind: "join-requests" }
  /** The room ended: the room index marks it, and every socket hears this and closes. */
  | { kind: "expired"; message: string }
  /** Content put in front of players, remembered for signed-in ones. */
  | { kind: "shown"; shown: NonNullable<RoomChange["shown"]> }
  /** A line for the platform's activity log. */
  | { kind: "activity"; line: string }
  /** «مجلسنا»: a group's game ended, recorded as its night or a ghost's game. */
  | { kind: "night"; night: NightEffect };

/**
 * The order, and why:
 * 1. write first: nothing a player hears may be lost by a restart, so the room is stored (and
 *    its alarm moved) before any frame goes out, and every frame carries the stored version;
 * 2. then what the seats hear, in the order they must read it: the delta events (a written
 *    change only: an unwritten one has no version to stamp), the whole-state view that follows
 *    them, the game's own events that refer to that state, then the sockets dismissed (they hear
 *    the others' news before their last word) and the words to single people;
 * 3. then the watchers: the public view of the written room, then the notices that follow it,
 *    the vote kept (after the view, whose new round drops the old round's votes), the acting
 *    socket's own reply and its `watch-joined`, and the host's watcher list;
 * 4. then the seats that change state here: the acting socket seated, the host's admitted
 *    players, and the host's join requests (after the seating, so the host's sockets seated by
 *    this very change hear them, after their room-joined);
 * 5. an expiry closes every socket, so it comes after everything they should still hear;
 * 6. last, the D1 writes (seen content, activity, nights): slow, and never needed by a socket.
 */
export function effectsOf(before: RoomRecord | null, change: RoomChange): RoomEffect[] {
  const written = change.room;
  const effects: RoomEffect[] = [];
  if (written) effects.push({ kind: "write", room: written });
  if (written && change.events?.length) effects.push({ kind: "events", events: change.events });
  if (change.state) effects.push({ kind: "state", state: change.state });
  if (change.gameEvents?.length) effects.push({ kind: "game-events", events: change.gameEvents });
  for (const d of change.dismiss ?? []) effects.push({ kind: "dismiss", ...d });
  for (const t of change.tell ?? []) effects.push({ kind: "tell", ...t });
  if (written) effects.push({ kind: "watchers-hear", change });
  for (const notice of change.notices ?? []) effects.push({ kind: "notice", notice });
  if (change.vote) effects.push({ kind: "vote", ...change.vote });
  if (change.reply) effects.push({ kind: "reply", message: change.reply });
  if (change.watching) effects.push({ kind: "watching", role: change.watching });
  if (change.refused) effects.push({ kind: "refused", error: change.refused });
  if (change.moderating) effects.push({ kind: "moderating" });
  // After the watchers' view: a moderator judges the texts the players just sent.
  if (written && queueChanged(before, written)) effects.push({ kind: "moderation-queue" });
  // A new host must learn who watches, as a watcher coming or going tells the old one.
  if (change.watchersChanged || (written && before && before.adminId !== written.adminId)) effects.push({ kind: "watcher-list" });
  if (change.seated) effects.push({ kind: "seated" });
  for (const playerId of change.admitted ?? []) effects.push({ kind: "admitted", playerId });
  if (written && requestsChanged(before, written)) effects.push({ kind: "join-requests" });
  if (change.expired) effects.push({ kind: "expired", message: change.expired });
  if (change.shown) effects.push({ kind: "shown", shown: change.shown });
  if (change.activity) effects.push({ kind: "activity", line: change.activity });
  if (change.night) effects.push({ kind: "night", night: change.night });
  return effects;
}
