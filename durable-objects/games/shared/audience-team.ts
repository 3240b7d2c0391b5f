// The audience as one team «الجمهور» (a lobby setting): when a voting phase ends, the audience's
// favourite option of that phase («اختيار الجمهور», the summed tally of the room and its shards)
// is handed to the game as one more vote, which the game scores as a player's. The room's tally
// lives in the actor's memory, never in the game's state, so the pick joins the game only here,
// in the change that ends the phase, before it is stored. No audience vote: no pick, no points.
import { AUDIENCE_TEAM_ID } from "../../../schema/audience-team";
import type { RoomChange } from "../../room/change";
import type { RoomRecord } from "../../room/room-record";
import { gameView } from "../../room/views";
import { voteOptionsOf, WATCHER_VIEWPOINT } from "../../room/watchers";
import { findGame } from "../registry";

export { AUDIENCE_TEAM_ID };

/**
 * The change with the audience's vote scored in, when it ends one of the game's audience voting
 * phases in a room whose audience plays as a team; otherwise the change as it was. `choice` is
 * read only then (the tally of the phase that ends, as `before` scopes it).
 */
export function withAudienceTeam(before: RoomRecord, change: RoomChange, choice: () => string | null): RoomChange {
  const was = before.game;
  const next = change.room?.game;
  if (!before.audienceTeam || !was || !next || next.gameType !== was.gameType || next.state === was.state) return change;
  const game = findGame(was.gameType);
  if (!game?.audienceTeamVote) return change;
  const view = gameView(before, WATCHER_VIEWPOINT);
  const options = voteOptionsOf(view);
  if (!options || gameView(change.room!, WATCHER_VIEWPOINT)?.phaseSeq === view?.phaseSeq) return change;
  const pick = choice();
  if (!pick || !options.includes(pick)) return change;
  const state = game.audienceTeamVote(was.state, next.state, pick);
  return state === next.state ? change : { ...change, room: { ...change.room!, game: { ...next, state } } };
}
