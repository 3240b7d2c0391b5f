// The categories of every game (spec 002 §2 categories tab, §4): a game filter, rows
// that expand to their subcategories, add/edit dialogs, delete with confirmation,
// up/down reorder (first cannot go up, last cannot go down) and optimistic active
// toggles; a switched-off category shows its subcategories off and locked. On the shared
// list panel: name search, game and status filters, pages, row selection with
// bulk activate/deactivate/delete, and «تراجع» after a delete.
import { ArrowDown, ArrowUp, ChevronDown, FolderPlus, Lock, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { CATEGORY_SEASON_LABELS, CONTENT_MESSAGES, type AdminCategory, type AdminSubcategory } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Badge } from "../../../../ui/badge";
import { Button } from "../../../../ui/button";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { cx } from "../../../../ui/cx";
import { Switch } from "../../../../ui/switch";
import { toast } from "../../../../ui/toast";
import { useAdminGames } from "../../games/queries";
import { CATEGORIES, countText, QUESTIONS } from "../../../../../../schema/arabic-count";
import { ListPanel, offerUndo } from "../../ui/list-panel";
import { SectionHeading } from "../../ui/section-heading";
import { useListQuery } from "../../ui/use-list-query";
import { useBulkChange } from "../bulk-queries";
import { IconButton, SelectField } from "../controls";
import { describeError } from "../form-errors";
import { contentOfGameId, useGameContent } from "../game-content";
import { CategoryDialog, SubcategoryDialog } from "./category-dialogs";
import {
  CATEGORY_PAGES_KEY,
  useContentCategories,
  useCreateCategory,
  useCreateSubcategory,
  useDeleteCategory,
  useDeleteSubcategory,
  useReorderCategory,
  useReorderSubcategory,
  useUpdateCategory,
  useUpdateSubcategory,
} from "./queries";

const fail = (title: string) => (error: unknown) => toast({ title, description: describeError(error), variant: "destructive" });

type Deleting = { kind: "category"; item: AdminCategory } | { kind: "subcategory"; item: AdminSubcategory } | null;

export function CategoriesPanel() {
  const games = useAdminGames();
  const list = useListQuery<AdminCategory>({ queryKey: CATEGORY_PAGES_KEY, path: "/api/admin/categories" });
  const gameFilter = list.params.extra.gameId || "all";
  // Reordering moves a category among all of its game's: only offered while no search or status hides some of them.
  const canReorder = !list.params.q.trim() && !list.params.status;
  // The game whose categories hold subcategories (bluff trivia): its categories are the subcategory dialog's parents.
  const gameContent = useGameContent();
  const withSubcategories = gameContent.find((g) => g.subcategories);
  const parentCategories = useContentCategories(withSubcategories ? String(GAME_IDS[withSubcategories.gameType]) : "");
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [categoryDialog, setCategoryDialog] = useState<{ editing: AdminCategory | null } | null>(null);
  const [subDialog, setSubDialog] = useState<{ editing: AdminSubcategory | null; parent?: number } | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const reorderCategory = useReorderCategory();
  const createSub = useCreateSubcategory();
  const updateSub = useUpdateSubcategory();
  const deleteSub = useDeleteSubcategory();
  const reorderSub = useReorderSubcategory();
  // Bulk changes and the undo of a delete.
  const restore = useBulkChange("categories");

  const toggle = (id: number) =>
    setExpanded((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const rows = list.result.data?.items ?? [];
  const gameOptions = (games.data ?? []).map((g) => ({ value: String(g.id), label: g.nameAr }));

  return (
    <section aria-labelledby="categories-heading">
      <SectionHeading
        id="categories-heading"
        title="الفئات"
        description="فئات كل الألعاب. فئات «خدعني إن قدرت» تنقسم إلى فئات فرعية يختار منها اللاعبون."
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setSubDialog({ editing: null })} icon={<Plus aria-hidden="true" className="size-4" />}>
              فئة فرعية
            </Button>
            <Button size="sm" onClick={() => setCategoryDialog({ editing: null })} icon={<FolderPlus aria-hidden="true" className="size-4" />}>
              إضافة فئة
            </Button>
          </>
        }
      />
      <ListPanel
        list={list}
        caption="قائمة الفئات"
        columns={[]}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.nameAr}
        searchLabel="البحث باسم الفئة"
        statusFilter
        filters={<SelectField label="اللعبة" hideLabel className="flex-1 basis-40" value={list.params.extra.gameId ?? ""} onChange={(v) => list.setExtra("gameId", v)} placeholder="كل الألعاب" options={gameOptions} />}
        bulk={{ noun: CATEGORIES, run: (change) => restore.mutateAsync(change), actions: ["activate", "deactivate", "delete"] }}
        errorText="تعذّر تحميل الفئات"
        empty="لا توجد فئات بعد. يبدأ المحتوى بإضافة أول فئة."
        emptyFiltered="لا توجد فئات تطابق البحث أو الفلتر."
        grid={{
          className: "grid-cols-1",
          card: (category, select) => {
            const siblings = rows.filter((c) => c.gameId === category.gameId);
            const position = siblings.indexOf(category);
            const content = contentOfGameId(gameContent, category.gameId);
            const isTrivia = !!content?.subcategories;
            const open = expanded.has(category.id);
            return (
              <div className={cx("rounded-2xl bg-white/[0.04] ring-1 ring-white/10", !category.isActive && "opacity-80")}>
                <div className="flex flex-wrap items-center gap-2 p-3 sm:flex-nowrap">
                  {select}
                  <button
                    type="button"
                    onClick={() => toggle(category.id)}
                    disabled={!isTrivia}
                    aria-expanded={isTrivia ? open : undefined}
                    aria-label={isTrivia ? `${open ? "إخفاء" : "عرض"} الفئات الفرعية لـ ${category.nameAr}` : undefined}
                    className="flex min-h-11 min-w-0 flex-1 basis-full items-center gap-2 rounded-xl px-1 text-start disabled:cursor-default sm:basis-auto"
                  >
                    {isTrivia ? <ChevronDown aria-hidden="true" className={cx("size-5 shrink-0 text-white/60 transition-transform", open && "rotate-180")} /> : <span className="w-5" aria-hidden="true" />}
                    <span className="min-w-0">
                      <span className="block truncate font-bold">{category.nameAr}</span>
                      <span className="mt-1 flex flex-wrap gap-1.5">
                        <Badge tone="info">{category.game.nameAr}</Badge>
                        {category.isPremium ? <Badge tone="premium">مميزة</Badge> : null}
                        {category.season ? <Badge tone="info">{CATEGORY_SEASON_LABELS[category.season]}</Badge> : null}
                        <Badge>{countText(category.questionCount, content?.itemCount ?? QUESTIONS)}</Badge>
                        {isTrivia ? <Badge>{category.subcategoryCount} فرعية</Badge> : null}
                        {!category.isActive ? <Badge tone="warning">غير نشطة</Badge> : null}
                      </span>
                    </span>
                  </button>
                  <div className="flex items-center gap-1 ms-auto">
                    <Switch
                      checked={category.isActive}
                      label={`تفعيل الفئة ${category.nameAr}`}
                      onCheckedChange={(isActive) => updateCategory.mutate({ id: category.id, body: { isActive } }, { onError: fail("فشل في تحديث حالة الفئة") })}
                    />
                    <IconButton label="رفع الفئة" disabled={!canReorder || position === 0} onClick={() => reorderCategory.mutate({ id: category.id, direction: "up" }, { onError: fail("فشل في إعادة ترتيب الفئة") })}>
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </IconButton>
                    <IconButton label="إنزال الفئة" disabled={!canReorder || position === siblings.length - 1} onClick={() => reorderCategory.mutate({ id: category.id, direction: "down" }, { onError: fail("فشل في إعادة ترتيب الفئة") })}>
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </IconButton>
                    <IconButton label={`تعديل ${category.nameAr}`} onClick={() => setCategoryDialog({ editing: category })}>
                      <Pencil aria-hidden="true" className="size-4" />
                    </IconButton>
                    <IconButton tone="danger" label={`حذف ${category.nameAr}`} onClick={() => setDeleting({ kind: "category", item: category })}>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </IconButton>
                  </div>
                </div>
                {isTrivia && open ? (
                  <div className="border-t border-white/5 px-3 pb-3 pt-2 sm:ps-10">
                    {category.subcategories.length === 0 ? <p className="py-3 text-sm text-white/60">لا توجد فئات فرعية بعد.</p> : null}
                    <ul className="flex flex-col gap-1" aria-label={`الفئات الفرعية لـ ${category.nameAr}`}>
                      {category.subcategories.map((sub, index) => {
                        const locked = !category.isActive;
                        const active = sub.isActive && !locked;
                        return (
                          <li key={sub.id} className="flex flex-wrap items-center gap-2 rounded-xl px-2 py-1 hover:bg-white/[0.03] sm:flex-nowrap">
                            <div className="min-w-0 flex-1 basis-full sm:basis-auto">
                              <span className={cx("font-medium", !active && "text-white/55")}>{sub.nameAr}</span>
                              <span className="ms-2 inline-flex flex-wrap gap-1.5 align-middle">
                                {sub.isPremium ? <Badge tone="premium">مميزة</Badge> : null}
                                <Badge>{countText(sub.questionCount, QUESTIONS)}</Badge>
                                {locked ? (
                                  <Badge tone="warning" icon={<Lock aria-hidden="true" className="size-3" />}>
                                    {CONTENT_MESSAGES.categoryInactiveLabel}
                                  </Badge>
                                ) : !sub.isActive ? (
                                  <Badge tone="warning">غير نشطة</Badge>
                                ) : null}
                              </span>
                            </div>
                            <div className="flex items-center gap-1 ms-auto">
                              <Switch
                                checked={active}
                                disabled={locked}
                                label={`تفعيل الفئة الفرعية ${sub.nameAr}`}
                                onCheckedChange={(isActive) => updateSub.mutate({ id: sub.id, body: { isActive } }, { onError: fail("فشل في تحديث حالة الفئة الفرعية") })}
                              />
                              <IconButton label="رفع الفئة الفرعية" disabled={index === 0} onClick={() => reorderSub.mutate({ id: sub.id, direction: "up" }, { onError: fail("فشل في إعادة ترتيب الفئة الفرعية") })}>
                                <ArrowUp aria-hidden="true" className="size-4" />
                              </IconButton>
                              <IconButton
                                label="إنزال الفئة الفرعية"
                                disabled={index === category.subcategories.length - 1}
                                onClick={() => reorderSub.mutate({ id: sub.id, direction: "down" }, { onError: fail("فشل في إعادة ترتيب الفئة الفرعية") })}
                              >
                                <ArrowDown aria-hidden="true" className="size-4" />
                              </IconButton>
                              <IconButton label={`تعديل ${sub.nameAr}`} onClick={() => setSubDialog({ editing: sub })}>
                                <Pencil aria-hidden="true" className="size-4" />
                              </IconButton>
                              <IconButton tone="danger" label={`حذف ${sub.nameAr}`} onClick={() => setDeleting({ kind: "subcategory", item: sub })}>
                                <Trash2 aria-hidden="true" className="size-4" />
                              </IconButton>
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                    <Button variant="ghost" size="sm" className="mt-2" onClick={() => setSubDialog({ editing: null, parent: category.id })} icon={<Plus aria-hidden="true" className="size-4" />}>
                      إضافة فئة فرعية إلى {category.nameAr}
                    </Button>
                  </div>
                ) : null}
              </div>
            );
          },
        }}
      />

      <CategoryDialog
        open={!!categoryDialog}
        onOpenChange={(open) => !open && setCategoryDialog(null)}
        editing={categoryDialog?.editing ?? null}
        games={games.data ?? []}
        defaultGameId={gameFilter === "all" ? undefined : Number(gameFilter)}
        pending={createCategory.isPending || updateCategory.isPending}
        onSubmit={(values) => {
          const editing = categoryDialog?.editing;
          if (editing)
            updateCategory.mutate(
              { id: editing.id, body: { nameAr: values.nameAr, isPremium: values.isPremium, isActive: values.isActive, season: values.season } },
              { onSuccess: () => (setCategoryDialog(null), toast({ title: "تم تحديث الفئة بنجاح" })), onError: fail("فشل في تحديث الفئة") },
            );
          else
            createCategory.mutate(
              { ...values, displayOrder: 0 },
              { onSuccess: () => (setCategoryDialog(null), toast({ title: "تم إضافة الفئة بنجاح" })), onError: fail("فشل في إضافة الفئة") },
            );
        }}
      />
      <SubcategoryDialog
        open={!!subDialog}
        onOpenChange={(open) => !open && setSubDialog(null)}
        editing={subDialog?.editing ?? null}
        categories={parentCategories.data ?? []}
        defaultCategoryId={subDialog?.parent}
        pending={createSub.isPending || updateSub.isPending}
        onSubmit={(values) => {
          const editing = subDialog?.editing;
          if (editing)
            updateSub.mutate(
              { id: editing.id, body: { nameAr: values.nameAr, isPremium: values.isPremium, isActive: values.isActive } },
              { onSuccess: () => (setSubDialog(null), toast({ title: "تم تحديث الفئة الفرعية بنجاح" })), onError: fail("فشل في تحديث الفئة الفرعية") },
            );
          else
            createSub.mutate(
              { ...values, displayOrder: 0 },
              {
                onSuccess: () => {
                  setSubDialog(null);
                  setExpanded((set) => new Set(set).add(values.categoryId));
                  toast({ title: "تم إضافة الفئة الفرعية بنجاح" });
                },
                onError: fail("فشل في إضافة الفئة الفرعية"),
              },
            );
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.kind === "subcategory" ? "حذف الفئة الفرعية؟" : "حذف الفئة؟"}
        description={
          deleting
            ? `سيتم حذف «${deleting.item.nameAr}»${deleting.kind === "subcategory" ? " نهائيًا" : "، ويمكن التراجع عن الحذف لثوانٍ بعده"}. لا يمكن حذف ${deleting.kind === "subcategory" ? "فئة فرعية" : "فئة"} فيها أسئلة أو صور: يلزم حذفها أولًا أو أوقف الفئة.`
            : undefined
        }
        confirmLabel="حذف"
        pending={deleteCategory.isPending || deleteSub.isPending}
        onConfirm={() => {
          if (!deleting) return;
          // A category is deleted softly and offers «تراجع»; a subcategory goes at once.
          if (deleting.kind === "category")
            deleteCategory.mutate(deleting.item.id, {
              onSuccess: (_, id) => (setDeleting(null), offerUndo("تم حذف الفئة بنجاح", () => restore.mutateAsync({ action: "restore", ids: [id] }), "تمت استعادة الفئة")),
              onError: (e) => (setDeleting(null), fail("فشل في حذف الفئة")(e)),
            });
          else
            deleteSub.mutate(deleting.item.id, {
              onSuccess: () => (setDeleting(null), toast({ title: "تم حذف الفئة الفرعية بنجاح" })),
              onError: (e) => (setDeleting(null), fail("فشل في حذف الفئة الفرعية")(e)),
            });
        }}
      />
    </section>
  );
}
