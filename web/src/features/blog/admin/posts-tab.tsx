// Posts (spec 002 §2): actions (edit, delete), publish date ('-' when none), status badge,
// category, author and title; a new post or an edit opens the editor in place of the table.
import { ExternalLink, FilePlus2, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { BLOG_STATUS_LABELS, type BlogPost, type BlogStatus } from "../../../../../schema/api/blog";
import { messageFor } from "../../../lib/api";
import { Badge, type BadgeTone } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { DataTable } from "../../../ui/data-table";
import { toast } from "../../../ui/toast";
import { formatPostDate } from "../format";
import { useAdminPosts, useDeleteItem, useRestorePost } from "../queries";
import { offerUndo } from "../../admin/ui/list-panel";
import { PostEditor } from "./post-editor";

const STATUS_TONE: Record<BlogStatus, BadgeTone> = { draft: "neutral", published: "success", scheduled: "info" };

export function PostsTab() {
  const posts = useAdminPosts();
  const remove = useDeleteItem("posts");
  const restore = useRestorePost();
  const [editing, setEditing] = useState<BlogPost | "new" | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);

  if (editing)
    return (
      <PostEditor
        key={editing === "new" ? "new" : editing.id}
        post={editing === "new" ? null : editing}
        onDone={() => {
          setEditing(null);
          window.scrollTo({ top: 0 });
        }}
      />
    );

  return (
    <section aria-labelledby="posts-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="posts-title" className="text-xl font-bold">
          المقالات {posts.data ? <span className="text-base text-white/50">({posts.data.length})</span> : null}
        </h2>
        <Button onClick={() => setEditing("new")} icon={<FilePlus2 aria-hidden="true" className="size-5" />}>
          مقال جديد
        </Button>
      </div>
      <DataTable
        caption="المقالات"
        rows={posts.data}
        rowKey={(p) => p.id}
        isLoading={posts.isPending}
        error={posts.isError ? messageFor(posts.error, "فشل في جلب المقالات") : null}
        onRetry={() => posts.refetch()}
        empty="لا توجد مقالات بعد. يمكنك البدء بكتابة أول مقال."
        columns={[
          {
            key: "actions",
            header: "الإجراءات",
            actions: true,
            cell: (p) => (
              <div className="flex gap-1">
                <Button variant="ghost" size="icon" aria-label={`تعديل ${p.titleAr}`} title="تعديل" onClick={() => setEditing(p)}>
                  <Pencil aria-hidden="true" className="size-4.5" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`حذف ${p.titleAr}`} title="حذف" onClick={() => setDeleting(p)}>
                  <Trash2 aria-hidden="true" className="size-4.5 text-rose-300" />
                </Button>
                {p.status !== "draft" ? (
                  <a
                    href={`/blog/${encodeURIComponent(p.slug)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`عرض ${p.titleAr}`}
                    title="عرض"
                    className="inline-flex size-11 items-center justify-center rounded-xl text-white/70 hover:bg-white/10"
                  >
                    <ExternalLink aria-hidden="true" className="size-4.5" />
                  </a>
                ) : null}
              </div>
            ),
          },
          { key: "date", header: "تاريخ النشر", cell: (p) => <span className="whitespace-nowrap">{p.publishedAt ? formatPostDate(p.publishedAt) : "-"}</span> },
          { key: "status", header: "الحالة", cell: (p) => <Badge tone={STATUS_TONE[p.status]}>{BLOG_STATUS_LABELS[p.status]}</Badge> },
          { key: "category", header: "التصنيف", cell: (p) => p.category?.nameAr ?? <span className="text-white/50">غير مصنف</span> },
          { key: "author", header: "الكاتب", cell: (p) => p.author?.nameAr ?? <span className="text-white/50">غير محدد</span> },
          { key: "title", header: "العنوان", primary: true, className: "min-w-56", cell: (p) => <span className="font-bold">{p.titleAr}</span> },
        ]}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="حذف المقال؟"
        description={deleting ? `سيختفي «${deleting.titleAr}» من المدونة الآن، ويمكن التراجع عن الحذف لثوانٍ بعده.` : undefined}
        confirmLabel="حذف المقال"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            // The post is only marked deleted on the server: «تراجع» brings it back.
            onSuccess: (_, id) => {
              setDeleting(null);
              offerUndo("تم حذف المقال بنجاح", () => restore.mutateAsync(id), "تمت استعادة المقال");
            },
            onError: (error) => toast({ title: "فشل حذف المقال", description: messageFor(error, "حدث خطأ أثناء حذف المقال"), variant: "destructive" }),
          })
        }
      />
    </section>
  );
}
