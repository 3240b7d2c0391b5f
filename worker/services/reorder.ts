// Moving one row of a hand-ordered list (categories, subcategories, pricing tiers) a place up or
// down (spec 002 §4): pure, so the rule is unit tested apart from D1.

/**
 * The display orders after moving one item up or down among its siblings: the list is
 * renumbered 0..n-1 with the two swapped, so equal or gapped orders (every new row has 0) still
 * swap with the neighbour the admin sees. Null when the move is not possible (first up, last down).
 */
export function reorderPlan(siblingIds: readonly number[], id: number, direction: "up" | "down"): Map<number, number> | null {
  const at = siblingIds.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= siblingIds.length) return null;
  const order = [...siblingIds];
  [order[at], order[to]] = [order[to], order[at]];
  return new Map(order.map((sid, i) => [sid, i]));
}
