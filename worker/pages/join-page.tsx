// A room link's join card drawn on the worker: the app itself (web/src/app.tsx) at the
// link's address, with a QueryClient of its own that already holds what the room screen's first
// render reads, so the card (room name, game, the players already in, the nickname field and the
// join button) is in the HTML before any script runs, and the browser hydrates that very card
// (web/src/routes/room.tsx keeps it until a name is sent). React escapes every text and attribute.
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import type { RoomLookup } from "../../schema/api";
import { CHARACTER_LIMITS } from "../../schema/limits";
import { ServerApp } from "../../web/src/server-app";
import { JOIN_DATA_ID, joinCardJson, JoinCardContext, roomLookupKey, type JoinCardData } from "../../web/src/features/room/join-card-data";
import { AUTH_USER_KEY } from "../../web/src/lib/auth";
import { randomAvatar } from "../../web/src/lib/avatar-assets";

/**
 * The root's content for `path` (a /join/{code} address) and the JSON it was drawn from: the
 * room lookup and game list as the API answered them, the limits, and an avatar picked here.
 * Whoever is signed in, the card is drawn as it first renders in any browser, where who is
 * playing is still being worked out.
 */
export async function renderJoinPage(path: string, code: string, lookup: RoomLookup, games: unknown): Promise<{ html: string; dataId: string; json: string }> {
  const queries: [QueryKey, unknown][] = [[roomLookupKey(code), lookup], [["/api/character-limits"], CHARACTER_LIMITS]];
  if (games !== null) queries.push([["/api/games"], games]);
  const data: JoinCardData = { code, queries, avatar: randomAvatar() };
  // Nothing fetches here: the queries the card reads are given, the rest stay pending as in the browser's first render.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } } });
  for (const [key, value] of queries) client.setQueryData(key, value);
  client.setQueryData(AUTH_USER_KEY, null);
  const { prelude } = await prerender(
    <StrictMode>
      <JoinCardContext value={{ code, lookup, avatar: data.avatar, typed: "" }}>
        <ServerApp location={path} firstPage="join" client={client} />
      </JoinCardContext>
    </StrictMode>,
  );
  return { html: await new Response(prelude).text(), dataId: JOIN_DATA_ID, json: joinCardJson(data) };
}
