// A CSV download read from D1 a chunk at a time (the activity log and the users, as the
// payments log already did): UTF-8 with a BOM so Excel reads the Arabic, Arabic headers, at most
// `max` records, never the whole table in memory.
import { csvLine, UTF8_BOM } from "./payments/csv";

type Field = string | number | null | undefined;

const CHUNK = 500;
const pad = (n: number) => String(n).padStart(2, "0");

/** "2025/11/21 09:30" in the admin's zone, as the payments export writes it (spec 002 §9). */
export function csvDateTime(value: Date | null | undefined, tzOffset: number): string {
  if (!value) return "";
  const d = new Date(value.getTime() + tzOffset * 60_000);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export function csvStream<T>(headers: readonly string[], page: (offset: number, limit: number) => Promise<T[]>, record: (row: T) => Field[], max: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvLine(headers)));
    },
    async pull(controller) {
      const size = Math.min(CHUNK, max - offset);
      const rows = size > 0 ? await page(offset, size) : [];
      offset += rows.length;
      if (rows.length) controller.enqueue(encoder.encode(rows.map((row) => csvLine(record(row))).join("")));
      if (rows.length < size || size <= 0) controller.close();
    },
  });
}

/** "activity-2025-11-21.csv": what it is and the day it was made, in the admin's zone. */
export function csvFileName(what: string, now: number, tzOffset: number): string {
  return `${what}-${new Date(now + tzOffset * 60_000).toISOString().slice(0, 10)}.csv`;
}

/** The headers of a download: a CSV file, never cached. */
export function csvHeaders(fileName: string): Record<string, string> {
  return { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "no-store" };
}
