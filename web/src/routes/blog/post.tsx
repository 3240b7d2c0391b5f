// /blog/{slug} (spec 002 §2): breadcrumbs, picture, dates, reading time, author, excerpt,
// body, tags, share buttons and up to 3 related posts; a missing post shows article-not-found.
import { RefreshCw, UserRound } from "lucide-react";
import { useParams } from "react-router";
import { BLOG } from "../../../../schema/limits";
import { BlogNotFound, BlogShell } from "../../features/blog/blog-shell";
import { Breadcrumbs } from "../../features/blog/breadcrumbs";
import { formatPostDate } from "../../features/blog/format";
import { Markdown } from "../../features/blog/markdown";
import { PostCard, PostImage, PostMeta, TagBadge } from "../../features/blog/post-card";
import { useBlogPost, useRelatedPosts } from "../../features/blog/queries";
import { ShareButtons } from "../../features/blog/share-buttons";
import { useSiteOrigin } from "../../features/blog/site-origin";
import { ApiError, messageFor } from "../../lib/api";
import { usePageMeta } from "../../lib/page-meta";
import { ListError } from "../../ui/data-table";
import { Skeleton } from "../../ui/skeleton";
import { LOADING_TEXT } from "../../ui/spinner";
import { hydratedInNextTask } from "../../runtime/hydrate-later";

/** The post's text, the longest part of a drawn post: hydrated a task after the rest of it. */
const PostBody = hydratedInNextTask(Markdown);

export default function BlogPostPage() {
  const { slug = "" } = useParams();
  const post = useBlogPost(slug);
  const origin = useSiteOrigin();
  const related = useRelatedPosts(post.data?.category?.slug, slug);
  // A missing post keeps the worker's 404 title and noindex once the app runs.
  const missing = post.error instanceof ApiError && post.error.status === 404;
  usePageMeta(
    missing
      ? { title: "المقال غير موجود", missing }
      : { title: post.data ? post.data.metaTitleAr || post.data.titleAr : undefined, description: post.data ? post.data.metaDescriptionAr || post.data.excerptAr : undefined },
  );

  if (post.isPending)
    return (
      <BlogShell>
        <div role="status" aria-live="polite" className="mx-auto flex max-w-3xl flex-col gap-4">
          <span className="sr-only">{LOADING_TEXT}</span>
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="aspect-[1200/630] w-full rounded-3xl" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </BlogShell>
    );
  if (post.isError) {
    return (
      <BlogShell>
        {missing ? (
          <BlogNotFound title="المقال غير موجود" text="ربما حُذف المقال أو تغيّر رابطه. تصفّح أحدث مقالاتنا في المدونة." />
        ) : (
          <ListError message={messageFor(post.error, "تعذّر تحميل المقال")} onRetry={() => post.refetch()} />
        )}
      </BlogShell>
    );
  }

  const p = post.data;
  const url = `${origin}/blog/${encodeURIComponent(p.slug)}`;
  const edited = p.updatedAt && p.publishedAt && Date.parse(p.updatedAt) - Date.parse(p.publishedAt) > 60_000;
  return (
    <BlogShell>
      <article className="mx-auto max-w-3xl">
        <Breadcrumbs
          items={[
            { label: "الرئيسية", to: "/" },
            { label: "المدونة", to: "/blog" },
            ...(p.category ? [{ label: p.category.nameAr, to: `/blog/category/${encodeURIComponent(p.category.slug)}` }] : []),
            { label: p.titleAr },
          ]}
        />
        <h1 dir="auto" className="text-3xl leading-tight font-extrabold sm:text-4xl">
          {p.titleAr}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-white/65">
          {p.author ? (
            <span className="inline-flex items-center gap-2">
              {p.author.avatar ? (
                <img src={p.author.avatar} alt="" className="size-8 rounded-full bg-white/10 object-cover" />
              ) : (
                <UserRound aria-hidden="true" className="size-5" />
              )}
              <span className="font-bold text-white/85">{p.author.nameAr}</span>
            </span>
          ) : null}
          <PostMeta post={p} className="text-sm" />
          {edited ? (
            <span className="inline-flex items-center gap-1.5 text-xs">
              <RefreshCw aria-hidden="true" className="size-4" />
              حُدّث في <time dateTime={p.updatedAt!}>{formatPostDate(p.updatedAt)}</time>
            </span>
          ) : null}
        </div>
        <PostImage src={p.featuredImage} alt={p.featuredImageAlt || p.titleAr} eager className="mt-6 rounded-3xl ring-1 ring-white/10" />
        <p dir="auto" className="mt-6 border-s-4 border-gold-400/70 ps-4 text-lg leading-8 font-medium text-white/90">
          {p.excerptAr}
        </p>
        <PostBody source={p.contentAr} className="mt-4 text-base text-white/85 sm:text-lg" />
        {p.tags.length ? (
          <ul aria-label="الوسوم" className="mt-8 flex flex-wrap gap-2">
            {p.tags.map((tag) => (
              <li key={tag.id}>
                <TagBadge slug={tag.slug} nameAr={tag.nameAr} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-8 border-t border-white/10 pt-6">
          <ShareButtons url={url} title={p.titleAr} />
        </div>
        {p.author?.bio ? (
          <aside className="mt-8 flex gap-4 rounded-3xl bg-white/[0.04] p-5 ring-1 ring-white/10">
            {p.author.avatar ? <img src={p.author.avatar} alt="" className="size-14 shrink-0 rounded-full bg-white/10 object-cover" /> : null}
            <div>
              <p className="font-bold">{p.author.nameAr}</p>
              <p className="mt-1 text-sm leading-6 text-white/70">{p.author.bio}</p>
            </div>
          </aside>
        ) : null}
      </article>
      {related.data?.posts.length ? (
        <section aria-labelledby="related-title" className="mx-auto mt-14 max-w-6xl">
          <h2 id="related-title" className="mb-5 text-2xl font-bold">
            مقالات ذات صلة
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {related.data.posts.slice(0, BLOG.relatedPosts).map((r) => (
              <li key={r.id} className="flex">
                <PostCard post={r} tagLimit={BLOG.tagBadges.list} showCategory={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </BlogShell>
  );
}
