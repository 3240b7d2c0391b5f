// The games the room actor can run. The engine imports no game: each game registers itself
// here through the list in games/registry.ts, which the room imports to run one.
import type { GameView } from "../../schema/protocol";
import type { GameType } from "../../schema/limits";
import type { GameModule, RegisteredGame } from "./types";

const registered = new Map<string, GameModule>();

/** Games swapped in by a test (see `replaceGameForTests`); empty in the running app. */
const testOverrides = new Map<string, GameModule>();

/** Adds a game under its type; called once per game by games/registry.ts (and by its `addGame` for a game outside the shipped list). */
export function registerGame(gameType: string, game: GameModule): void {
  registered.set(gameType, game);
}

export function findGame(gameType: string): GameModule | undefined {
  return testOverrides.get(gameType) ?? registered.get(gameType);
}

/**
 * Views already built, per game state: the game that built them and one per viewpoint. A game
 * never changes its state in place (a step that changes it returns a new one), so a view of a
 * state stays true while the room holds it. One change asks for the host's view to read the
 * phase, to pick the broadcast and to send it, and the next change asks for it again as its
 * "before": each is built once, and dropped with the state. Callers never change a view.
 */
const built = new WeakMap<object, { game: GameModule; views: Map<string, GameView> }>();

/**
 * The view of the running game for one player, as the page receives it: the game's
 * playerView with its `gameType`, typed as the union the page narrows on.
 */
export function gameViewFor(gameType: GameType, state: unknown, playerId: string): GameView {
  const game = findGame(gameType);
  if (!game) throw new Error(`no game registered for ${gameType}`);
  const build = () => ({ ...game.definition.playerView(state, playerId), gameType }) as GameView;
  if (typeof state !== "object" || state === null) return build();
  let mine = built.get(state);
  if (!mine || mine.game !== game) built.set(state, (mine = { game, views: new Map() }));
  let view = mine.views.get(playerId);
  if (!view) mine.views.set(playerId, (view = build()));
  return view;
}

/**
 * Tests only: runs `game` under `gameType` until the returned function restores the
 * real one (the actor's tests play a small counting game in place of bluff trivia). What
 * the test game leaves out (start checks, category shape, audience options) stays the
 * replaced game's, so the room treats it as it treats that type.
 */
export function replaceGameForTests(
  gameType: GameType,
  game: RegisteredGame & Partial<GameModule>,
): () => void {
  const real = registered.get(gameType);
  if (!real) throw new Error(`no game registered for ${gameType}`);
  testOverrides.set(gameType, { ...real, ...game });
  return () => testOverrides.delete(gameType);
}
