// Dates and reading times as the blog shows them: Arabic month names, Latin digits (as the rest of the app).
import { BLOG } from "../../../../schema/limits";
import { countText, READING_MINUTES } from "../../../../schema/arabic-count";
import { arabicLongDate } from "../../lib/arabic-date";

// In UTC, not the reader's zone: the worker draws the page first (worker/pages/blog-page.tsx) and the
// browser must draw the same day when it hydrates.
export function formatPostDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : arabicLongDate(date, "utc");
}

export function readingTimeText(minutes: number | null | undefined): string {
  const m = minutes && minutes > 0 ? minutes : BLOG.defaultReadingTime;
  return countText(m, READING_MINUTES);
}

/** The page numbers to show: at most `max`, centred on the current page. */
export function pageWindow(current: number, total: number, max: number = BLOG.maxPageButtons): number[] {
  const count = Math.min(max, total);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
