// A table pasted into an «add from a table» dialog (spec 002 §5): its lines of tab-separated
// cells, and the result line once the rows are sent. Each game's own columns are in its folder.
import { countText, QUESTIONS, ROWS } from "../../../../../schema/arabic-count";

/** Lines of tab-separated cells; blank lines are dropped, cells trimmed. */
export function parseTable<K extends string>(text: string, keys: readonly K[]): Record<K, string>[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const cells = line.split("\t");
      return Object.fromEntries(keys.map((key, i) => [key, (cells[i] ?? "").trim()])) as Record<K, string>;
    });
}

/** The spec's result line: «تم إضافة N أسئلة», counted in Arabic, plus where it failed. */
export function importSummary(added: number, failed: number): string {
  return `تم إضافة ${countText(added, QUESTIONS, { oblique: true })}${failed > 0 ? ` مع أخطاء في ${countText(failed, ROWS, { oblique: true })}` : ""}`;
}
