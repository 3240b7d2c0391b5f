// Category picker (spec 001 §2, §4): trivia chooses subcategories grouped by category;
// the other games choose one category. Premium items are locked in free rooms.
import { Check, Crown, Lock, RotateCw } from "lucide-react";
import { useId } from "react";
import type { CategorySummary } from "../../../../schema/api";
import type { GameType } from "../../../../schema/limits";
import { Button } from "../../ui/button";
import { cx } from "../../ui/cx";
import { LOADING_TEXT } from "../../ui/spinner";
import { toast } from "../../ui/toast";
import { LobbyCard } from "./lobby-card";
import { accessibleIds, isItemLocked, NOTICES, selectableItems, toggleId, usesSubcategories, type ChoosableItem } from "./selection";
import { CHOSEN_CATEGORIES, countText } from "../../../../schema/arabic-count";

function Chip({
  item,
  selected,
  locked,
  editable,
  showPremium,
  onToggle,
}: {
  item: ChoosableItem;
  selected: boolean;
  locked: boolean;
  editable: boolean;
  /** Premium markers show unless the room is premium (spec 001 §6). */
  showPremium: boolean;
  onToggle: () => void;
}) {
  const interactive = editable || undefined;
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-disabled={!editable || undefined}
      onClick={editable ? onToggle : undefined}
      tabIndex={editable ? undefined : -1}
      data-category-id={item.id}
      className={cx(
        "inline-flex min-h-11 items-center gap-1.5 rounded-full px-3.5 text-sm font-bold ring-1 ring-inset transition",
        selected
          ? "bg-brand-500/20 text-white ring-brand-400/70"
          : locked
            ? "bg-gold-500/[0.06] text-white/60 ring-gold-500/30"
            : "bg-white/[0.04] text-white/80 ring-white/15",
        interactive && !selected && !locked && "hover:bg-white/[0.09]",
        interactive && locked && "hover:bg-gold-500/10",
        !editable && !selected && "opacity-60",
        !editable && "cursor-default",
      )}
    >
      {selected ? (
        <Check aria-hidden="true" className="size-4 text-brand-300" strokeWidth={3} />
      ) : locked ? (
        <Lock aria-hidden="true" className="size-3.5 text-gold-300" />
      ) : null}
      {item.nameAr}
      {showPremium && item.isPremium ? <Crown aria-label="مميز" className="size-3.5 text-gold-300" /> : null}
    </button>
  );
}

export function CategoryPicker({
  gameType,
  categories,
  isLoading,
  isError,
  onRetry,
  selected,
  editable,
  roomPremium,
  onChange,
  onClearAll,
}: {
  gameType: GameType;
  categories: readonly CategorySummary[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selected: readonly string[];
  editable: boolean;
  roomPremium: boolean;
  onChange: (next: string[]) => void;
  /** 'Unselect all': also stops the automatic selection for this game. */
  onClearAll: () => void;
}) {
  const titleId = useId();
  const subcats = usesSubcategories(gameType);
  const items = selectableItems(gameType, categories);
  const order = items.map((item) => item.id);
  const accessible = accessibleIds(gameType, categories, roomPremium);
  const selectedSet = new Set(selected);

  function toggle(item: ChoosableItem) {
    if (isItemLocked(item, roomPremium) && !selectedSet.has(item.id)) {
      toast({ variant: "destructive", ...NOTICES.premiumContent });
      return;
    }
    onChange(toggleId(selected, item.id, order));
  }

  const count = selected.length;
  const allAccessibleSelected = accessible.length > 0 && accessible.every((id) => selectedSet.has(id));
  const action =
    editable && count > 0 ? (
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        إلغاء تحديد الكل
      </Button>
    ) : editable && subcats && !allAccessibleSelected && accessible.length > 0 ? (
      <Button variant="ghost" size="sm" onClick={() => onChange(order.filter((id) => accessible.includes(id)))}>
        تحديد الكل
      </Button>
    ) : null;

  // One chip per choosable item, whether it sits under its category or in a flat list.
  const chipOf = (item: ChoosableItem) => (
    <Chip
      key={item.id}
      item={item}
      selected={selectedSet.has(item.id)}
      locked={isItemLocked(item, roomPremium)}
      editable={editable}
      showPremium={!roomPremium}
      onToggle={() => toggle(item)}
    />
  );

  let body;
  if (isLoading) {
    body = <p className="text-sm text-white/60">{LOADING_TEXT}</p>;
  } else if (isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-rose-200">{NOTICES.categoriesUnavailable.title}.</p>
        <Button variant="secondary" size="sm" onClick={onRetry} icon={<RotateCw aria-hidden="true" className="size-4" />}>
          إعادة المحاولة
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className="text-sm text-white/60">لا توجد فئات متاحة لهذه اللعبة حاليًا.</p>;
  } else if (subcats) {
    body = (
      <div className="flex flex-col gap-4">
        {categories
          .filter((category) => category.subcategories.length > 0)
          .map((category) => (
            <div key={category.id} role="group" aria-label={category.nameAr}>
              <h3 className="mb-2 flex items-center gap-1.5 text-sm font-bold text-white/70">
                {category.nameAr}
                {!roomPremium && category.isPremium ? <Crown aria-label="مميز" className="size-3.5 text-gold-300" /> : null}
              </h3>
              <div className="flex flex-wrap gap-2">
                {category.subcategories.map((sub) => chipOf({ id: sub.id, nameAr: sub.nameAr, isPremium: sub.isPremium || category.isPremium }))}
              </div>
            </div>
          ))}
      </div>
    );
  } else {
    body = (
      <div className="flex flex-wrap gap-2">{items.map(chipOf)}</div>
    );
  }

  return (
    <LobbyCard
      title={subcats ? "الفئات" : "الفئة"}
      titleId={titleId}
      badge={
        <span className="rounded-full bg-white/[0.08] px-2 py-0.5 text-xs font-bold text-white/70 tabular-nums" data-testid="chosen-count">
          {countText(count, CHOSEN_CATEGORIES)}
        </span>
      }
      action={action}
    >
      {!subcats ? <p className="-mt-1 mb-3 text-xs text-white/55">هذه اللعبة تُلعب بفئة واحدة.</p> : null}
      {body}
    </LobbyCard>
  );
}
