// The state of one server-filtered admin list: the search text, the filters, the page,
// the rows selected on this page, and the page fetched for them. Every list in the admin
// (content tabs, blog tabs) keeps its filters the same way and sends them as the same
// query parameters: q, category, status, page, pageSize and any list-specific ones.
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { ContentPage } from "../../../../../schema/api/content";
import { CONTENT_LIMITS } from "../../../../../schema/limits";
import { adminApi } from "../queries";

export type ListStatus = "" | "active" | "inactive";

export interface ListParams {
  q: string;
  category: string;
  status: ListStatus;
  page: number;
  pageSize: number;
  /** List-specific filters (e.g. a subcategory), sent under their own names when set. */
  extra: Record<string, string>;
}

export type RowId = number | string;

/** The query string of a list: only set values, the search trimmed (spec 002 §5). */
export function listSearch(params: ListParams, fixed: Record<string, string | number> = {}): string {
  const out = new URLSearchParams();
  const add = (key: string, value: string | number | undefined) => {
    const text = typeof value === "string" ? value.trim() : value;
    if (text !== undefined && text !== "") out.set(key, String(text));
  };
  for (const [key, value] of Object.entries(fixed)) add(key, value);
  add("q", params.q);
  add("category", params.category);
  add("status", params.status);
  for (const [key, value] of Object.entries(params.extra)) add(key, value);
  if (params.page > 1) add("page", params.page);
  if (params.pageSize !== CONTENT_LIMITS.pageSize) add("pageSize", params.pageSize);
  const query = out.toString();
  return query ? `?${query}` : "";
}

export interface ListQuery<T> {
  params: ListParams;
  /** Sets one filter and goes back to the first page; `page` only moves the page. */
  set: (name: "q" | "category" | "status" | "page" | "pageSize", value: string | number) => void;
  setExtra: (name: string, value: string) => void;
  /** True when any search or filter narrows the list (the empty state then says so). */
  filtered: boolean;
  result: ReturnType<typeof useQuery<ContentPage<T>>>;
  selected: ReadonlySet<RowId>;
  toggle: (id: RowId) => void;
  /** Selects every row of the shown page, or clears them when all are selected already. */
  toggleAll: (ids: RowId[]) => void;
  clearSelection: () => void;
}

export function useListQuery<T>({
  queryKey,
  path,
  fixed,
  initial,
}: {
  /** The list's key under its tab's root, so a change there refetches it. */
  queryKey: QueryKey;
  /** The admin API path of the list, e.g. /api/admin/questions. */
  path: string;
  /** Parameters always sent (e.g. the game). */
  fixed?: Record<string, string | number>;
  initial?: Partial<ListParams>;
}): ListQuery<T> {
  const [params, setParams] = useState<ListParams>({ q: "", category: "", status: "", page: 1, pageSize: CONTENT_LIMITS.pageSize, extra: {}, ...initial });
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(new Set());
  const search = listSearch(params, fixed);
  const result = useQuery({
    queryKey: [...queryKey, search],
    queryFn: ({ signal }) => adminApi<ContentPage<T>>("GET", `${path}${search}`, undefined, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });

  // A selection belongs to the rows on screen: another page or filter starts afresh.
  const set = useCallback<ListQuery<T>["set"]>((name, value) => {
    setSelected(new Set());
    // The list-specific filters sit under the category (e.g. its subcategory): a new category clears them.
    setParams((p) => (name === "page" ? { ...p, page: Number(value) } : { ...p, [name]: value, page: 1, extra: name === "category" ? {} : p.extra }));
  }, []);
  const setExtra = useCallback((name: string, value: string) => {
    setSelected(new Set());
    setParams((p) => ({ ...p, extra: { ...p.extra, [name]: value }, page: 1 }));
  }, []);
  const toggle = useCallback((id: RowId) => {
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback((ids: RowId[]) => {
    setSelected((s) => (ids.length > 0 && ids.every((id) => s.has(id)) ? new Set() : new Set(ids)));
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const filtered = useMemo(() => !!(params.q.trim() || params.category || params.status || Object.values(params.extra).some(Boolean)), [params]);

  return { params, set, setExtra, filtered, result, selected, toggle, toggleAll, clearSelection };
}
