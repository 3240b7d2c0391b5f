// The game engine contract (DESIGN §7). A game is pure data and functions:
// no I/O, no clock, no Math.random. The room actor feeds it actions, timer
// expiries and roster changes, and fans out what it returns.

import type { PrayerName } from "../../schema/prayer-cities";
import type { AddressForm } from "../../schema/address";
import type { GameViewFields } from "../../schema/game-views";
import type { CategoryShape } from "../../data/catalog";
import type { ContentSeason } from "../../schema/limits";
import type { NightTurn } from "../../schema/api/groups";

export interface EnginePlayer {
  playerId: string;
  nickname: string;
  isOnline: boolean;
  /** When an offline player went offline (epoch ms); absent or null while online. */
  offlineSince?: number | null;
  /** Pressed «خروج» mid-game: keeps the seat and score, and is not waited for. */
  hasLeft?: boolean;
  /** Seat order: players are listed in the order they joined. */
  joinedAt: number;
  /** Set for signed-in players, so games can remember what each user has seen. */
  userId: string | null;
  /** The room plays in teams: this player's team; absent without teams. */
  teamId?: string;
}

export interface SetupCtx<C = unknown> {
  players: EnginePlayer[];
  settings: Record<string, number>;
  categories: string[];
  /** What the game's content loader fetched for this game. */
  content: C;
  random: () => number;
  now: number;
  /** «وقت أطول»: every phase timer of this game is multiplied by it (1 when absent). */
  timeScale?: number;
  /** «جلسة بنات»: how this game speaks, to everyone (when absent) or to women. */
  addressForm?: AddressForm;
  /** The room keeps the host's pacing: no round moves on by itself. */
  hostPaced?: boolean;
  /** The stream's delay in seconds: the audience's voting phases last that much longer (0 when absent). */
  streamDelay?: number;
  /** The room's moderation is on: players' texts enter the vote only once a moderator approved them. */
  moderated?: boolean;
}

export interface StepCtx {
  random: () => number;
  now: number;
  adminId: string;
  /** A big screen watches the room now: a show started now is followed by the phones. */
  screen?: boolean;
}

/**
 * A prayer break: the room pauses the game by itself at a prayer time. Kept in the
 * pause itself, so every pause banner names the prayer, and a restart keeps it.
 */
export interface PrayerPause {
  prayer: PrayerName;
  /** The prayer time (epoch ms); a break is never stretched past `at` plus PRAYER_BREAKS.maxBreakMs. */
  at: number;
  /** When the game resumes by itself (epoch ms), unless the host resumes earlier or extends. */
  endsAt: number;
}

export type EngineAction =
  | { kind: "player"; playerId: string; action: string; data: Record<string, unknown> }
  /** A phase deadline fired; `phaseSeq` names the phase it was set for. */
  | { kind: "timer"; phaseSeq: number }
  /** Someone joined, left, or went on- or offline. */
  | { kind: "roster"; players: EnginePlayer[] }
  /** The host's hands on the clock: freeze it, run it again, or give the phase more time. */
  | { kind: "clock"; op: "pause"; prayer?: PrayerPause }
  | { kind: "clock"; op: "resume" }
  | { kind: "clock"; op: "extend"; ms: number }
  /** A moderator's verdict on a player's text, named by the game's key for it (PendingText.key). */
  | { kind: "moderate"; key: string; approve: boolean };

/** A player's text waiting for the moderator's verdict before the vote may show it. */
export interface PendingText {
  /** The game's name for this text, unique in the game: its verdict is kept under it. */
  key: string;
  authorId: string;
  text: string;
}

/** A message for one player or for everyone, sent after the step's state is stored. */
export type ServerEvent = { to: "all" | string; type: string; data: Record<string, unknown> };

export interface Step<S> {
  state: S;
  events: ServerEvent[];
  /** The current phase's deadline; absent when the phase waits for a person (e.g. the admin). */
  deadline?: { phaseSeq: number; at: number } | null;
  /** Content put in front of players this step, so the room never repeats it and remembers who saw it. */
  shown?: ShownContent[];
}

export interface ShownContent {
  contentId: string;
  /** Signed-in players who saw it. */
  userIds: string[];
  /** Guests who saw it (their signed guest ids); absent when none did. Remembered like users, so a returning group of guests gets fresh content too. */
  guestIds?: string[];
}

export interface GameDefinition<S, C = unknown> {
  gameType: string;
  setup(ctx: SetupCtx<C>): Step<S>;
  apply(state: S, action: EngineAction, ctx: StepCtx): Step<S>;
  /** What one player may see; the actor adds the shared chrome fields. */
  playerView(state: S, playerId: string): GameViewCore;
}

/** Fields every game view carries; the actor adds `gameType`. */
export type GameViewCore = GameViewFields;

/** Fetches a game's content; the only I/O a game has, kept apart from its rules. */
export interface ContentSource {
  /** Runs a read-only SQL query against the content database. */
  query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]>;
}

export interface ContentSelection {
  categories: string[];
  settings: Record<string, number>;
  players: EnginePlayer[];
  /** Content ids this room already played in this game, oldest first. */
  played: string[];
  /** «سهرة رمضانية»: the categories of this season are dealt first, before the rest of the selection. */
  firstSeason?: ContentSeason;
}

/** A game's rules and content loader: what a test game swapped in for a real one provides (see GameModule). */
export interface RegisteredGame<S = any, C = any> {
  definition: GameDefinition<S, C>;
  /** The game's content for this selection, or null when there is not enough to play. */
  loadContent(source: ContentSource, selection: ContentSelection): Promise<C | null>;
}

/** A refusal of the room's, in the live error shape (code from schema/protocol's LIVE_ERROR_CODES). */
/** The pack being played, as a game's pack content builder reads it. */
export interface PackSource {
  code: string;
  title: string;
  /** Content ids this room already played in this game. */
  played: ReadonlySet<string>;
}

export interface StartRefusal {
  code: "no_category" | "too_many_categories";
  message: string;
}

/**
 * One game as the room runs it (DESIGN §7): everything the room needs to know about a game
 * lives here, so the room never switches on a game's type. Games register into the engine
 * (engine/registry.ts); the list of them is games/registry.ts.
 */
export interface GameModule<S = any, C = any, V = any> extends RegisteredGame<S, C> {
  /** The ids the audience may vote for in this view of a voting phase (the public view). */
  voteOptions(view: V): string[];
  /**
   * For a game that votes more than once a round («عنّا»: once per subject): the options whose
   * audience votes the tally counts in this view, null when it counts the whole round's. Absent:
   * the round's votes, as one vote a round.
   */
  tallyOptions?(view: V): string[] | null;
  /**
   * What the lobby's category ids name: the catalogue's top-level categories, or their
   * subcategories (bluff trivia picks subcategories).
   */
  categoryShape: CategoryShape;
  /** The game's own start checks on the chosen categories, after the room's (players online). */
  startCheck(categories: string[]): StartRefusal | null;
  /** Whether the host's «تخطي السؤال» applies to this game. */
  skippable?: boolean;
  /** What everyone is told when the host skips, when it is not that the round starts again with a new question. */
  skipNotice?: string;
  /**
   * A game players may write packs for: the pack's kind as its link preview names it,
   * and the content its items become (items as `schema/api/packs.ts` checked them).
   */
  pack?: { label: string; content(items: any[], source: PackSource): C };
  /**
   * A lie-and-vote game a group's night keeps turn by turn (for its ghosts): the turn the state
   * shows at its reveal, named by a key unique in the game; null outside a reveal.
   */
  nightTurn?(state: S): { key: string; turn: NightTurn } | null;
  /** A game whose players' texts a moderator judges: the texts now waiting for a verdict (none outside their phase). */
  pendingTexts?(state: S): PendingText[];
  /**
   * The audience as one team (games/shared/audience-team.ts): `after` with the audience's pick of the
   * voting phase that `before` was in scored as one more voter's, AUDIENCE_TEAM_ID; `after` when it scores nothing.
   */
  audienceTeamVote?(before: S, after: S, optionId: string): S;
}
