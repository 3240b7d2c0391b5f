// /premium drawn on the worker for a visitor: the app itself (web/src/app.tsx) at
// /premium, with a QueryClient of its own that already holds the active tiers as their query
// fetches them and nobody signed in, so the benefits, the tiers and their prices are in the
// HTML before any script runs, and the browser hydrates that very page. React escapes every text.
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { ServerApp } from "../../web/src/server-app";
import { seededDataJson, type SeededQueries } from "../../web/src/features/blog/seeded-data";
import { PRICING_TIERS_KEY } from "../../web/src/features/premium/queries";
import { PREMIUM_DATA_ID } from "../../web/src/features/premium/seeded-data";
import { AUTH_USER_KEY } from "../../web/src/lib/auth";

/** The root's content for a visitor's /premium and the JSON it was drawn from (the tiers as the API answers them). */
export async function renderPremiumPage(tiers: unknown): Promise<{ html: string; dataId: string; json: string }> {
  const queries: SeededQueries = [[[...PRICING_TIERS_KEY], tiers]];
  // Nothing fetches here: the tiers are given, and nobody is signed in (the page is drawn only without a session cookie).
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } } });
  for (const [key, value] of queries) client.setQueryData(key, value);
  client.setQueryData(AUTH_USER_KEY, null);
  const { prelude } = await prerender(
    <StrictMode>
      <ServerApp location="/premium" firstPage="premium" client={client} />
    </StrictMode>,
  );
  return { html: await new Response(prelude).text(), dataId: PREMIUM_DATA_ID, json: seededDataJson(queries) };
}
