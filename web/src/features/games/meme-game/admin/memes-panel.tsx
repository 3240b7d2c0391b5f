// The meme pictures tab (spec 002 §2): a grid with category, text-box and premium
// badges; edit and delete on hover (always shown on touch screens), search and
// category filter, add/edit dialog and bulk upload; delete with «تراجع», selection and bulk
// actions on the shared list panel (issue 26), as a grid of pictures.
import { Images } from "lucide-react";
import { useState } from "react";
import type { AdminMemeImage, CreateMemeImage } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Badge } from "../../../../ui/badge";
import { cx } from "../../../../ui/cx";
import { PICTURES } from "../../../../../../schema/arabic-count";
import { ListPanel } from "../../../admin/ui/list-panel";
import { useListQuery } from "../../../admin/ui/use-list-query";
import { useBulkChange } from "../../../admin/content/bulk-queries";
import { useGameCategories } from "../../../admin/content/categories/queries";
import { ContentHeading, RowActions, RowDeleteConfirm, useRowEditing } from "../../../admin/content/row-editing";
import { BulkMemesDialog, MemeDialog } from "./meme-dialogs";
import { MEMES_KEY } from "./queries";

/** A grid page: 48 fills 2, 3 and 4 columns evenly. */
const GRID_PAGE = 48;

export function MemesPanel() {
  const categories = useGameCategories(GAME_IDS["meme-game"]);
  const list = useListQuery<AdminMemeImage>({ queryKey: MEMES_KEY, path: "/api/admin/meme-images", fixed: { gameId: GAME_IDS["meme-game"] }, initial: { pageSize: GRID_PAGE } });
  const bulk = useBulkChange("meme-images");
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nameAr }));
  const [bulkOpen, setBulkOpen] = useState(false);
  const rows = useRowEditing<AdminMemeImage, CreateMemeImage>("meme-images", "صورة الميم");

  return (
    <section aria-labelledby="memes-heading">
      <ContentHeading
        id="memes-heading"
        title="صور الميمز"
        total={list.result.data?.total}
        noun={PICTURES}
        addLabel="إضافة صورة"
        onAdd={rows.openNew}
        addMany={{ label: "رفع متعدد", icon: <Images aria-hidden="true" className="size-4" />, onClick: () => setBulkOpen(true) }}
      />
      <ListPanel
        list={list}
        caption="صور الميمز"
        columns={[]}
        rowKey={(m) => m.id}
        rowLabel={(m) => m.name ?? `صورة ميم في ${m.category.nameAr}`}
        searchLabel="البحث باسم الصورة أو الفئة"
        categoryOptions={categoryOptions}
        statusFilter
        bulk={{ noun: PICTURES, run: (change) => bulk.mutateAsync(change), moveOptions: categoryOptions }}
        errorText="تعذّر تحميل صور الميمز"
        empty="لا توجد صور ميمز بعد. يمكنك إضافة فئة للعبة الميمز من قسم «الفئات» ثم رفع الصور."
        emptyFiltered="لا توجد صور تطابق البحث أو الفلتر."
        grid={{
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
        }}
      />

      <MemeDialog {...rows.dialog} />
      <BulkMemesDialog open={bulkOpen} onOpenChange={setBulkOpen} />
      <RowDeleteConfirm {...rows.confirm} title="حذف صورة الميم؟" describe={() => "لن تظهر الصورة في أي لعبة جديدة"} />
    </section>
  );
}
