// Dates and reading times as the blog shows them: Arabic month names, Latin digits (as the rest of the app).
import { BLOG } from "../../../../schema/limits";
import { countText, READING_MINUTES } from "../../../../schema/arabic-count";

// In UTC, not the reader's zone: the worker draws the page first (worker/pages/blog-page.tsx) and the
// browser must draw the same day when it hydrates.
const longDate = new Intl.DateTimeFormat("ar-u-nu-latn-ca-gregory", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function formatPostDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
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
