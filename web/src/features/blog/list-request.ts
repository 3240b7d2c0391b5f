// The one place that says which call and which cache key /blog's list uses for a page, a search
// and a category chip, so the worker that draws the page and the browser that hydrates it agree.
import type { QueryKey } from "@tanstack/react-query";
import { BLOG } from "../../../../schema/limits";

export function blogListRequest(page: number, search: string, category: string): { key: QueryKey; query: string } {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  params.set("page", String(page));
  params.set("limit", String(BLOG.pageSize));
  if (category) params.set("category", category);
  // Keys without a category stay as they were, so other pages' cached lists keep matching.
  const key: QueryKey = search ? ["/api/blog/search", search, page] : ["/api/blog/posts", page];
  return { key: category ? [...key, { category }] : key, query: `${search ? "/api/blog/search" : "/api/blog/posts"}?${params}` };
}

/**
 * A category's or a tag's page of posts (narrowed by the page's `?search=`). The key without
 * a search is the one it always was, so a drawn page's seeded list keeps matching.
 */
export function taxonomyListRequest(kind: "category" | "tag", slug: string, page: number, search: string): { key: QueryKey; query: string } {
  const params = new URLSearchParams({ page: String(page), limit: String(BLOG.pageSize) });
  if (search) params.set("search", search);
  const key: QueryKey = [`/api/blog/${kind}`, slug, page];
  return { key: search ? [...key, { search }] : key, query: `/api/blog/${kind}/${encodeURIComponent(slug)}?${params}` };
}

/** The page's `?search=` as a list narrows by it: trimmed, and none while shorter than the minimum. */
export const activeSearch = (raw: string | null): string => {
  const search = (raw ?? "").trim();
  return search.length >= BLOG.searchMin ? search : "";
};

