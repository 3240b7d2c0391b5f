// The content management tab (spec 002 §2): each game's own content (its sections come from
// its folder, handed in through game-content.ts), then the categories of every game and the packs, one
// section at a time, kept in the address (?tab=content&section=...).
import { FolderTree, Package } from "lucide-react";
import { Suspense, useMemo } from "react";
import { SkeletonRows } from "../../../ui/skeleton";
import { SectionTabs, useSection } from "../ui/section-tabs";
import { CategoriesPanel } from "./categories/categories-panel";
import { useGameContent } from "./game-content";
import { PacksPanel } from "./packs/packs-panel";

const SHARED_SECTIONS = [
  { id: "categories", label: "الفئات", icon: FolderTree, Panel: CategoriesPanel },
  { id: "packs", label: "الحزم", icon: Package, Panel: PacksPanel },
];

export default function ContentTab() {
  const games = useGameContent();
  const sections = useMemo(() => [...games.flatMap((g) => g.sections), ...SHARED_SECTIONS], [games]);
  const current = useSection(sections);
  const Panel = current.Panel;
  return (
    <div>
      <SectionTabs label="أقسام المحتوى" sections={sections} current={current.id} look="grid" />
      <div role="tabpanel" aria-label={current.label}>
        {/* A game's panel loads when its section first opens. */}
        <Suspense fallback={<SkeletonRows rows={5} />}>
          <Panel />
        </Suspense>
      </div>
    </div>
  );
}
