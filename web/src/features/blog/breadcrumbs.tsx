import { ChevronLeft } from "lucide-react";
import { Link } from "react-router";

export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="مسار التنقل" className="mb-5 text-sm text-white/60">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={i} className="flex min-w-0 items-center gap-1">
            {i > 0 ? <ChevronLeft aria-hidden="true" className="size-4 shrink-0 text-white/35" /> : null}
            {item.to ? (
              <Link to={item.to} className="inline-flex min-h-11 items-center rounded-lg px-1 hover:text-white">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-white/85">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
