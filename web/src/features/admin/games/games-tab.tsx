// Games tab (spec 002 §2): name, type, status badges, created date, edit.
import { Crown, Pencil } from "lucide-react";
import { useState } from "react";
import type { AdminGame } from "../../../../../schema/api/admin";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { DataTable, type Column } from "../../../ui/data-table";
import { toast } from "../../../ui/toast";
import { formatAdminDate } from "../format";
import { SectionHeading } from "../ui/section-heading";
import { GameEditDialog } from "./game-edit-dialog";
import { useAdminGames, useUpdateGame } from "./queries";

export default function GamesTab() {
  const games = useAdminGames();
  const update = useUpdateGame();
  const [editing, setEditing] = useState<AdminGame | null>(null);

  const columns: Column<AdminGame>[] = [
    { key: "name", header: "الاسم", primary: true, cell: (g) => <span className="font-bold">{g.nameAr}</span> },
    { key: "type", header: "النوع", cell: (g) => <bdi dir="ltr" className="font-mono text-xs text-white/70">{g.gameType}</bdi> },
    {
      key: "status",
      header: "الحالة",
      cell: (g) => (
        <span className="flex flex-wrap gap-1.5">
          {g.isPremium ? <Badge tone="premium" icon={<Crown aria-hidden="true" className="size-3" />}>مميزة</Badge> : <Badge>مجانية</Badge>}
          {g.isActive ? <Badge tone="success">مفعّلة</Badge> : <Badge tone="danger">متوقفة</Badge>}
        </span>
      ),
    },
    { key: "created", header: "تاريخ الإنشاء", cell: (g) => <span className="tabular-nums text-white/75">{formatAdminDate(g.createdAt)}</span> },
    {
      key: "actions",
      header: "الإجراءات",
      actions: true,
      cell: (g) => (
        <Button variant="secondary" size="sm" onClick={() => setEditing(g)} icon={<Pencil aria-hidden="true" className="size-4" />}>
          تعديل<span className="sr-only"> {g.nameAr}</span>
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="games-heading">
      <SectionHeading id="games-heading" title="الألعاب" description="اللعبة المتوقفة تختفي من قائمة الألعاب ولا يمكن إنشاء غرفة لها أو بدؤها." />
      <DataTable
        caption="قائمة الألعاب"
        columns={columns}
        rows={games.data}
        rowKey={(g) => g.id}
        isLoading={games.isPending}
        error={games.isError ? messageFor(games.error, "تعذّر تحميل الألعاب") : null}
        onRetry={() => games.refetch()}
        empty="لا توجد ألعاب"
        skeletonRows={3}
      />
      <GameEditDialog
        game={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={(game, body) => {
          setEditing(null);
          update.mutate(
            { id: game.id, body },
            {
              onSuccess: () => toast({ title: "تم التحديث", description: `تم تحديث «${body.nameAr}» بنجاح` }),
              onError: (error) => toast({ title: "خطأ في التحديث", description: messageFor(error, "تعذّر تحديث اللعبة"), variant: "destructive" }),
            },
          );
        }}
      />
    </section>
  );
}
