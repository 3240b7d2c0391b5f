// /premium drawn by the worker for a visitor (worker/pages/premium-page.tsx): the
// benefits and the tiers with their prices are in the HTML before any script runs. The page
// carries the tiers exactly as their query would fetch them, as non-executable JSON (the CSP
// allows no inline script), so the browser hydrates the very same page.
import type { QueryClient } from "@tanstack/react-query";
import type { SeededQueries } from "../blog/seeded-data";

/** The id of the `<script type="application/json">` that carries the data. */
export const PREMIUM_DATA_ID = "premium-data";

/** Puts the page's data in the client's cache; a page without it (or with broken JSON) fetches as usual. */
export function seedPremiumQueries(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(PREMIUM_DATA_ID)?.textContent;
  if (!text) return;
  try {
    for (const [key, data] of JSON.parse(text) as SeededQueries) client.setQueryData(key, data);
  } catch {
    // The page's queries fetch the data themselves.
  }
}
