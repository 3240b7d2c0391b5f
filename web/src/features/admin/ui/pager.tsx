// Previous / «صفحة N من M» / next, under a paged admin list (payments, activity).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../ui/button";

export function Pager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} icon={<ChevronRight aria-hidden="true" className="size-4" />}>
        السابق
      </Button>
      <span className="tabular-nums text-sm text-white/70">
        صفحة {page} من {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        التالي
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
