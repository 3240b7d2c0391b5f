// A room link's page drawn by the worker (worker/pages/join-page.tsx): the join card
// is in the HTML before any script runs. The page carries, as non-executable JSON (the CSP
// allows no inline script), what its first render was drawn from: the room lookup and the game
// list exactly as their queries would fetch them, and the avatar the server picked for the
// card, so the browser hydrates the very same card.
import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react";
import type { RoomLookup } from "../../../../schema/api";
import { readAvatarIds, type AvatarLayers } from "../../lib/avatar-assets";
import type { SeededQueries } from "../blog/seeded-data";

/** The id of the `<script type="application/json">` that carries the data. */
export const JOIN_DATA_ID = "join-data";

export interface JoinCardData {
  code: string;
  /** The room lookup and the game list, under their query keys. */
  queries: SeededQueries;
  avatar: AvatarLayers;
}

/** The room lookup's query key (web/src/routes/room.tsx). */
export const roomLookupKey = (code: string) => ["/api/rooms", code] as const;

/** JSON that cannot close its script element or start a comment inside it. */
export function joinCardJson(data: JoinCardData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** What the card was drawn from and what was typed in it before the app took over. */
export interface FirstJoinCard {
  code: string;
  lookup: RoomLookup;
  avatar: AvatarLayers;
  /**
   * The name typed in the server's field before the app ran, if any (its join button stays
   * disabled until then, so nothing can have been sent).
   */
  typed: string;
}

/** The join card the page arrived with: given by the worker when it draws it, and by main.tsx when it hydrates it. */
export const JoinCardContext = createContext<FirstJoinCard | null>(null);

/**
 * Reads the page's data into the client's cache, just before the app hydrates the card, and
 * what was typed in it meanwhile. Null when the data is missing or broken: the app
 * then draws the page itself.
 */
export function takeJoinCard(client: QueryClient, root: HTMLElement, doc: Document = document): FirstJoinCard | null {
  const text = doc.getElementById(JOIN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as JoinCardData;
    const avatar = readAvatarIds(data.avatar);
    const lookup = data.queries.find(([key]) => key[0] === "/api/rooms")?.[1] as RoomLookup | undefined;
    if (!avatar || !lookup || typeof data.code !== "string") return null;
    for (const [key, value] of data.queries) client.setQueryData(key, value);
    const input = root.querySelector<HTMLInputElement>("form input");
    return { code: data.code, lookup, avatar, typed: input?.value.trim() ?? "" };
  } catch {
    return null;
  }
}
