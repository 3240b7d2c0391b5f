// What one player sees of the room: the seats, the lobby and the game's view for them.
import { DEFAULT_ADDRESS_FORM } from "../../schema/address";
import type { GameView, LivePlayer, PrayerBreaksView, RoomView } from "../../schema/protocol";
import { gameViewFor } from "../games/registry";
import { teamScores, teamsView } from "./teams";
import { livePlayers, seatCap, type RoomRecord } from "./room-record";

export function gameView(room: RoomRecord, playerId: string): GameView | null {
  if (!room.game) return null;
  const view = gameViewFor(room.game.gameType, room.game.state, playerId);
  // In teams every game's view carries the teams' points: the sum of their members' (teams.ts).
  const teams = teamsView(room);
  return teams ? { ...view, teamScores: teamScores(teams, view.scores) } : view;
}

/** The lobby's phase times (settings named `…Time`, in seconds) as a game started now would run them: «وقت أطول» applied, rounded as the engine rounds. */
export function effectiveTimes(settings: Record<string, number>, scale: number): Record<string, number> {
  return Object.fromEntries(Object.entries(settings).flatMap(([key, seconds]) => (key.endsWith("Time") ? [[key, Math.round(seconds * scale)]] : [])));
}

/** «استراحة الصلاة» as everyone sees it (prayer-breaks.ts runs it), with the notice while one is due. */
export function prayerBreaksView(room: RoomRecord): PrayerBreaksView | undefined {
  const setting = room.prayerBreaks;
  if (!setting) return undefined;
  const next = room.prayerNext;
  return { ...setting, notice: next?.noticed ? { prayer: next.prayer, at: next.at } : null, fast: room.fast?.fast ?? null };
}

/** The room as `playerId` sees it; `players` may be passed in when one broadcast builds many views. */
export function roomView(room: RoomRecord, playerId: string, seated: Record<string, LivePlayer> = livePlayers(room)): RoomView {
  const game = gameView(room, playerId);
  const status = game?.playerStatus;
  const players = status ? Object.fromEntries(Object.entries(seated).map(([id, p]) => [id, status[id] ? { ...p, ...status[id] } : p])) : seated;
  return {
    code: room.code,
    name: room.name,
    version: room.version,
    isPremium: room.isPremium,
    expiresAt: room.expiresAt,
    adminId: room.adminId,
    isAdmin: room.adminId === playerId,
    you: playerId,
    inLobby: !game,
    currentPhase: game?.currentPhase ?? "lobby",
    gameType: room.lobby.gameType,
    lobby: room.lobby,
    familyFilter: room.familyFilter !== false,
    addressForm: room.addressForm ?? DEFAULT_ADDRESS_FORM,
    timeScale: room.timeScale ?? 1,
    hostPaced: !!room.hostPaced,
    ramadanNight: !!room.ramadanNight,
    prayerBreaks: prayerBreaksView(room),
    effectiveTimes: effectiveTimes(room.lobby.settings, room.timeScale ?? 1),
    joinApproval: !!room.joinApproval,
    ...(room.teams ? { teams: teamsView(room) } : {}),
    hideCode: !!room.hideCode,
    ...(room.hideCode && room.codeShownUntil ? { codeShownUntil: room.codeShownUntil } : {}),
    maxPlayers: seatCap(room),
    streamDelay: room.streamDelay ?? 0,
    audienceTeam: !!room.audienceTeam,
    moderation: !!room.moderation,
    // The passcode is the host's to hand to a moderator: in no other viewpoint.
    ...(room.moderation && room.adminId === playerId ? { moderatorPasscode: room.moderation.passcode } : {}),
    players,
    game,
  };
}
