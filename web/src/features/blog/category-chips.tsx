// /blog's category filter chips (spec 002 §2): «الكل» and each active category that has
// posts, as plain links to /blog?category={slug} (the search kept), so they filter the list on a page
// the worker drew before any script runs, and in the app without reloading.
import { Link } from "react-router";
import type { BlogCategory } from "../../../../schema/api/blog";
import { cx } from "../../ui/cx";

function chipHref(category: string | null, search: string): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category) params.set("category", category);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

export function CategoryChips({ categories, current, search }: { categories: BlogCategory[] | undefined; current: string; search: string }) {
  const shown = (categories ?? []).filter((c) => c.postCount > 0 || c.slug === current);
  if (shown.length === 0) return null;
  const chip = (slug: string | null, label: string, count?: number) => {
    const on = (slug ?? "") === current;
    return (
      <li key={slug ?? ""} className="shrink-0">
        <Link
          to={chipHref(slug, search)}
          aria-current={on ? "page" : undefined}
          className={cx(
            "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm ring-1 ring-inset transition-colors",
            on ? "bg-brand-500 font-bold text-night-950 ring-brand-400" : "bg-white/5 text-white/80 ring-white/15 hover:bg-white/10",
          )}
        >
          {label}
          {count !== undefined ? <span className={cx("rounded-full px-1.5 text-xs tabular-nums", on ? "bg-night-950/15" : "bg-white/10 text-white/60")}>{count}</span> : null}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label="تصفية حسب التصنيف" className="-mx-4 mb-5 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        {chip(null, "الكل")}
        {shown.map((c) => chip(c.slug, c.nameAr, c.postCount))}
      </ul>
    </nav>
  );
}
