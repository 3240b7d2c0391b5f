import { FolderOpen, ListFilter } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { BlogCategory } from "../../../../schema/api/blog";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/button";
import { cx } from "../../ui/cx";
import { Dialog } from "../../ui/dialog";
import { Skeleton } from "../../ui/skeleton";
import { useBlogCategories } from "./queries";

function CategoryLinks({ categories, current, onPick }: { categories: BlogCategory[]; current?: string; onPick?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      <li>
        <Link
          to="/blog"
          onClick={onPick}
          aria-current={!current ? "page" : undefined}
          className={cx("flex min-h-11 items-center justify-between rounded-xl px-3 text-sm", !current ? "bg-brand-500/15 font-bold text-brand-200" : "text-white/80 hover:bg-white/5")}
        >
          كل المقالات
        </Link>
      </li>
      {categories.map((c) => (
        <li key={c.id}>
          <Link
            to={`/blog/category/${encodeURIComponent(c.slug)}`}
            onClick={onPick}
            aria-current={current === c.slug ? "page" : undefined}
            className={cx(
              "flex min-h-11 items-center justify-between gap-2 rounded-xl px-3 text-sm",
              current === c.slug ? "bg-brand-500/15 font-bold text-brand-200" : "text-white/80 hover:bg-white/5",
            )}
          >
            <span>{c.nameAr}</span>
            <span className="rounded-full bg-white/10 px-2 text-xs text-white/60">{c.postCount}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The category list: a side column on wide screens, a button opening a drawer on phones. */
export function CategorySidebar({ current }: { current?: string }) {
  const categories = useBlogCategories();
  const [open, setOpen] = useState(false);
  const body = categories.isPending ? (
    <div className="flex flex-col gap-2" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  ) : categories.isError ? (
    <p className="text-sm text-rose-200">{messageFor(categories.error, "تعذّر تحميل التصنيفات")}</p>
  ) : (
    <CategoryLinks categories={categories.data} current={current} onPick={() => setOpen(false)} />
  );
  return (
    <>
      <div className="lg:hidden">
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} icon={<ListFilter aria-hidden="true" className="size-5" />}>
          التصنيفات
        </Button>
        <Dialog open={open} onOpenChange={setOpen} title="التصنيفات" icon={<FolderOpen aria-hidden="true" className="size-5" />}>
          {body}
        </Dialog>
      </div>
      <aside aria-label="التصنيفات" className="hidden self-start rounded-3xl bg-white/[0.04] p-4 ring-1 ring-white/10 lg:sticky lg:top-24 lg:block">
        <h2 className="mb-3 flex items-center gap-2 px-1 font-bold">
          <FolderOpen aria-hidden="true" className="size-5 text-brand-300" />
          التصنيفات
        </h2>
        {body}
      </aside>
    </>
  );
}
