// The content management tab (spec 002 §2): each game's own content (its sections come from
// its folder, through game-content.ts), then the categories of every game and the packs, one
// section at a time, kept in the address (?tab=content&section=...).
import { FolderTree, Package } from "lucide-react";
import { SectionTabs, useSection } from "../ui/section-tabs";
import { CategoriesPanel } from "./categories/categories-panel";
import { GAME_CONTENT } from "./game-content";
import { PacksPanel } from "./packs/packs-panel";

const SECTIONS = [
  ...GAME_CONTENT.flatMap((g) => g.sections),
  { id: "categories", label: "الفئات", icon: FolderTree, Panel: CategoriesPanel },
  { id: "packs", label: "الحزم", icon: Package, Panel: PacksPanel },
];

export default function ContentTab() {
  const current = useSection(SECTIONS);
  const Panel = current.Panel;
  return (
    <div>
      <SectionTabs label="أقسام المحتوى" sections={SECTIONS} current={current.id} look="grid" />
      <div role="tabpanel" aria-label={current.label}>
        <Panel />
      </div>
    </div>
  );
}
