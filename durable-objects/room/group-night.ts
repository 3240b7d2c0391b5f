// «مجلسنا»: a room linked to a group keeps its game's turns as they are revealed (each game's
// `nightTurn`), and when the game ends the room hands the night to D1 once: a linked room's
// whole night (turns, lies, votes, ranking), or a ghost's own game beside the night it replays.
// Pure: `withNight` completes a change; the room's `apply` writes the effect through its port.
import type { GhostRecord, NightRecord } from "../../data/group-nights";
import { ghostTurnIndex } from "../games/trivia-deception/ghost";
import { findGame } from "../games/registry";
import type { RoomChange } from "./change";
import type { NightLog, RoomRecord } from "./room-record";
import { gameView } from "./views";

/** What the room writes when a group's game ends. */
export type NightEffect = { kind: "night"; record: NightRecord } | { kind: "ghost"; record: GhostRecord };

/** The change with the group's night kept up to date, and the effect of a game that just ended; unchanged outside a group's room. */
export function withNight(change: RoomChange, now: number): RoomChange {
  const room = change.room;
  const game = room?.game;
  if (!room?.group || !game) return change;
  let log: NightLog = room.night?.seed === game.seed ? room.night : { seed: game.seed, keys: [], turns: [] };
  const shown = findGame(game.gameType)?.nightTurn?.(game.state);
  if (shown && !log.keys.includes(shown.key)) log = { ...log, keys: [...log.keys, shown.key], turns: [...log.turns, shown.turn] };
  const view = gameView(room, room.adminId);
  let effect: NightEffect | undefined;
  if (view?.gameOver && !log.recorded) {
    log = { ...log, recorded: true };
    effect = nightEffect(room, log, view.scores, now);
  }
  if (log === room.night) return change;
  return { ...change, room: { ...room, night: log }, ...(effect ? { night: effect } : {}) };
}

function nightEffect(room: RoomRecord, log: NightLog, scores: Record<string, number>, now: number): NightEffect {
  const group = room.group!;
  if (group.ghost) {
    // The ghost is the room's creator: only their game is recorded (anyone else in the room only watched it played).
    const ghost = room.creatorId;
    return {
      kind: "ghost",
      record: {
        groupId: group.groupId,
        nightId: group.ghost.nightId,
        memberId: group.ghost.memberId,
        points: scores[ghost] ?? 0,
        playedAt: now,
        turns: log.keys.flatMap((key, i) => {
          const index = ghostTurnIndex(key.slice(key.indexOf(":") + 1));
          const turn = log.turns[i];
          return index === null ? [] : [{ index, lie: turn.lies[ghost] ?? null, vote: turn.votes[ghost] ?? null }];
        }),
      },
    };
  }
  return {
    kind: "night",
    record: {
      groupId: group.groupId,
      roomId: room.roomId,
      gameType: room.game!.gameType,
      playedAt: now,
      players: Object.values(room.seats)
        .filter((s) => s.playerId in scores)
        .map((s) => ({ playerId: s.playerId, userId: s.userId, nickname: s.nickname, points: scores[s.playerId] ?? 0 })),
      turns: log.turns,
    },
  };
}
