// /blog (spec 002 §2): search, categories (a drawer on phones), cards, pagination of 9 a page.
import { X } from "lucide-react";
import { useSearchParams } from "react-router";
import { BLOG } from "../../../../schema/limits";
import { BlogShell } from "../../features/blog/blog-shell";
import { CategoryChips } from "../../features/blog/category-chips";
import { CategorySidebar } from "../../features/blog/category-sidebar";
import { Pagination, usePageParam } from "../../features/blog/pagination";
import { PostGrid } from "../../features/blog/post-grid";
import { useBlogCategories, useBlogPosts } from "../../features/blog/queries";
import { BlogSearchForm } from "../../features/blog/search-form";
import { messageFor } from "../../lib/api";
import { usePageMeta } from "../../lib/page-meta";
import { LinkButton } from "../../ui/button";
import type { ReactNode } from "react";
import { hydratedInNextTask } from "../../runtime/hydrate-later";

/** The cards and the pages of a drawn /blog: hydrated a task after the rest of the page. */
const PostsColumn = hydratedInNextTask(function PostsColumn({ children }: { children: ReactNode }) {
  return <div className="min-w-0">{children}</div>;
});

export default function BlogIndex() {
  const [params] = useSearchParams();
  const search = (params.get("search") ?? "").trim();
  const activeSearch = search.length >= BLOG.searchMin ? search : "";
  const { page, goTo } = usePageParam();
  const category = (params.get("category") ?? "").trim();
  const posts = useBlogPosts(page, activeSearch, category);
  const categories = useBlogCategories();
  const categoryName = category ? categories.data?.find((c) => c.slug === category)?.nameAr : undefined;
  usePageMeta({
    title: activeSearch ? `نتائج البحث عن «${activeSearch}»` : "المدونة",
    description: "مقالات مجلس: طرق لعب ألعابنا الجماعية، ونصائح للفوز، وأفكار لسهراتكم وتجمعاتكم.",
  });

  return (
    <BlogShell>
      <div className="mb-6 flex flex-col gap-4 sm:mb-8">
        <div>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{activeSearch ? "نتائج البحث" : "مدونة مجلس"}</h1>
          <p className="mt-2 text-white/70">
            {activeSearch ? (
              <>
                المقالات التي تذكر «<bdi className="font-bold text-white">{activeSearch}</bdi>»
                {posts.data ? ` (${posts.data.total})` : ""}
              </>
            ) : (
              "طرق اللعب، ونصائح للفوز، وأفكار لسهرات لا تُنسى مع العائلة والأصحاب."
            )}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <BlogSearchForm key={activeSearch} initial={activeSearch} className="flex-1 sm:max-w-xl" />
          {activeSearch ? (
            <LinkButton to="/blog" variant="ghost" size="sm" icon={<X aria-hidden="true" className="size-4" />}>
              مسح البحث
            </LinkButton>
          ) : null}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <CategorySidebar current={category || undefined} />
        <PostsColumn>
          <CategoryChips categories={categories.data} current={category} search={activeSearch} />
          <PostGrid
            posts={posts.data?.posts}
            isLoading={posts.isPending}
            error={posts.isError ? `${activeSearch ? "حدث خطأ أثناء البحث: " : ""}${messageFor(posts.error, "فشل في جلب المقالات")}` : null}
            onRetry={() => posts.refetch()}
            tagLimit={BLOG.tagBadges.list}
            empty={
              activeSearch ? (
                <>
                  <p className="font-bold">لا توجد نتائج لبحثك</p>
                  <p className="text-sm text-white/60">يمكنك تجربة كلمات أخرى أو تصفّح التصنيفات.</p>
                  <LinkButton to="/blog" variant="secondary" size="sm">
                    مسح البحث
                  </LinkButton>
                </>
              ) : category ? (
                <>
                  <p className="font-bold">لا توجد مقالات في {categoryName ? `«${categoryName}»` : "هذا التصنيف"} بعد</p>
                  <LinkButton to="/blog" variant="secondary" size="sm">
                    كل المقالات
                  </LinkButton>
                </>
              ) : (
                <>
                  <p className="font-bold">لا توجد مقالات بعد</p>
                  <p className="text-sm text-white/60">نكتب لكم الجديد قريبًا.</p>
                </>
              )
            }
          />
          <Pagination page={page} pages={posts.data?.pages ?? 1} onPage={goTo} />
        </PostsColumn>
      </div>
    </BlogShell>
  );
}
