// The trivia questions tab (spec 002 §2): add, add from a pasted table, search,
// category filter and the subcategory filter that appears once a category is chosen
// (reset when the category changes), the spec's columns, edit, delete with confirmation
// and «تراجع»; on the shared list panel with row selection and bulk actions (issue 26).
import { Table2 } from "lucide-react";
import { useState } from "react";
import type { AdminQuestion, CreateQuestion } from "../../../../../../schema/api/content";
import { GAME_IDS } from "../../../../../../schema/limits";
import { type Column } from "../../../../ui/data-table";
import { QUESTIONS } from "../../../../../../schema/arabic-count";
import { ListPanel, statusColumn } from "../../../admin/ui/list-panel";
import { useListQuery } from "../../../admin/ui/use-list-query";
import { useBulkChange } from "../../../admin/content/bulk-queries";
import { useGameCategories } from "../../../admin/content/categories/queries";
import { SelectField } from "../../../admin/content/controls";
import { actionsColumn, ContentHeading, imageColumn, RowDeleteConfirm, useRowEditing } from "../../../admin/content/row-editing";
import { ImportQuestionsDialog } from "./import-dialog";
import { QuestionDialog } from "./question-dialog";
import { QUESTIONS_KEY } from "./queries";

const dash = <span className="text-white/35">—</span>;

export function QuestionsPanel() {
  const categories = useGameCategories(GAME_IDS["trivia-deception"]);
  const list = useListQuery<AdminQuestion>({ queryKey: QUESTIONS_KEY, path: "/api/admin/questions", fixed: { gameId: GAME_IDS["trivia-deception"] } });
  const bulk = useBulkChange("questions");
  const [importOpen, setImportOpen] = useState(false);
  const rows = useRowEditing<AdminQuestion, CreateQuestion>("questions", "السؤال");
  const category = categories.data?.find((c) => String(c.id) === list.params.category);
  const data = list.result.data;

  const columns: Column<AdminQuestion>[] = [
    { key: "content", header: "السؤال", primary: true, cell: (q) => <span className="line-clamp-3 min-w-48">{q.content}</span> },
    { key: "category", header: "الفئة", cell: (q) => q.category.nameAr, className: "whitespace-nowrap" },
    { key: "subcategory", header: "الفئة الفرعية", cell: (q) => q.subcategory.nameAr, className: "whitespace-nowrap" },
    { key: "correct", header: "الإجابة الصحيحة", cell: (q) => <span className="font-bold text-emerald-200">{q.correctAnswer}</span> },
    { key: "alt1", header: "بديلة 1", cell: (q) => q.alternativeAnswer1 ?? dash },
    { key: "alt2", header: "بديلة 2", cell: (q) => q.alternativeAnswer2 ?? dash },
    { key: "fakes", header: "الإجابات الخاطئة", cell: (q) => <span className="text-white/75">{[q.fakeAnswer1, q.fakeAnswer2, q.fakeAnswer3].join(" · ")}</span> },
    statusColumn<AdminQuestion>(),
    imageColumn<AdminQuestion>(),
    actionsColumn(rows, "السؤال"),
  ];

  return (
    <section aria-labelledby="questions-heading">
      <ContentHeading
        id="questions-heading"
        title="أسئلة «خدعني إن قدرت»"
        total={data?.total}
        noun={QUESTIONS}
        addLabel="إضافة سؤال"
        onAdd={rows.openNew}
        addMany={{ label: "إضافة من جدول", icon: <Table2 aria-hidden="true" className="size-4" />, onClick: () => setImportOpen(true) }}
      />
      <ListPanel
        list={list}
        caption="أسئلة «خدعني إن قدرت»"
        columns={columns}
        rowKey={(q) => q.id}
        rowLabel={(q) => q.content}
        searchLabel="البحث في الأسئلة والإجابات"
        categoryOptions={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nameAr }))}
        statusFilter
        filters={
          category ? (
            // Appears once a category is chosen; a new category starts with all its subcategories.
            <SelectField
              key={category.id}
              label="الفئة الفرعية"
              hideLabel
              className="flex-1 basis-40"
              value={list.params.extra.subcategoryId ?? ""}
              onChange={(v) => list.setExtra("subcategoryId", v)}
              placeholder="كل الفئات الفرعية"
              options={category.subcategories.map((s) => ({ value: String(s.id), label: s.nameAr }))}
            />
          ) : null
        }
        bulk={{
          noun: QUESTIONS,
          // A question moves to a subcategory; its category follows on the server.
          run: ({ categoryId, ...change }) => bulk.mutateAsync({ ...change, subcategoryId: categoryId }),
          moveOptions: (categories.data ?? []).flatMap((c) => c.subcategories.map((s) => ({ value: String(s.id), label: `${c.nameAr} › ${s.nameAr}` }))),
        }}
        errorText="تعذّر تحميل الأسئلة"
        empty="لا توجد أسئلة بعد. تبدأ الإضافة بالفئات والفئات الفرعية من قسم «الفئات»، ثم تجهيز الإجابات الخاطئة لكل سؤال، ثم إضافة الأسئلة واحدًا واحدًا أو من جدول."
        emptyFiltered="لا توجد أسئلة تطابق البحث أو الفلتر."
      />

      <QuestionDialog {...rows.dialog} />
      <ImportQuestionsDialog open={importOpen} onOpenChange={setImportOpen} />
      <RowDeleteConfirm {...rows.confirm} title="حذف السؤال؟" describe={(q) => `«${q.content}» لن يظهر في أي لعبة جديدة`} />
    </section>
  );
}
