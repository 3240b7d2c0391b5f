// What a game declares about itself, once, for every tier that must know it without running it:
// the room (which phase votes, which one a host may skip), the worker (its content table and its
// admin), and the pages (which phase plays which music, what a timer is called). Shared code reads
// these through schema/games/index.ts and never names a game or a phase. Plain data only: the
// players' pages import it, so nothing here may pull in the database schema or the admin's forms.
import type { GameType } from "../limits";
import type { GameActionName } from "../protocol";

/** A status flag of schema/game-views.ts's player status that says a player has done the phase's part. */
export type ActedFlag = "hasAnswered" | "hasSubmitted" | "hasVoted";

/** What the lobby's category ids name: the catalogue's top-level categories, or their subcategories. */
export type CategoryShape = "categories" | "subcategories";

export interface PhaseRoles<P extends string = string> {
  /** Phases in which each player writes or picks something, with the flag that says they did. */
  acting: Readonly<Partial<Record<P, ActedFlag>>>;
  /** Phases in which players vote (each done when `hasVoted`). */
  vote: readonly P[];
  /** A phase in which a category is chosen before the round's question. */
  choosing: readonly P[];
  /** Phases that show what happened: the round's reveal and its results. */
  reveal: readonly P[];
  /** The phase the big screen's staged reveal plays in (one of `reveal`). */
  show: P;
  /** The round's results, where the host moves the game to the next round. */
  results: P;
  /** The game's last phase: the podium. */
  final: P;
  /** Phases in which the audience may vote too (the room then takes AUDIENCE_VOTE frames). */
  audienceVotable: readonly P[];
}

/** The game's actions, as schema/protocol.ts names them, that a phone keeps until the room answers (live/tap-outbox.ts). */
export interface TapActions {
  /** What a player sends once a phase (an answer, a caption, a vote): also debounced, so a double tap sends one. */
  submit: readonly GameActionName[];
  /** Other picks kept until answered, not debounced (the chooser's category). */
  kept: readonly GameActionName[];
}

/** One timed setting of the game, in the lobby's order, and what the lobby calls it. */
export interface TimerLabel {
  key: string;
  label: string;
}

/** The game's content as the admin and the worker know it (the rows' own schemas are in content-kinds.ts). */
export interface ContentKindInfo<K extends string = string> {
  /** The content's path segment and bulk/trash kind («/api/admin/<kind>»). */
  kind: K;
  /** Its D1 table. */
  table: string;
  /** How the trash names one row. */
  trashLabel: string;
  /** How the activity log names many rows («حذف المشرف 3 من …»). */
  listLabel: string;
  /** The fields an admin edits, in its form's order; a field the shared names call otherwise carries its own label. */
  fields: readonly string[];
  ownLabels?: Readonly<Record<string, string>>;
  /** The columns of the admin's table import, in the pasted order (empty: no table import). */
  importColumns: readonly string[];
  /** What a row's categories are: the category itself, or a subcategory under it. */
  scope: "category" | "subcategory";
}

/** One slider of the lobby: its default and its bounds, as schema/limits.ts's GAME_SETTING_LIMITS holds them. */
export interface SettingLimit {
  default: number;
  min: number;
  max: number;
  step: number;
}

export interface GameManifest<T extends string = GameType, P extends string = string, K extends string = string> {
  type: T;
  /** Its row in the games table. */
  id: number;
  phases: PhaseRoles<P>;
  actions: TapActions;
  /**
   * A group's night of this game keeps its turns for its ghosts: a member who missed it plays it
   * later against the others' lies. Only a game whose turns are a question, a truth and lies.
   */
  ghostNights?: boolean;
  /** The game a ghost room runs, whatever the night's game was (one game says so). */
  hostsGhostRooms?: boolean;
  /** Whether the host's «تخطي السؤال» applies to this game. */
  skippable: boolean;
  timers: readonly TimerLabel[];
  categoryShape: CategoryShape;
  /** A game players may write packs for: the pack's kind as its link preview names it («أسئلة وإجابات»). */
  packLabel?: string;
  content: ContentKindInfo<K>;
  /**
   * The lobby's sliders of a game added at run time (schema/games/index.ts's `addManifest`): a
   * shipped game's are schema/limits.ts's GAME_SETTING_LIMITS, one definition each.
   */
  settings?: Readonly<Record<string, SettingLimit>>;
}

/** The manifest, its phases checked against the game's own phase union (schema/game-views.ts). */
export const gameManifest = <T extends GameType, P extends string, K extends string>(manifest: GameManifest<T, P, K>): GameManifest<T, P, K> => manifest;
