import { FileSearch } from "lucide-react";
import type { ReactNode } from "react";
import type { BlogPostSummary } from "../../../../schema/api/blog";
import { BLOG } from "../../../../schema/limits";
import { ListError } from "../../ui/data-table";
import { LOADING_TEXT } from "../../ui/spinner";
import { PostCard, PostCardSkeleton } from "./post-card";

/** Cards on wide screens, a compact list on phones; 6 placeholders while loading; the error and empty states. */
export function PostGrid({
  posts,
  isLoading,
  error,
  onRetry,
  empty,
  tagLimit,
  showCategory,
  activeTag,
  compactOnPhones = false,
}: {
  posts: BlogPostSummary[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  empty: ReactNode;
  tagLimit: number;
  showCategory?: boolean;
  activeTag?: string;
  compactOnPhones?: boolean;
}) {
  if (isLoading)
    return (
      <div role="status" aria-live="polite" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{LOADING_TEXT}</span>
        {Array.from({ length: BLOG.skeletonCards }, (_, i) => (
          <PostCardSkeleton key={i} />
        ))}
      </div>
    );
  if (error) return <ListError message={error} onRetry={onRetry} />;
  if (!posts?.length)
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl bg-white/[0.03] px-4 py-14 text-center ring-1 ring-white/10">
        <FileSearch aria-hidden="true" className="size-10 text-white/35" />
        {empty}
      </div>
    );
  return (
    <>
      <ul className={compactOnPhones ? "hidden gap-5 sm:grid sm:grid-cols-2 lg:grid-cols-3" : "grid gap-5 sm:grid-cols-2 lg:grid-cols-3"}>
        {posts.map((post, n) => (
          <li key={post.id} className="flex">
            <PostCard post={post} tagLimit={tagLimit} showCategory={showCategory} activeTag={activeTag} eager={n === 0 && !compactOnPhones} />
          </li>
        ))}
      </ul>
      {compactOnPhones ? (
        <ul className="flex flex-col gap-3 sm:hidden">
          {posts.map((post, n) => (
            <li key={post.id}>
              <PostCard post={post} tagLimit={tagLimit} showCategory={showCategory} activeTag={activeTag} layout="row" eager={n === 0} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
