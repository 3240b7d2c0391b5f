// Query keys, reads and mutations of the blog (spec 002 §7). Public lists retry twice
// a second apart (§9); the blog admin's lists are never cached and refetch after each change.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  BlogAdminSession,
  BlogAuthor,
  BlogAuthorBody,
  BlogCategory,
  BlogCategoryBody,
  BlogImage,
  BlogImageCreateBody,
  BlogImageEditBody,
  BlogImageUsage,
  BlogList,
  BlogLoginBody,
  BlogPost,
  BlogPostBody,
  BlogTag,
  BlogTagBody,
  BlogTagWithCount,
} from "../../../../schema/api/blog";
import { BLOG } from "../../../../schema/limits";
import { ApiError, apiJson } from "../../lib/api";
import { checkFile, downscaleIfLarge } from "../admin/uploads/files";
import { blogListRequest, taxonomyListRequest } from "./list-request";
import { putFile, requestUploadLink } from "../admin/uploads/upload-client";

const listOptions = { retry: BLOG.listRetries, retryDelay: BLOG.listRetryDelayMs, placeholderData: keepPreviousData } as const;
/** A 404 is an answer (not found), not a failure worth retrying. */
const retryUnlessMissing = (count: number, error: unknown) => !(error instanceof ApiError && error.status === 404) && count < 1;

const q = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") search.set(k, String(v));
  return search.toString();
};
const enc = encodeURIComponent;

// ---------- public ----------

/** /blog's list: a page, narrowed by a search and by a category chip (its slug), as ./list-request.ts keys it. */
export function useBlogPosts(page: number, search: string, category = "") {
  const { key, query } = blogListRequest(page, search.trim(), category);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiJson<BlogList>("GET", query, undefined, signal),
    ...listOptions,
  });
}

export function useBlogCategories() {
  return useQuery({ queryKey: ["/api/blog/categories"], queryFn: ({ signal }) => apiJson<BlogCategory[]>("GET", "/api/blog/categories", undefined, signal), ...listOptions });
}

export function useBlogTags() {
  return useQuery({ queryKey: ["/api/blog/tags"], queryFn: ({ signal }) => apiJson<BlogTagWithCount[]>("GET", "/api/blog/tags", undefined, signal), ...listOptions });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ["/api/blog/posts", "slug", slug],
    queryFn: ({ signal }) => apiJson<BlogPost>("GET", `/api/blog/posts/${enc(slug)}`, undefined, signal),
    retry: retryUnlessMissing,
  });
}

export function useRelatedPosts(categorySlug: string | undefined, exclude: string) {
  return useQuery({
    queryKey: ["/api/blog/categories", categorySlug, "posts", exclude],
    queryFn: ({ signal }) => apiJson<BlogList>("GET", `/api/blog/categories/${enc(categorySlug!)}/posts?${q({ limit: BLOG.relatedPosts, exclude })}`, undefined, signal),
    enabled: !!categorySlug,
    retry: retryUnlessMissing,
  });
}

export interface CategoryInfo {
  id: number;
  nameAr: string;
  slug: string;
  descriptionAr: string | null;
}

export function useCategoryInfo(slug: string) {
  return useQuery({
    queryKey: ["/api/blog/categories", slug],
    queryFn: ({ signal }) => apiJson<CategoryInfo>("GET", `/api/blog/categories/${enc(slug)}`, undefined, signal),
    enabled: !!slug,
    retry: retryUnlessMissing,
  });
}

export function useCategoryPosts(slug: string, page: number, search = "") {
  const { key, query } = taxonomyListRequest("category", slug, page, search);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiJson<BlogList>("GET", query, undefined, signal),
    enabled: !!slug,
    ...listOptions,
    retry: (count: number, error: unknown) => retryUnlessMissing(0, error) && count < BLOG.listRetries,
  });
}

export function useTagInfo(slug: string) {
  return useQuery({
    queryKey: ["/api/blog/tags", slug],
    queryFn: ({ signal }) => apiJson<BlogTag>("GET", `/api/blog/tags/${enc(slug)}`, undefined, signal),
    enabled: !!slug,
    retry: retryUnlessMissing,
  });
}

export function useTagPosts(slug: string, page: number, search = "") {
  const { key, query } = taxonomyListRequest("tag", slug, page, search);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiJson<BlogList>("GET", query, undefined, signal),
    enabled: !!slug,
    ...listOptions,
    retry: (count: number, error: unknown) => retryUnlessMissing(0, error) && count < BLOG.listRetries,
  });
}

// ---------- blog admin ----------

export const BLOG_ADMIN_SESSION_KEY = ["/api/blog/admin/check-auth"] as const;
/** Every blog admin list key starts with this, so one invalidation refetches them all. */
export const BLOG_ADMIN_ROOT = "/api/admin/blog";

export function useBlogAdminSession() {
  return useQuery({
    queryKey: BLOG_ADMIN_SESSION_KEY,
    queryFn: ({ signal }) => apiJson<BlogAdminSession>("GET", "/api/blog/admin/check-auth", undefined, signal),
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

function useSessionEnded() {
  const client = useQueryClient();
  return () => client.setQueryData<BlogAdminSession>(BLOG_ADMIN_SESSION_KEY, (old) => (old ? { ...old, authenticated: false, username: null } : old));
}

/** A blog admin call; a 401 means the session ended, so the page goes back to the login form. */
function useBlogAdminApi() {
  const ended = useSessionEnded();
  return async <T,>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, data?: unknown, signal?: AbortSignal): Promise<T> => {
    try {
      return await apiJson<T>(method, url, data, signal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) ended();
      throw error;
    }
  };
}

function useAdminList<T>(name: "posts" | "categories" | "tags" | "authors" | "images") {
  const api = useBlogAdminApi();
  return useQuery({
    queryKey: [BLOG_ADMIN_ROOT, name],
    queryFn: ({ signal }) => api<T[]>("GET", `${BLOG_ADMIN_ROOT}/${name}`, undefined, signal),
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

export const useAdminPosts = () => useAdminList<BlogPost>("posts");
export const useAdminCategories = () => useAdminList<BlogCategory>("categories");
export const useAdminTags = () => useAdminList<BlogTag>("tags");
export const useAdminAuthors = () => useAdminList<BlogAuthor>("authors");
export const useAdminImages = () => useAdminList<BlogImage>("images");

/** The posts that show a library picture, asked when its delete dialog opens (never cached: a post may have just changed). */
export function useImageUsage(id: number | null) {
  const api = useBlogAdminApi();
  return useQuery({
    queryKey: [BLOG_ADMIN_ROOT, "images", id, "usage"],
    queryFn: ({ signal }) => api<BlogImageUsage>("GET", `${BLOG_ADMIN_ROOT}/images/${id}/usage`, undefined, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

function useAdminMutation<V, R = unknown>(request: (api: ReturnType<typeof useBlogAdminApi>, vars: V) => Promise<R>) {
  const client = useQueryClient();
  const api = useBlogAdminApi();
  return useMutation({
    mutationFn: (vars: V) => request(api, vars),
    // Lists and the public pages may both show what changed.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: [BLOG_ADMIN_ROOT] }), client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/blog/") })]),
  });
}

type Save<B> = { id?: number; body: B };
const save = <B, R>(api: ReturnType<typeof useBlogAdminApi>, name: string, { id, body }: Save<B>) =>
  id ? api<R>("PUT", `${BLOG_ADMIN_ROOT}/${name}/${id}`, body) : api<R>("POST", `${BLOG_ADMIN_ROOT}/${name}`, body);

export const useSavePost = () => useAdminMutation((api, vars: Save<BlogPostBody>) => save<BlogPostBody, BlogPost>(api, "posts", vars));
export const useSaveCategory = () => useAdminMutation((api, vars: Save<BlogCategoryBody>) => save<BlogCategoryBody, BlogCategory>(api, "categories", vars));
export const useSaveTag = () => useAdminMutation((api, vars: Save<BlogTagBody>) => save<BlogTagBody, BlogTag>(api, "tags", vars));
export const useSaveAuthor = () => useAdminMutation((api, vars: Save<BlogAuthorBody>) => save<BlogAuthorBody, BlogAuthor>(api, "authors", vars));
export const useEditImage = () => useAdminMutation((api, { id, body }: { id: number; body: BlogImageEditBody }) => api<BlogImage>("PUT", `${BLOG_ADMIN_ROOT}/images/${id}`, body));
export const useDeleteItem = (name: "posts" | "categories" | "tags" | "authors" | "images") =>
  useAdminMutation((api, id: number) => api<{ success: boolean }>("DELETE", `${BLOG_ADMIN_ROOT}/${name}/${id}`));
/** «تراجع» after a post's delete: the post was only marked deleted, so it comes back whole. */
export const useRestorePost = () => useAdminMutation((api, id: number) => api<BlogPost>("POST", `${BLOG_ADMIN_ROOT}/posts/${id}/restore`));

/**
 * Uploads a picture through the app's one upload path: the file is downscaled when over
 * 1 MB, a link is asked of the blog admin's route, the file is PUT to it, then the
 * library row is added with the alt text and caption.
 */
export function useUploadImage() {
  const client = useQueryClient();
  const api = useBlogAdminApi();
  return useMutation({
    mutationFn: async ({ file, alt, caption, onProgress }: { file: File; alt: string; caption: string; onProgress?: (percent: number) => void }) => {
      const check = checkFile(file);
      if (!check.ok) throw new Error(check.message);
      const { blob, type } = await downscaleIfLarge(file, check.type);
      const grant = await requestUploadLink(`${BLOG_ADMIN_ROOT}/images/upload-link`, { contentType: type });
      await putFile(grant.uploadUrl, blob, type, onProgress);
      return api<BlogImage>("POST", `${BLOG_ADMIN_ROOT}/images`, { url: grant.imageUrl, alt, caption } satisfies BlogImageCreateBody);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [BLOG_ADMIN_ROOT] }),
  });
}

export function useBlogLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogLoginBody) => apiJson<{ success: boolean }>("POST", "/api/blog/admin/login", body),
    onSuccess: () => client.invalidateQueries({ queryKey: BLOG_ADMIN_SESSION_KEY }),
  });
}

export function useBlogLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ success: boolean }>("POST", "/api/blog/admin/logout"),
    onSuccess: async () => {
      client.removeQueries({ queryKey: [BLOG_ADMIN_ROOT] });
      await client.invalidateQueries({ queryKey: BLOG_ADMIN_SESSION_KEY });
    },
  });
}
