import type { PackBodyInput, PackGameType } from "../../../../../schema/api/packs";

/** One row of the pack editor: a trivia row uses its answer and lies, a most-likely row its text alone. */
export interface PackRow {
  text: string;
  answer: string;
  lies: string[];
}

/**
 * How players write a pack of one game, from the game's own folder (pack.ts): its
 * name on the pack's card and in the editor, what a row holds, and the body a row list becomes.
 */
export interface GamePack<T extends PackGameType = PackGameType> {
  gameType: T;
  /** On a pack's card and in the editor's choice of kind. */
  name: string;
  /** On a pack's own page, where the game's name helps. */
  fullName: string;
  /** The label of a row's text. */
  textLabel: string;
  /** A row also carries its correct answer and optional lies. */
  withAnswers: boolean;
  body: (values: { title: string; items: PackRow[] }, draft: boolean) => Extract<PackBodyInput, { gameType: T }>;
}
