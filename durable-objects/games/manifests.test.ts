// Each game's manifest (schema/games) says what the room runs: the same id, the same category
// shape, the same «تخطي السؤال», and timers that are the game's timed settings, in the lobby's order.
import { describe, expect, it } from "vitest";
import { GAME_IDS, GAME_SETTING_LIMITS, GAME_TYPES } from "../../schema/limits";
import { GAME_CONTENT_KINDS, GAME_KEPT_ACTIONS, GAME_MANIFESTS, GAME_SUBMIT_ACTIONS, GHOST_NIGHT_GAMES, GHOST_ROOM_GAME, manifestOf, manifestOfContentKind, manifestOfId, phaseRole } from "../../schema/games";
import { GAMES } from "./registry";

describe("the games' manifests", () => {
  it.each(GAME_TYPES)("%s: its manifest agrees with the room's game", (type) => {
    const manifest = GAME_MANIFESTS[type];
    expect(manifest.type).toBe(type);
    expect(manifest.id).toBe(GAME_IDS[type]);
    expect(manifestOfId(manifest.id)).toBe(manifest);
    expect(manifestOfContentKind(manifest.content.kind)).toBe(manifest);
    expect(manifest.categoryShape).toBe(GAMES[type].categoryShape);
    expect(manifest.skippable).toBe(!!GAMES[type].skippable);
    const timed = Object.keys(GAME_SETTING_LIMITS[type]).filter((key) => key.endsWith("Time"));
    expect(manifest.timers.map((t) => t.key).sort()).toEqual(timed.sort());
    expect(phaseRole(type, manifest.phases.final)).toMatchObject({ final: true, vote: false, acting: false });
    // A game whose nights ghosts play keeps its turns in the room (its nightTurn).
    expect(!!manifest.ghostNights).toBe(!!GAMES[type].nightTurn);
    // The big screen's show plays in one of the round's reveal phases.
    expect(phaseRole(type, manifest.phases.show).reveal).toBe(true);
  });

  it("gives each game its own content kind and answers nothing for an unknown game", () => {
    expect(new Set(GAME_CONTENT_KINDS).size).toBe(GAME_TYPES.length);
    expect(manifestOf("no-such-game")).toBeUndefined();
    expect(phaseRole("no-such-game", "voting")).toEqual({ acted: undefined, acting: false, vote: false, choosing: false, reveal: false, results: false, final: false, audienceVotable: false });
  });

  it("keeps each game's submissions and picks on the phone until the room answers, and debounces only the submissions", () => {
    expect(GAME_SUBMIT_ACTIONS).toEqual(expect.arrayContaining(["SUBMIT_ANSWER", "SUBMIT_TRUTH", "SUBMIT_VOTE", "submit_caption", "vote_meme"]));
    expect(GAME_SUBMIT_ACTIONS).not.toContain("SELECT_SUBCATEGORY");
    expect(GAME_KEPT_ACTIONS).toEqual(expect.arrayContaining([...GAME_SUBMIT_ACTIONS, "SELECT_SUBCATEGORY"]));
    expect(GAME_KEPT_ACTIONS).not.toContain("next_round");
  });

  it("has one game run the ghost rooms, one whose own nights ghosts play", () => {
    expect(GAME_TYPES.filter((type) => GAME_MANIFESTS[type].hostsGhostRooms)).toEqual([GHOST_ROOM_GAME]);
    expect(GHOST_NIGHT_GAMES).toContain(GHOST_ROOM_GAME);
    expect([...GHOST_NIGHT_GAMES].sort()).toEqual(["about-us", "trivia-deception"]);
  });

  it("names the flag that says a player has done a phase's part", () => {
    const acting = GAME_TYPES.flatMap((type) => Object.entries(GAME_MANIFESTS[type].phases.acting).map(([phase, flag]) => [type, phase, flag] as const));
    expect(acting.length).toBeGreaterThan(0);
    for (const [type, phase, flag] of acting) expect(phaseRole(type, phase)).toMatchObject({ acting: true, acted: flag, vote: false });
    for (const type of GAME_TYPES) for (const phase of GAME_MANIFESTS[type].phases.vote) expect(phaseRole(type, phase)).toMatchObject({ vote: true, acted: "hasVoted" });
  });
});
