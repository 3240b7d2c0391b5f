// Every game's content kind, one line a game (worker and admin only; see content-kind.ts).
import type { GameType } from "../limits";
import { ABOUT_US_CONTENT } from "./about-us/content-kind";
import type { ContentKind } from "./content-kind";
import { MEME_CONTENT } from "./meme-game/content-kind";
import { MOST_LIKELY_CONTENT } from "./most-likely/content-kind";
import { TRIVIA_CONTENT } from "./trivia-deception/content-kind";

export type { ContentKind, ContentRow, ContentTable } from "./content-kind";

export const CONTENT_KINDS: { readonly [T in GameType]: ContentKind } = {
  "trivia-deception": TRIVIA_CONTENT,
  "meme-game": MEME_CONTENT,
  "most-likely": MOST_LIKELY_CONTENT,
  "about-us": ABOUT_US_CONTENT,
};

export const CONTENT_KIND_LIST: readonly ContentKind[] = Object.values(CONTENT_KINDS);

/** The content kind at /api/admin/<kind>. */
export const contentKindOf = (kind: string): ContentKind | undefined => CONTENT_KIND_LIST.find((k) => k.manifest.content.kind === kind);

/** The content kind of the game with this games-table id. */
export const contentKindOfGame = (gameId: number): ContentKind | undefined => CONTENT_KIND_LIST.find((k) => k.manifest.id === gameId);
