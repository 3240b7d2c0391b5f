// Every game's manifest, one line a game: the one list shared code reads a game from. A game's
// phases, timers, categories and content are found here by its type, its games-table id or its
// content kind, so nothing outside a game's own folders names it or its phases.
import { GAME_SETTING_LIMITS, type GameType } from "../limits";
import { ABOUT_US_MANIFEST } from "./about-us";
import type { GameManifest, PhaseRoles, SettingLimit } from "./manifest";
import { MEME_MANIFEST } from "./meme-game";
import { MOST_LIKELY_MANIFEST } from "./most-likely";
import { TRIVIA_MANIFEST } from "./trivia-deception";

export type { ActedFlag, CategoryShape, ContentKindInfo, GameManifest, PhaseRoles, SettingLimit, TapActions, TimerLabel } from "./manifest";

/** A constant map over the union: a game without a manifest is a type error. */
export const GAME_MANIFESTS = {
  "trivia-deception": TRIVIA_MANIFEST,
  "meme-game": MEME_MANIFEST,
  "most-likely": MOST_LIKELY_MANIFEST,
  "about-us": ABOUT_US_MANIFEST,
} as const satisfies { readonly [T in GameType]: GameManifest<T> };

/** The games' content kinds, as the admin's paths and the trash name them. */
export type GameContentKind = (typeof GAME_MANIFESTS)[GameType]["content"]["kind"];

export const MANIFESTS: readonly GameManifest[] = Object.values(GAME_MANIFESTS);

/**
 * Games added at run time, beside the shipped list: a test's fixture game registers here (through
 * durable-objects/games/registry.ts's `addGame`) and is found by its type like a shipped one. The
 * constant map above stays the list every tier ships and checks against GameType.
 */
const added = new Map<string, GameManifest<string>>();

export function addManifest(manifest: GameManifest<string>): void {
  added.set(manifest.type, manifest);
}

export const manifestOf = (gameType: string): GameManifest | undefined =>
  (GAME_MANIFESTS as Partial<Record<string, GameManifest>>)[gameType] ?? (added.get(gameType) as GameManifest | undefined);

/** A game's lobby sliders: a shipped game's from schema/limits.ts, an added game's from its manifest; none for an unknown game. */
export function settingLimitsOf(gameType: string): Readonly<Record<string, SettingLimit>> {
  return (GAME_SETTING_LIMITS as Partial<Record<string, Record<string, SettingLimit>>>)[gameType] ?? manifestOf(gameType)?.settings ?? {};
}

/** The room settings a game starts with: each slider's default. */
export function defaultSettingsOf(gameType: string): Record<string, number> {
  return Object.fromEntries(Object.entries(settingLimitsOf(gameType)).map(([key, limit]) => [key, limit.default]));
}

export const manifestOfId = (gameId: number): GameManifest | undefined => MANIFESTS.find((m) => m.id === gameId);

/** The game whose content the admin reaches at /api/admin/<kind>. */
export const manifestOfContentKind = (kind: string): GameManifest | undefined => MANIFESTS.find((m) => m.content.kind === kind);

/** The content kinds of the games, in the games' order («questions», «meme-images», …). */
export const GAME_CONTENT_KINDS = MANIFESTS.map((m) => m.content.kind) as GameContentKind[];

/** The games whose group nights a ghost can play later (their turns are a question, a truth and lies). */
export const GHOST_NIGHT_GAMES: readonly GameType[] = MANIFESTS.filter((m) => m.ghostNights).map((m) => m.type);

/** The one game a ghost room runs, whatever the night's game was. */
export const GHOST_ROOM_GAME: GameType = (() => {
  const hosts = MANIFESTS.filter((m) => m.hostsGhostRooms);
  if (hosts.length !== 1) throw new Error("exactly one game's manifest must host the ghost rooms");
  return hosts[0].type;
})();

/** Every game's once-a-phase submissions (answers, captions, votes), for the live layer's debounce. */
export const GAME_SUBMIT_ACTIONS: readonly string[] = [...new Set(MANIFESTS.flatMap((m) => m.actions.submit))];

/** Every game action a phone keeps until the room answers it: the submissions and the games' other kept picks. */
export const GAME_KEPT_ACTIONS: readonly string[] = [...new Set(MANIFESTS.flatMap((m) => [...m.actions.submit, ...m.actions.kept]))];

/** What a phase of a game is for, read off its manifest; every answer is false for an unknown game or phase. */
export function phaseRole(gameType: string, phase: string | undefined) {
  const roles: PhaseRoles | undefined = manifestOf(gameType)?.phases;
  const has = (list: readonly string[] | undefined) => !!phase && !!list?.includes(phase);
  return {
    /** The flag that says a player did this phase's part, when players act or vote in it. */
    acted: phase && roles ? (roles.acting[phase] ?? (roles.vote.includes(phase) ? "hasVoted" : undefined)) : undefined,
    acting: !!phase && !!roles && phase in roles.acting,
    vote: has(roles?.vote),
    choosing: has(roles?.choosing),
    reveal: has(roles?.reveal),
    results: !!phase && roles?.results === phase,
    final: !!phase && roles?.final === phase,
    audienceVotable: has(roles?.audienceVotable),
  };
}
