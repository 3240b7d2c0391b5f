import { describe, expect, it } from "vitest";
import { drawnLobbyOf, drawnLobbyStands, type DrawnLobby } from "./drawn-lobby";
import { screenFrameJson } from "./screen-frame";

const noura = { playerId: "p1", nickname: "نورة", avatarColor: 2, avatarFace: 7, avatarCustom: 15 };
const sara = { playerId: "p2", nickname: "سارة", avatarColor: 3, avatarFace: 1, avatarCustom: 0 };
const drawn: DrawnLobby = { code: "ABC234", addressForm: "everyone", players: [noura] };

/** The room's public view as a screen hears it in its lobby (the fields beside the lobby's as the room sends them). */
const lobbyState = (extra: Record<string, unknown> = {}) => ({
  code: "ABC234",
  version: 2,
  inLobby: true,
  currentPhase: "lobby",
  gameType: "trivia-deception",
  lobby: { gameType: "trivia-deception", categories: [], settings: { rounds: 5 } },
  addressForm: "everyone",
  timeScale: 1,
  hideCode: false,
  streamDelay: 0,
  players: { p1: { ...noura, isOnline: true, isAdmin: true, joinedAt: 1 } },
  game: null,
  ...extra,
});
const joined = (state: unknown, audience: unknown = { count: 0 }) => JSON.stringify({ type: "watch-joined", data: { role: "screen", state, audience } });
const stateFrame = (state: unknown) => JSON.stringify({ type: "watch-state", data: { state } });

describe("the big screen's drawn lobby", () => {
  it("is read from the page's frame data, and is absent when the data is missing or broken", () => {
    expect(drawnLobbyOf(screenFrameJson({ ...drawn, origin: "https://majlis.test" }))).toEqual(drawn);
    expect(drawnLobbyOf(null)).toBeNull();
    expect(drawnLobbyOf("{")).toBeNull();
    expect(drawnLobbyOf(JSON.stringify({ code: "ABC234", addressForm: "everyone" }))).toBeNull();
  });

  it("stands while the room shows what was drawn: the join's state, settings the lobby does not show, an empty audience, the socket's housekeeping", () => {
    expect(drawnLobbyStands(drawn, joined(lobbyState()))).toBe(true);
    expect(drawnLobbyStands(drawn, stateFrame(lobbyState({ version: 3, lobby: { gameType: "trivia-deception", categories: ["x"], settings: { rounds: 3 } } })))).toBe(true);
    expect(drawnLobbyStands(drawn, JSON.stringify({ type: "audience-tally", data: { count: 0, counts: {} } }))).toBe(true);
    expect(drawnLobbyStands(drawn, JSON.stringify({ type: "pong", data: {} }))).toBe(true);
    expect(drawnLobbyStands(drawn, JSON.stringify({ type: "clock-sync-response", data: { clientTime: 1, serverTime: 2 } }))).toBe(true);
  });

  it("falls when a seat comes, goes or changes what the lobby draws of it", () => {
    expect(drawnLobbyStands(drawn, stateFrame(lobbyState({ players: { p1: noura, p2: sara } })))).toBe(false);
    expect(drawnLobbyStands(drawn, stateFrame(lobbyState({ players: {} })))).toBe(false);
    expect(drawnLobbyStands(drawn, stateFrame(lobbyState({ players: { p1: { ...noura, nickname: "نوره" } } })))).toBe(false);
    expect(drawnLobbyStands(drawn, stateFrame(lobbyState({ players: { p1: { ...noura, avatarFace: 3 } } })))).toBe(false);
    expect(drawnLobbyStands({ ...drawn, players: [noura, sara] }, stateFrame(lobbyState({ players: { p2: sara, p1: noura } })))).toBe(false);
  });

  it("falls when the room shows more than the drawn lobby: a game, teams, a hidden code, a stream delay, longer times, prayer breaks, another address form, an audience", () => {
    for (const change of [
      { inLobby: false, game: { gameType: "trivia-deception" } },
      { teams: [{ id: 1, playerIds: ["p1"] }] },
      { hideCode: true },
      { streamDelay: 30 },
      { timeScale: 2 },
      { prayerBreaks: { enabled: true, cityId: "riyadh", minutes: 10, notice: null } },
      { addressForm: "women" },
      { code: "OTHER1" },
    ])
      expect(drawnLobbyStands(drawn, stateFrame(lobbyState(change))), JSON.stringify(change)).toBe(false);
    expect(drawnLobbyStands(drawn, joined(lobbyState(), { count: 2 }))).toBe(false);
    expect(drawnLobbyStands(drawn, JSON.stringify({ type: "audience-tally", data: { count: 1 } }))).toBe(false);
  });

  it("falls on any frame it does not know, a state it cannot read and what is not a frame: the app then starts early, never late", () => {
    expect(drawnLobbyStands(drawn, JSON.stringify({ type: "room-notice", data: { notice: { kind: "player-left" } } }))).toBe(false);
    expect(drawnLobbyStands(drawn, JSON.stringify({ type: "error", data: { code: "room_not_found" } }))).toBe(false);
    expect(drawnLobbyStands(drawn, JSON.stringify({ type: "watch-state", data: {} }))).toBe(false);
    expect(drawnLobbyStands(drawn, "not json")).toBe(false);
  });
});
