// The category and tag pages of spec 002 §2: breadcrumbs, name and description, the count on
// this page and page N of M, a search box that narrows this page's posts (?search=) with
// its empty-search text and a clear button, the cards, pagination, and the other categories (or up
// to 20 other tags). A missing one shows its not-found view, and stays noindex.
import { FolderOpen, Tags, X } from "lucide-react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { ARTICLES, countText } from "../../../../schema/arabic-count";
import { BLOG } from "../../../../schema/limits";
import { ApiError, messageFor } from "../../lib/api";
import { usePageMeta } from "../../lib/page-meta";
import { LinkButton } from "../../ui/button";
import { ListError } from "../../ui/data-table";
import { Skeleton } from "../../ui/skeleton";
import { BlogNotFound, BlogShell } from "./blog-shell";
import { Breadcrumbs } from "./breadcrumbs";
import { Pagination, usePageParam } from "./pagination";
import { PostGrid } from "./post-grid";
import { TagBadge } from "./post-card";
import { activeSearch } from "./list-request";
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
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const search = activeSearch(params.get("search"));
  const isCategory = kind === "category";
  const categoryInfo = useCategoryInfo(isCategory ? slug : "");
  const tagInfo = useTagInfo(isCategory ? "" : slug);
  const info = isCategory ? categoryInfo : tagInfo;
  const categoryPosts = useCategoryPosts(isCategory ? slug : "", page, search);
  const tagPosts = useTagPosts(isCategory ? "" : slug, page, search);
  const posts = isCategory ? categoryPosts : tagPosts;
  const name = info.data?.nameAr ?? "";
  const description = isCategory ? (categoryInfo.data?.descriptionAr ?? "") : name ? `كل المقالات الموسومة بـ«${name}».` : "";
  const missing = [info.error, posts.error].some((e) => e instanceof ApiError && e.status === 404);
  const notFoundTitle = isCategory ? "التصنيف غير موجود" : "الوسم غير موجود";
  // A missing one keeps the worker's 404 title and noindex once the app runs.
  usePageMeta(missing ? { title: notFoundTitle, missing } : { title: name ? (isCategory ? name : `مقالات عن ${name}`) : undefined, description: description || undefined });
  const where = isCategory ? "في هذا التصنيف" : "بهذا الوسم";

  if (missing)
    return (
      <BlogShell>
        <BlogNotFound title={notFoundTitle} text={isCategory ? "لم نجد هذا التصنيف. ربما تغيّر اسمه أو حُذف." : "لم نجد هذا الوسم. ربما تغيّر اسمه أو حُذف."} />
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
            <p className="mt-3 text-sm text-white/55" data-testid="taxonomy-count">
              {search ? (
                <>
                  المقالات التي تذكر «<bdi className="font-bold text-white">{search}</bdi>» {where}: {countText(list.total, ARTICLES)}
                </>
              ) : (
                `${countText(list.posts.length, ARTICLES)} في هذه الصفحة · الصفحة ${list.page} من ${list.pages}`
              )}
            </p>
          ) : null}
        </div>
        <div className="flex w-full flex-col gap-2 lg:max-w-sm">
          <BlogSearchForm key={search} initial={search} action={pathname} label={isCategory ? "البحث في مقالات هذا التصنيف" : "البحث في مقالات هذا الوسم"} />
          {search ? (
            <LinkButton to={pathname} variant="ghost" size="sm" className="self-start" icon={<X aria-hidden="true" className="size-4" />}>
              مسح البحث
            </LinkButton>
          ) : null}
        </div>
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
          search ? (
            <>
              <p className="font-bold">لا توجد نتائج لبحثك {where}</p>
              <p className="text-sm text-white/60">يمكنك تجربة كلمات أخرى، أو البحث في كل المقالات.</p>
              <div className="flex flex-wrap justify-center gap-2">
                <LinkButton to={pathname} variant="secondary" size="sm">
                  مسح البحث
                </LinkButton>
                <LinkButton to={`/blog?search=${encodeURIComponent(search)}`} variant="ghost" size="sm">
                  البحث في كل المقالات
                </LinkButton>
              </div>
            </>
          ) : (
            <>
              <p className="font-bold">لا توجد مقالات هنا بعد</p>
              <Link to="/blog" className="inline-flex min-h-11 items-center text-sm font-bold text-brand-300">
                تصفّح كل المقالات
              </Link>
            </>
          )
        }
      />
      <Pagination page={page} pages={list?.pages ?? 1} onPage={goTo} />
      {isCategory ? <OtherCategories current={slug} /> : <OtherTags current={slug} />}
    </BlogShell>
  );
}
