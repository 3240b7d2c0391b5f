// The meme pictures tab (spec 002 §2): a grid with category, text-box and premium
// badges; edit and delete on hover (always shown on touch screens), search and
// category filter, add/edit dialog and bulk upload; delete with «تراجع», selection and bulk
// actions on the shared list panel, as a grid of pictures.
import { Images } from "lucide-react";
import type { AdminMemeImage, CreateMemeImage } from "../../../../../../schema/api/content";
import { PICTURES } from "../../../../../../schema/arabic-count";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Badge } from "../../../../ui/badge";
import { cx } from "../../../../ui/cx";
import { RowActions } from "../../../admin/content/row-editing";
import { GameContentPanel, type ContentPanelSpec } from "../../shared/admin/content-panel";
import { BulkMemesDialog, MemeDialog } from "./meme-dialogs";
import { MEMES_KEY } from "./queries";

/** A grid page: 48 fills 2, 3 and 4 columns evenly. */
const GRID_PAGE = 48;

const SPEC: ContentPanelSpec<AdminMemeImage, CreateMemeImage> = {
  kind: "meme-images",
  gameId: GAME_IDS["meme-game"],
  queryKey: MEMES_KEY,
  pageSize: GRID_PAGE,
  rowNoun: "صورة الميم",
  title: "صور الميمز",
  headingId: "memes-heading",
  count: PICTURES,
  addLabel: "إضافة صورة",
  addMany: { label: "رفع متعدد", icon: <Images aria-hidden="true" className="size-4" /> },
  columns: () => [],
  grid: (rows) => ({
    card: (meme, select) => (
      <div className="group relative h-full overflow-hidden rounded-2xl bg-white/[0.04] ring-1 ring-white/10" tabIndex={0}>
        <img src={meme.imageUrl} alt={meme.name ?? `صورة ميم في ${meme.category.nameAr}`} loading="lazy" className={cx("aspect-square w-full bg-night-950/50 object-cover", !meme.isActive && "opacity-50")} />
        <div className="flex flex-wrap gap-1 p-2">
          <Badge tone="info">{meme.category.nameAr}</Badge>
          <Badge>{meme.textBoxCount === 1 ? "صندوق واحد" : "صندوقان"}</Badge>
          {meme.isPremium ? <Badge tone="premium">مميزة</Badge> : null}
          {!meme.isActive ? <Badge>موقوفة</Badge> : null}
        </div>
        {meme.name ? <p className="truncate px-2 pb-2 text-xs text-white/60">{meme.name}</p> : null}
        {select ? <div className="absolute start-2 top-2 rounded-xl bg-night-950/80 p-2 backdrop-blur">{select}</div> : null}
        <div className="absolute end-2 top-2 flex gap-1 rounded-xl bg-night-950/80 p-0.5 backdrop-blur transition-opacity md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100">
          <RowActions noun="الصورة" onEdit={() => rows.openEdit(meme)} onDelete={() => rows.askDelete(meme)} />
        </div>
      </div>
    ),
  }),
  rowLabel: (m) => m.name ?? `صورة ميم في ${m.category.nameAr}`,
  searchLabel: "البحث باسم الصورة أو الفئة",
  errorText: "تعذّر تحميل صور الميمز",
  empty: "لا توجد صور ميمز بعد. يمكنك إضافة فئة للعبة الميمز من قسم «الفئات» ثم رفع الصور.",
  emptyFiltered: "لا توجد صور تطابق البحث أو الفلتر.",
  Dialog: MemeDialog,
  AddManyDialog: BulkMemesDialog,
  deleteTitle: "حذف صورة الميم؟",
  describeDelete: () => "لن تظهر الصورة في أي لعبة جديدة",
};

export function MemesPanel() {
  return <GameContentPanel spec={SPEC} />;
}
