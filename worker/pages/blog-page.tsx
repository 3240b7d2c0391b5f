// The blog's public pages drawn on the worker: the same route components the browser runs,
// rendered with react-router's static router and a QueryClient that already holds what the
// page's queries fetch. The data comes from the blog's own API routes (called in-process), so
// the cache the browser is seeded with is byte for byte what those queries would receive.
import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { StrictMode, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { BLOG } from "../../schema/limits";
import { SiteOriginContext } from "../../web/src/features/blog/site-origin";
import { activeSearch, blogListRequest, taxonomyListRequest } from "../../web/src/features/blog/list-request";
import type { SeededQueries } from "../../web/src/features/blog/seeded-data";
import BlogCategoryPage from "../../web/src/routes/blog/category";
import BlogIndex from "../../web/src/routes/blog/index";
import BlogPostPage from "../../web/src/routes/blog/post";
import BlogTagPage from "../../web/src/routes/blog/tag";
import { Toaster } from "../../web/src/ui/toast";

/** GETs a blog API path (under /api/blog); null when it does not answer 200. */
export type BlogApi = (path: string) => Promise<unknown>;

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The queries a blog page runs on its first render, with their data, in the keys of
 * web/src/features/blog/queries.ts. Null when the page's main item is missing (the worker answers 404).
 */
export async function blogPageQueries(url: URL, api: BlogApi): Promise<SeededQueries | null> {
  const parts = url.pathname.replace(/\/+$/, "").split("/").slice(2).map(decodeURIComponent);
  const page = pageFrom(url.searchParams.get("page"));
  const out: SeededQueries = [];
  const add = async (key: QueryKey, path: string) => {
    const data = await api(path);
    if (data !== null) out.push([key, data]);
    return data;
  };
  const enc = encodeURIComponent;
  if (parts.length === 0) {
    const search = (url.searchParams.get("search") ?? "").trim();
    const { key, query } = blogListRequest(page, search.length >= BLOG.searchMin ? search : "", (url.searchParams.get("category") ?? "").trim());
    await add(key, query.replace("/api/blog", ""));
    await add(["/api/blog/categories"], "/categories");
    return out;
  }
  const [kind, slug] = parts.length === 2 ? parts : [null, parts[0]];
  if (kind === "category") {
    if (!(await add(["/api/blog/categories", slug], `/categories/${enc(slug)}`))) return null;
    const { key, query } = taxonomyListRequest("category", slug, page, activeSearch(url.searchParams.get("search")));
    await add(key, query.replace("/api/blog", ""));
    await add(["/api/blog/categories"], "/categories");
    return out;
  }
  if (kind === "tag") {
    if (!(await add(["/api/blog/tags", slug], `/tags/${enc(slug)}`))) return null;
    const { key, query } = taxonomyListRequest("tag", slug, page, activeSearch(url.searchParams.get("search")));
    await add(key, query.replace("/api/blog", ""));
    await add(["/api/blog/tags"], "/tags");
    return out;
  }
  if (kind !== null || parts.length !== 1) return null;
  const post = (await add(["/api/blog/posts", "slug", slug], `/posts/${enc(slug)}`)) as { category?: { slug: string } | null } | null;
  if (!post) return null;
  const category = post.category?.slug;
  if (category) await add(["/api/blog/categories", category, "posts", slug], `/categories/${enc(category)}/posts?limit=${BLOG.relatedPosts}&exclude=${enc(slug)}`);
  return out;
}

/**
 * The page's body, as <div id="root"> holds it once the app renders. The tree mirrors the app's
 * (web/src/app.tsx: router, one Suspense around the routes, the toaster after them), so the
 * browser hydrates it; the route components are imported directly, so nothing suspends here.
 */
export function renderBlogPage(url: URL, queries: SeededQueries): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } } });
  for (const [key, data] of queries) client.setQueryData(key, data);
  return renderToString(
    <StrictMode>
      <SiteOriginContext value={url.origin}>
        <QueryClientProvider client={client}>
          <StaticRouter location={url.pathname + url.search}>
            <Suspense fallback={null}>
              <Routes>
                <Route path="/blog" element={<BlogIndex />} />
                <Route path="/blog/category/:slug" element={<BlogCategoryPage />} />
                <Route path="/blog/tag/:slug" element={<BlogTagPage />} />
                <Route path="/blog/:slug" element={<BlogPostPage />} />
              </Routes>
            </Suspense>
          </StaticRouter>
          <Toaster />
        </QueryClientProvider>
      </SiteOriginContext>
    </StrictMode>,
  );
}
