// Hands one engine action to the running game and folds its step into a room change.
import { stepRandom } from "../engine/random";
import { findGame } from "../games/registry";
import type { EngineAction, Step } from "../engine/types";
import type { RoomChange } from "./change";
import { enginePlayers, livePlayers, withPlayed, type RoomRecord } from "./room-record";
import { teamOf } from "./teams";
import { gameView } from "./views";

/** The change a game step makes, or null when there is no game or it changed nothing and said nothing. */
export function stepGame(room: RoomRecord, action: EngineAction, now: number): RoomChange | null {
  const record = room.game;
  const game = record && findGame(record.gameType);
  if (!record || !game) return null;
  const step: Step<unknown> = game.definition.apply(record.state, action, { random: stepRandom(record.seed, record.step), now, adminId: room.adminId, screen: !!room.screenOn });
  const shown = step.shown?.length ? { gameType: record.gameType, shown: step.shown } : undefined;
  if (step.state === record.state) return step.events.length || shown ? { gameEvents: step.events, shown } : null;
  const next: RoomRecord = {
    ...withPlayed(room, record.gameType, step.shown),
    game: { ...record, step: record.step + 1, state: step.state, deadline: step.deadline === undefined ? record.deadline : step.deadline },
  };
  const phaseMoved = gameView(next, room.adminId)?.phaseSeq !== gameView(room, room.adminId)?.phaseSeq;
  return { room: next, state: phaseMoved ? "phase-changed" : "game-state", gameEvents: step.events, shown };
}

/** Who takes part, as the game sees it: seat ids, presence and teams (nicknames and avatars are no roster change). */
const rosterKey = (room: RoomRecord) =>
  Object.values(room.seats)
    .map((s) => `${s.playerId}:${s.isOnline ? 1 : 0}:${s.offlineSince ?? ""}:${s.hasLeft ? 1 : 0}:${teamOf(room, s.playerId) ?? ""}`)
    .sort()
    .join("|");

/**
 * Completes a change: a new admin is announced to everyone, and a running game
 * hears a new roster, in the same write.
 */
export function withRoster(before: RoomRecord, change: RoomChange, now: number): RoomChange {
  const after = change.room;
  if (!after) return change;
  let result = change;
  if (after.adminId !== before.adminId && !change.events?.some((e) => e.type === "participants-sync"))
    result = { ...result, events: [...(result.events ?? []), participantsSync(after)] };
  if (after.game && (after.seats !== before.seats || after.teams !== before.teams) && rosterKey(after) !== rosterKey(before)) result = merge(result, stepGame(after, { kind: "roster", players: enginePlayers(after) }, now));
  return result;
}

export const participantsSync = (room: RoomRecord) =>
  ({ type: "participants-sync", data: { players: livePlayers(room), adminId: room.adminId } }) as const;

/** Two changes as one: the second applies to the room the first made. */
export function merge(first: RoomChange, second: RoomChange | null): RoomChange {
  if (!second || Object.keys(second).length === 0) return first;
  if (Object.keys(first).length === 0) return second;
  return {
    ...first,
    ...second,
    room: second.room ?? first.room,
    events: [...(first.events ?? []), ...(second.events ?? [])],
    state: weight(second.state) > weight(first.state) ? second.state : first.state,
    gameEvents: [...(first.gameEvents ?? []), ...(second.gameEvents ?? [])],
    shown: second.shown && first.shown ? { ...second.shown, shown: [...first.shown.shown, ...second.shown.shown] } : (second.shown ?? first.shown),
    dismiss: [...(first.dismiss ?? []), ...(second.dismiss ?? [])],
    notices: [...(first.notices ?? []), ...(second.notices ?? [])],
  };
}

/** Of two whole-state broadcasts in one write, the one that says more: a game started or ended, then a new phase, then a new state. */
function weight(state: RoomChange["state"]): number {
  if (!state) return 0;
  if (state === "game-state") return 1;
  return state === "phase-changed" ? 2 : 3;
}
