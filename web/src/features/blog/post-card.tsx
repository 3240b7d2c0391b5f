import { CalendarDays, Clock, ImageOff, Share2 } from "lucide-react";
import { Link } from "react-router";
import type { BlogPostSummary } from "../../../../schema/api/blog";
import { cx } from "../../ui/cx";
import { Skeleton } from "../../ui/skeleton";
import { formatPostDate, readingTimeText } from "./format";
import { sharePost } from "./share-buttons";

const enc = encodeURIComponent;

/** A post's picture in the 1200×630 frame every share card uses; a drawn placeholder when it has none. */
export function PostImage({ src, alt, className, eager }: { src: string | null; alt: string; className?: string; eager?: boolean }) {
  return (
    <div className={cx("relative aspect-[1200/630] overflow-hidden bg-night-800", className)}>
      {src ? (
        <img src={src} alt={alt} loading={eager ? "eager" : "lazy"} fetchPriority={eager ? "high" : undefined} className="absolute inset-0 size-full object-cover" />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center bg-linear-to-br from-brand-500/20 to-night-900">
          <ImageOff aria-hidden="true" className="size-10 text-white/25" />
        </div>
      )}
    </div>
  );
}

export function TagBadge({ slug, nameAr, active }: { slug: string; nameAr: string; active?: boolean }) {
  return (
    <Link
      to={`/blog/tag/${enc(slug)}`}
      aria-current={active ? "page" : undefined}
      className={cx(
        "inline-flex min-h-8 items-center rounded-full px-3 text-xs font-bold ring-1 ring-inset transition-colors",
        active ? "bg-brand-500 text-night-950 ring-brand-400" : "bg-white/5 text-white/75 ring-white/15 hover:bg-white/10 hover:text-white",
      )}
    >
      #{nameAr}
    </Link>
  );
}

export function PostMeta({ post, className }: { post: Pick<BlogPostSummary, "publishedAt" | "readingTime">; className?: string }) {
  return (
    <div className={cx("flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-white/60", className)}>
      {post.publishedAt ? (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {readingTimeText(post.readingTime)}
      </span>
    </div>
  );
}

/** One post in a list: picture, category, title, excerpt, date, reading time, tags and read-more. */
export function PostCard({
  post,
  tagLimit,
  showCategory = true,
  activeTag,
  layout = "card",
  eager = false,
}: {
  post: BlogPostSummary;
  tagLimit: number;
  showCategory?: boolean;
  activeTag?: string;
  /** "row" is the compact list of small screens. */
  layout?: "card" | "row";
  /** The first card's picture is in the first screen: fetched at once, not lazily. */
  eager?: boolean;
}) {
  const href = `/blog/${enc(post.slug)}`;
  const tags = post.tags.slice(0, tagLimit);
  return (
    <article
      className={cx(
        "group flex w-full overflow-hidden rounded-3xl bg-white/[0.04] ring-1 ring-white/10 transition-colors hover:ring-white/20",
        layout === "row" ? "flex-row gap-3 p-3" : "flex-col",
      )}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className={layout === "row" ? "w-28 shrink-0" : undefined}>
        <PostImage src={post.featuredImage} alt="" eager={eager} className={layout === "row" ? "rounded-2xl" : undefined} />
      </Link>
      <div className={cx("flex min-w-0 flex-1 flex-col gap-2", layout === "row" ? "" : "p-5")}>
        {showCategory && post.category ? (
          <Link to={`/blog/category/${enc(post.category.slug)}`} className="self-start text-xs font-bold text-brand-300 hover:text-brand-200">
            {post.category.nameAr}
          </Link>
        ) : null}
        <h2 className={cx("font-bold leading-snug text-white", layout === "row" ? "line-clamp-2 text-base" : "text-lg")}>
          <Link to={href} className="hover:text-brand-200">
            {post.titleAr}
          </Link>
        </h2>
        {layout === "card" ? <p className="line-clamp-3 text-sm leading-6 text-white/70">{post.excerptAr}</p> : null}
        <PostMeta post={post} />
        {tags.length && layout === "card" ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="الوسوم">
            {tags.map((tag) => (
              <li key={tag.id}>
                <TagBadge slug={tag.slug} nameAr={tag.nameAr} active={tag.slug === activeTag} />
              </li>
            ))}
          </ul>
        ) : null}
        {layout === "card" ? (
          <div className="mt-auto flex items-center justify-between gap-2 pt-1">
            <Link to={href} className="inline-flex min-h-11 items-center rounded-xl text-sm font-bold text-brand-300 hover:text-brand-200">
              قراءة المزيد ←
            </Link>
            <button
              type="button"
              onClick={() => void sharePost(`${window.location.origin}${href}`, post.titleAr)}
              aria-label={`مشاركة ${post.titleAr}`}
              title="مشاركة"
              className="inline-flex size-11 items-center justify-center rounded-xl text-white/60 hover:bg-white/10 hover:text-white"
            >
              <Share2 aria-hidden="true" className="size-4.5" />
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-3xl bg-white/[0.04] ring-1 ring-white/10">
      <Skeleton className="aspect-[1200/630] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-2/3" />
      </div>
    </div>
  );
}
