import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSearchParams } from "react-router";
import { cx } from "../../ui/cx";
import { pageWindow } from "./format";

/**
 * The page of a blog list, kept in the address (`?page=`, absent on the first), and the way to
 * another one: the other parameters stay, and the view goes back to the top.
 */
export function usePageParam(): { page: number; goTo: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get("page"));
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set("page", String(page));
    else next.delete("page");
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  return { page: Number.isInteger(n) && n >= 1 ? n : 1, goTo };
}

/** Previous, at most 5 numbered pages, next; shown only when there is more than one page. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  const button = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-bold ring-1 ring-inset transition-colors disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <nav aria-label="الصفحات" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={cx(button, "bg-white/5 text-white ring-white/15 hover:bg-white/10")} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronRight aria-hidden="true" className="size-4" />
        السابق
      </button>
      {pageWindow(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? "page" : undefined}
          aria-label={`الصفحة ${n}`}
          className={cx(button, n === page ? "bg-brand-500 text-night-950 ring-brand-400" : "bg-white/5 text-white ring-white/15 hover:bg-white/10")}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className={cx(button, "bg-white/5 text-white ring-white/15 hover:bg-white/10")} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        التالي
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
