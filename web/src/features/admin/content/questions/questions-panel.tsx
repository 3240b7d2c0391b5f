// The trivia questions tab (spec 002 §2): add, add from a pasted table, search,
// category filter and the subcategory filter that appears once a category is chosen
// (reset when the category changes), the spec's columns, edit, delete with confirmation.
import { ImageOff, Pencil, Plus, Table2, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import type { AdminQuestion, CreateQuestion } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Button } from "../../../../ui/button";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { DataTable, type Column } from "../../../../ui/data-table";
import { toast } from "../../../../ui/toast";
import { SectionHeading } from "../../ui/section-heading";
import { useGameCategories } from "../categories/queries";
import { IconButton, Pager, SearchBox, SelectField, Toolbar } from "../controls";
import { describeError } from "../form-errors";
import { ImportQuestionsDialog } from "./import-dialog";
import { QuestionDialog } from "./question-dialog";
import { useCreateQuestion, useDeleteQuestion, useQuestions, useUpdateQuestion } from "./queries";

const dash = <span className="text-white/35">—</span>;

export function QuestionsPanel() {
  const categories = useGameCategories(GAME_IDS["trivia-deception"]);
  const [categoryId, setCategoryId] = useState("");
  const [subcategoryId, setSubcategoryId] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const list = useQuestions({ categoryId, subcategoryId, search, page });
  const [dialog, setDialog] = useState<{ editing: AdminQuestion | null } | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();
  const category = categories.data?.find((c) => String(c.id) === categoryId);
  const onSearch = useCallback((text: string) => (setSearch(text), setPage(1)), []);

  const columns: Column<AdminQuestion>[] = [
    { key: "content", header: "السؤال", primary: true, cell: (q) => <span className="line-clamp-3 min-w-48">{q.content}</span> },
    { key: "category", header: "الفئة", cell: (q) => q.category.nameAr, className: "whitespace-nowrap" },
    { key: "subcategory", header: "الفئة الفرعية", cell: (q) => q.subcategory.nameAr, className: "whitespace-nowrap" },
    { key: "correct", header: "الإجابة الصحيحة", cell: (q) => <span className="font-bold text-emerald-200">{q.correctAnswer}</span> },
    { key: "alt1", header: "بديلة 1", cell: (q) => q.alternativeAnswer1 ?? dash },
    { key: "alt2", header: "بديلة 2", cell: (q) => q.alternativeAnswer2 ?? dash },
    { key: "fakes", header: "الإجابات الخاطئة", cell: (q) => <span className="text-white/75">{[q.fakeAnswer1, q.fakeAnswer2, q.fakeAnswer3].join(" · ")}</span> },
    {
      key: "image",
      header: "الصورة",
      cell: (q) => (q.imageUrl ? <img src={q.imageUrl} alt="" loading="lazy" className="size-11 rounded-lg bg-white/5 object-cover" /> : <ImageOff aria-label="بلا صورة" className="size-5 text-white/30" />),
    },
    {
      key: "actions",
      header: "الإجراءات",
      actions: true,
      cell: (q) => (
        <div className="flex gap-1">
          <IconButton label="تعديل السؤال" onClick={() => setDialog({ editing: q })}>
            <Pencil aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton tone="danger" label="حذف السؤال" onClick={() => setDeleting(q)}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      ),
    },
  ];

  function save(body: CreateQuestion) {
    const editing = dialog?.editing;
    const done = (title: string) => () => (setDialog(null), toast({ title }));
    const failed = (title: string) => (error: unknown) => toast({ title, description: describeError(error), variant: "destructive" });
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: done("تم تحديث السؤال بنجاح"), onError: failed("فشل في تحديث السؤال") });
    else create.mutate(body, { onSuccess: done("تم إضافة السؤال بنجاح"), onError: failed("فشل في إضافة السؤال") });
  }

  return (
    <section aria-labelledby="questions-heading">
      <SectionHeading
        id="questions-heading"
        title="أسئلة خمّن وخدع"
        description={list.data ? `${list.data.total} سؤال` : undefined}
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setImportOpen(true)} icon={<Table2 aria-hidden="true" className="size-4" />}>
              إضافة من جدول
            </Button>
            <Button size="sm" onClick={() => setDialog({ editing: null })} icon={<Plus aria-hidden="true" className="size-4" />}>
              إضافة سؤال
            </Button>
          </>
        }
      />
      <Toolbar>
        <SearchBox value={search} onChange={onSearch} label="ابحث في الأسئلة والإجابات" />
        <SelectField
          label="الفئة"
          hideLabel
          className="flex-1 basis-40"
          value={categoryId}
          onChange={(v) => (setCategoryId(v), setSubcategoryId(""), setPage(1))}
          placeholder="كل الفئات"
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nameAr }))}
        />
        {category ? (
          <SelectField
            label="الفئة الفرعية"
            hideLabel
            className="flex-1 basis-40"
            value={subcategoryId}
            onChange={(v) => (setSubcategoryId(v), setPage(1))}
            placeholder="كل الفئات الفرعية"
            options={category.subcategories.map((s) => ({ value: String(s.id), label: s.nameAr }))}
          />
        ) : null}
      </Toolbar>
      <DataTable
        caption="أسئلة خمّن وخدع"
        columns={columns}
        rows={list.data?.items}
        rowKey={(q) => q.id}
        isLoading={list.isLoading}
        error={list.error ? "تعذّر تحميل الأسئلة" : null}
        onRetry={() => void list.refetch()}
        empty={
          search || categoryId ? (
            "لا توجد أسئلة تطابق البحث أو الفلتر."
          ) : (
            <>
              لا توجد أسئلة بعد. أضف أولاً الفئات والفئات الفرعية من قسم «الفئات»، وجهّز الإجابات الخاطئة لكل سؤال، ثم أضف الأسئلة واحدًا واحدًا أو من جدول.
            </>
          )
        }
      />
      {list.data ? <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} /> : null}

      <QuestionDialog open={!!dialog} onOpenChange={(open) => !open && setDialog(null)} editing={dialog?.editing ?? null} pending={create.isPending || update.isPending} onSubmit={save} />
      <ImportQuestionsDialog open={importOpen} onOpenChange={setImportOpen} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="حذف السؤال؟"
        description={deleting ? `«${deleting.content}» سيُحذف نهائيًا ولن يظهر في أي لعبة جديدة.` : undefined}
        confirmLabel="حذف"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => (setDeleting(null), toast({ title: "تم حذف السؤال بنجاح" })),
            onError: (error) => (setDeleting(null), toast({ title: "فشل في حذف السؤال", description: describeError(error), variant: "destructive" })),
          })
        }
      />
    </section>
  );
}
