// Query keys of the content tab: one root, so a change can refetch every content list.
import { ADMIN_KEY_ROOT } from "../queries";

export const CONTENT_KEY = [ADMIN_KEY_ROOT, "content"] as const;

/** The query string of a content list: only set filters, and only a non-empty trimmed search (spec 002 §5). */
export function listQuery(filters: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = typeof value === "string" ? value.trim() : value;
    if (text !== undefined && text !== "") params.set(key, String(text));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
