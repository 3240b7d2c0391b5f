// The content management tab (spec 002 §2): each game's own content (its sections come from
// its folder, through game-content.ts), then the categories of every game and the packs, one
// section at a time, kept in the address (?tab=content&section=...).
import { FolderTree, Package } from "lucide-react";
import { useSearchParams } from "react-router";
import { cx } from "../../../ui/cx";
import { CategoriesPanel } from "./categories/categories-panel";
import { GAME_CONTENT } from "./game-content";
import { PacksPanel } from "./packs/packs-panel";

const SECTIONS = [
  ...GAME_CONTENT.flatMap((g) => g.sections),
  { id: "categories", label: "الفئات", icon: FolderTree, Panel: CategoriesPanel },
  { id: "packs", label: "الحزم", icon: Package, Panel: PacksPanel },
];

export default function ContentTab() {
  const [params, setParams] = useSearchParams();
  const current = SECTIONS.find((s) => s.id === params.get("section")) ?? SECTIONS[0];
  const Panel = current.Panel;
  return (
    <div>
      <div role="tablist" aria-label="أقسام المحتوى" className="mb-6 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {SECTIONS.map((section) => {
          const active = section.id === current.id;
          const Icon = section.icon;
          return (
            <button
              key={section.id}
              type="button"
              role="tab"
              aria-selected={active}
              onClick={() =>
                setParams((p) => {
                  const next = new URLSearchParams(p);
                  next.set("section", section.id);
                  return next;
                })
              }
              className={cx(
                "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-bold ring-1 ring-inset transition-colors sm:justify-start",
                active ? "bg-brand-500/15 text-brand-200 ring-brand-400/40" : "text-white/70 ring-white/10 hover:bg-white/5 hover:text-white",
              )}
            >
              <Icon aria-hidden="true" className="size-4.5 shrink-0" />
              {section.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" aria-label={current.label}>
        <Panel />
      </div>
    </div>
  );
}
