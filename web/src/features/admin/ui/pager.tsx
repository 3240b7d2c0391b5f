// Previous / «صفحة N من M» / next, under every paged admin list (content, users, payments, activity).
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../ui/button";

export function Pager({ label, page, pages, summary, onPage }: { label: string; page: number; pages: number; /** e.g. how many rows in all */ summary?: ReactNode; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 sm:justify-center">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} icon={<ChevronRight aria-hidden="true" className="size-4" />}>
        السابق
      </Button>
      <p className="text-center text-sm tabular-nums text-white/70">
        صفحة {page} من {pages}
        {summary ? <> · {summary}</> : null}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        التالي
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
