// Avatars tab (spec 002 §2): tabs all / Color / Face / Custom, the table of
// image, type, file name, availability and delete (confirmed, then «تراجع» for a
// few seconds), in a list 500 px high, and the add dialog. On the shared list
// panel: file name search, status filter, pages, selection and bulk activate/deactivate/delete.
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { AvatarAsset } from "../../../../../schema/api/avatars";
import { AVATAR_ASSETS, AVATAR_LAYER_TYPES, type AvatarLayerType } from "../../../../../schema/limits";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { cx } from "../../../ui/cx";
import { type Column } from "../../../ui/data-table";
import { Switch } from "../../../ui/switch";
import { toast } from "../../../ui/toast";
import { useBulkChange } from "../content/bulk-queries";
import { AVATARS } from "../../../../../schema/arabic-count";
import { ListPanel, offerUndo } from "../ui/list-panel";
import { SectionHeading } from "../ui/section-heading";
import { SegmentedTabs } from "../ui/segmented-tabs";
import { useListQuery } from "../ui/use-list-query";
import { AvatarAddDialog } from "./avatar-add-dialog";
import { LAYER_LABELS } from "./layers";
import { ADMIN_AVATARS_KEY, AVATAR_PAGES_KEY, useAdminAvatars, useDeleteAvatar, useToggleAvatar, useUploadAvatar } from "./queries";

type Filter = "all" | AvatarLayerType;
const FILTERS: { id: Filter; label: string }[] = [{ id: "all", label: "الكل" }, ...AVATAR_LAYER_TYPES.map((t) => ({ id: t, label: t }))];

const checkered = "bg-[conic-gradient(#ffffff14_25%,transparent_0_50%,#ffffff14_0_75%,transparent_0)] bg-[length:12px_12px]";

export default function AvatarsTab() {
  const avatars = useAdminAvatars();
  const upload = useUploadAvatar();
  const toggle = useToggleAvatar();
  const remove = useDeleteAvatar();
  const restore = useBulkChange("avatar-assets", ADMIN_AVATARS_KEY);
  // The list is a server page; the full list above still gives the tabs' counts and the add dialog's free numbers.
  const list = useListQuery<AvatarAsset>({ queryKey: AVATAR_PAGES_KEY, path: "/api/admin/avatar-assets/page" });
  const filter = (list.params.extra.layerType || "all") as Filter;
  const setFilter = (f: Filter) => list.setExtra("layerType", f === "all" ? "" : f);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AvatarAsset | null>(null);

  const all = avatars.data ?? [];
  const count = (f: Filter) => (f === "all" ? all.length : all.filter((a) => a.layerType === f).length);

  const columns: Column<AvatarAsset>[] = [
    {
      key: "image",
      header: "الصورة",
      primary: true,
      cell: (a) => (
        <span className="flex items-center gap-3">
          <img src={a.filePath} alt={`${LAYER_LABELS[a.layerType]} رقم ${a.assetNumber}`} loading="lazy" className={cx("size-14 shrink-0 rounded-xl object-contain ring-1 ring-white/10", checkered)} />
          <span className="text-sm font-bold md:hidden">
            {LAYER_LABELS[a.layerType]} #{a.assetNumber}
          </span>
        </span>
      ),
    },
    {
      key: "type",
      header: "النوع",
      cell: (a) => (
        <span className="flex items-center gap-2">
          <Badge tone="info">{LAYER_LABELS[a.layerType]}</Badge>
          <bdi dir="ltr" className="text-xs text-white/60">
            {a.layerType} #{a.assetNumber}
          </bdi>
        </span>
      ),
    },
    {
      key: "file",
      header: "اسم الملف",
      cell: (a) => (
        <bdi dir="ltr" className="inline-block max-w-56 truncate align-middle font-mono text-xs text-white/75" title={a.fileName}>
          {a.fileName}
        </bdi>
      ),
    },
    {
      key: "status",
      header: "الحالة",
      cell: (a) => (
        <Switch
          checked={a.isActive}
          showLabel
          label={a.isActive ? "متاح" : "غير متاح"}
          onCheckedChange={(isActive) =>
            toggle.mutate(
              { id: a.id, isActive },
              {
                onSuccess: () => toast({ title: isActive ? "أصبحت الصورة متاحة للاعبين" : "لم تعد الصورة متاحة للاعبين" }),
                onError: (error) => toast({ title: "خطأ", description: messageFor(error, "فشل في تحديث حالة الصورة الرمزية"), variant: "destructive" }),
              },
            )
          }
        />
      ),
    },
    {
      key: "actions",
      header: "الإجراءات",
      actions: true,
      cell: (a) => (
        <Button variant="danger" size="sm" onClick={() => setDeleting(a)} icon={<Trash2 aria-hidden="true" className="size-4" />}>
          حذف<span className="sr-only"> {a.layerType} رقم {a.assetNumber}</span>
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="avatars-heading">
      <SectionHeading
        id="avatars-heading"
        title="الصور الرمزية"
        description="طبقات الصورة الرمزية التي يختار منها اللاعبون: اللون، الوجه، والإكسسوار. الصورة غير المتاحة تختفي من المحرر."
        actions={
          <Button onClick={() => setAdding(true)} icon={<Plus aria-hidden="true" className="size-5" />}>
            إضافة صورة
          </Button>
        }
      />
      <SegmentedTabs label="نوع الطبقة" className="mb-4" tabs={FILTERS.map((f) => ({ ...f, count: avatars.data ? count(f.id) : undefined }))} current={filter} onChange={setFilter}>
        <ListPanel
          list={list}
          caption="الصور الرمزية"
          columns={columns}
          rowKey={(a) => a.id}
          rowLabel={(a) => `${LAYER_LABELS[a.layerType]} رقم ${a.assetNumber}`}
          searchLabel="البحث باسم الملف"
          statusFilter
          bulk={{ noun: AVATARS, run: (change) => restore.mutateAsync(change), actions: ["activate", "deactivate", "delete"] }}
          maxBodyHeight={AVATAR_ASSETS.listHeightPx}
          errorText="تعذّر تحميل الصور الرمزية"
          empty="لا توجد صور رمزية بعد"
          emptyFiltered={filter !== "all" && !list.params.q.trim() && !list.params.status ? `لا توجد صور في طبقة ${LAYER_LABELS[filter]}` : "لا توجد صور تطابق البحث أو الفلتر."}
        />
      </SegmentedTabs>
      <AvatarAddDialog
        open={adding}
        onOpenChange={setAdding}
        assets={all}
        initialLayer={filter === "all" ? "Color" : filter}
        pending={upload.isPending}
        onAdd={(body) =>
          upload.mutate(body, {
            onSuccess: (asset) => {
              setAdding(false);
              toast({ title: "تمت إضافة الصورة الرمزية", description: `${LAYER_LABELS[asset.layerType]} رقم ${asset.assetNumber} متاحة للاعبين الآن` });
            },
            onError: (error) => toast({ title: "خطأ", description: messageFor(error, "فشل في إضافة الصورة الرمزية"), variant: "destructive" }),
          })
        }
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="حذف الصورة الرمزية"
        description={deleting ? `سيُحذف ${LAYER_LABELS[deleting.layerType]} رقم ${deleting.assetNumber} ويختفي من المحرر الآن، ويمكن التراجع عن الحذف لثوانٍ بعده.` : undefined}
        confirmLabel="حذف"
        pending={remove.isPending}
        icon={<Trash2 aria-hidden="true" className="size-6" />}
        onConfirm={() => {
          const asset = deleting;
          if (!asset) return;
          remove.mutate(asset.id, {
            onSuccess: () => offerUndo("تم حذف الصورة الرمزية", () => restore.mutateAsync({ action: "restore", ids: [asset.id] }), "تمت استعادة الصورة الرمزية"),
            onError: (error) => toast({ title: "خطأ", description: messageFor(error, "فشل في حذف الصورة الرمزية"), variant: "destructive" }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </section>
  );
}
