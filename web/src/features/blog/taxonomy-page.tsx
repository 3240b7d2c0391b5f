// The category and tag pages of spec 002 §2: breadcrumbs, name and description, the count on
// this page and page N of M, a search box that goes to /blog?search=, the cards, pagination,
// and the other categories (or up to 20 other tags). A missing one shows its not-found view.
import { FolderOpen, Tags } from "lucide-react";
import { Link, useParams } from "react-router";
import { BLOG } from "../../../../schema/limits";
import { ApiError, messageFor } from "../../lib/api";
import { usePageMeta } from "../../lib/page-meta";
import { ListError } from "../../ui/data-table";
import { Skeleton } from "../../ui/skeleton";
import { BlogNotFound, BlogShell } from "./blog-shell";
import { Breadcrumbs } from "./breadcrumbs";
import { Pagination, usePageParam } from "./pagination";
import { PostGrid } from "./post-grid";
import { TagBadge } from "./post-card";
import { useBlogCategories, useBlogTags, useCategoryInfo, useCategoryPosts, useTagInfo, useTagPosts } from "./queries";
import { BlogSearchForm } from "./search-form";

const enc = encodeURIComponent;

function OtherCategories({ current }: { current: string }) {
  const categories = useBlogCategories();
  const others = (categories.data ?? []).filter((c) => c.slug !== current);
  if (!categories.data || categories.data.length <= 1 || !others.length) return null;
  return (
    <section aria-labelledby="other-categories" className="mt-12 rounded-3xl bg-white/[0.04] p-5 ring-1 ring-white/10">
      <h2 id="other-categories" className="mb-3 flex items-center gap-2 font-bold">
        <FolderOpen aria-hidden="true" className="size-5 text-brand-300" />
        تصنيفات أخرى
      </h2>
      <ul className="flex flex-wrap gap-2">
        {others.map((c) => (
          <li key={c.id}>
            <Link to={`/blog/category/${enc(c.slug)}`} className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white/5 px-4 text-sm ring-1 ring-white/10 hover:bg-white/10">
              {c.nameAr}
              <span className="text-xs text-white/50">{c.postCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OtherTags({ current }: { current: string }) {
  const tags = useBlogTags();
  const others = (tags.data ?? []).filter((t) => t.slug !== current && t.postCount > 0).slice(0, BLOG.otherTagsMax);
  if (!others.length) return null;
  return (
    <section aria-labelledby="other-tags" className="mt-12 rounded-3xl bg-white/[0.04] p-5 ring-1 ring-white/10">
      <h2 id="other-tags" className="mb-3 flex items-center gap-2 font-bold">
        <Tags aria-hidden="true" className="size-5 text-brand-300" />
        وسوم أخرى
      </h2>
      <ul className="flex flex-wrap gap-2">
        {others.map((t) => (
          <li key={t.id}>
            <TagBadge slug={t.slug} nameAr={t.nameAr} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TaxonomyPage({ kind }: { kind: "category" | "tag" }) {
  const { slug = "" } = useParams();
  const { page, goTo } = usePageParam();
  const isCategory = kind === "category";
  const categoryInfo = useCategoryInfo(isCategory ? slug : "");
  const tagInfo = useTagInfo(isCategory ? "" : slug);
  const info = isCategory ? categoryInfo : tagInfo;
  const categoryPosts = useCategoryPosts(isCategory ? slug : "", page);
  const tagPosts = useTagPosts(isCategory ? "" : slug, page);
  const posts = isCategory ? categoryPosts : tagPosts;
  const name = info.data?.nameAr ?? "";
  const description = isCategory ? (categoryInfo.data?.descriptionAr ?? "") : name ? `كل المقالات الموسومة بـ«${name}».` : "";
  usePageMeta({ title: name ? (isCategory ? name : `مقالات عن ${name}`) : undefined, description: description || undefined });

  const missing = [info.error, posts.error].some((e) => e instanceof ApiError && e.status === 404);
  if (missing)
    return (
      <BlogShell>
        {isCategory ? (
          <BlogNotFound title="التصنيف غير موجود" text="لم نجد هذا التصنيف. ربما تغيّر اسمه أو حُذف." />
        ) : (
          <BlogNotFound title="الوسم غير موجود" text="لم نجد هذا الوسم. ربما تغيّر اسمه أو حُذف." />
        )}
      </BlogShell>
    );

  const list = posts.data;

  return (
    <BlogShell>
      <Breadcrumbs items={[{ label: "الرئيسية", to: "/" }, { label: "المدونة", to: "/blog" }, { label: name || "…" }]} />
      <header className="mb-8 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="mb-1 inline-flex items-center gap-1.5 text-sm font-bold text-brand-300">
            {isCategory ? <FolderOpen aria-hidden="true" className="size-4" /> : <Tags aria-hidden="true" className="size-4" />}
            {isCategory ? "تصنيف" : "وسم"}
          </p>
          {info.isPending ? (
            <Skeleton className="h-10 w-56" />
          ) : (
            <h1 className="text-3xl font-extrabold sm:text-4xl">{isCategory ? name : `#${name}`}</h1>
          )}
          {description ? <p className="mt-2 max-w-2xl leading-7 text-white/70">{description}</p> : null}
          {list ? (
            <p className="mt-3 text-sm text-white/55">
              {list.posts.length} {list.posts.length === 1 ? "مقال" : "مقالات"} في هذه الصفحة · الصفحة {list.page} من {list.pages}
            </p>
          ) : null}
        </div>
        <BlogSearchForm className="w-full lg:max-w-sm" />
      </header>
      {info.isError && !missing ? <ListError message={messageFor(info.error, "تعذّر التحميل")} onRetry={() => info.refetch()} /> : null}
      <PostGrid
        posts={list?.posts}
        isLoading={posts.isPending}
        error={posts.isError ? messageFor(posts.error, "فشل في جلب المقالات") : null}
        onRetry={() => posts.refetch()}
        tagLimit={isCategory ? BLOG.tagBadges.category : BLOG.tagBadges.tag}
        showCategory={!isCategory}
        activeTag={isCategory ? undefined : slug}
        compactOnPhones
        empty={
          <>
            <p className="font-bold">لا توجد مقالات هنا بعد</p>
            <Link to="/blog" className="inline-flex min-h-11 items-center text-sm font-bold text-brand-300">
              تصفّح كل المقالات
            </Link>
          </>
        }
      />
      <Pagination page={page} pages={list?.pages ?? 1} onPage={goTo} />
      {isCategory ? <OtherCategories current={slug} /> : <OtherTags current={slug} />}
    </BlogShell>
  );
}
