// The data a blog page's queries would fetch, sent by the worker inside the page it renders
// (worker/pages/blog-page.tsx) as non-executable JSON (the CSP allows no inline script), so the
// browser's QueryClient starts with it and hydration draws exactly what the server drew.
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** The id of the `<script type="application/json">` that carries the data. */
export const BLOG_DATA_ID = "blog-data";

export type SeededQueries = [QueryKey, unknown][];

/** JSON that cannot close its script element or start a comment inside it. */
export function seededDataJson(queries: SeededQueries): string {
  return JSON.stringify(queries).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** Puts the page's data in the client's cache; a page without it (or with broken JSON) fetches as usual. */
export function seedBlogQueries(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(BLOG_DATA_ID)?.textContent;
  if (!text) return;
  try {
    for (const [key, data] of JSON.parse(text) as SeededQueries) client.setQueryData(key, data);
  } catch {
    // The page's queries fetch the data themselves.
  }
}
