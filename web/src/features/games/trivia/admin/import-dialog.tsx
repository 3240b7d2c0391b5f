// Add questions from a pasted table (spec 002 §4 bulk import, §5 table import, §8):
// category and subcategory first; rows pasted or edited; incomplete rows highlighted
// and not sent; a question the subcategory already has is flagged before sending;
// submit disabled without a valid row; failed rows stay to fix and resend.
import { AlertTriangle, Plus, Table2, Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { CONTENT_MESSAGES, questionKey, type BulkQuestions } from "../../../../../../schema/api/content";
import { countText, ROWS } from "../../../../../../schema/arabic-count";
import { GAME_IDS } from "../../../../../../schema/limits";
import { Button } from "../../../../ui/button";
import { cx } from "../../../../ui/cx";
import { Dialog } from "../../../../ui/dialog";
import { toast } from "../../../../ui/toast";
import { useGameCategories } from "../../../admin/content/categories/queries";
import { SelectField } from "../../../admin/content/controls";
import { describeError } from "../../../admin/content/form-errors";
import { useRowImport } from "../../../admin/content/row-editing";
import { TableImportBody, TableImportFooter, useTableImport } from "../../../admin/content/table-import";
import { checkDuplicates } from "./queries";
import { emptyTriviaRow, importSummary, missingCells, parseTriviaTable, TRIVIA_COLUMNS, type TriviaRow } from "./table";

export function ImportQuestionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const categories = useGameCategories(GAME_IDS["trivia-deception"]);
  const [categoryId, setCategoryId] = useState("");
  const [subcategoryId, setSubcategoryId] = useState("");
  const [duplicates, setDuplicates] = useState<Set<string>>(new Set());
  const importing = useRowImport<BulkQuestions>("questions");
  const table = useTableImport<TriviaRow>("question", open, parseTriviaTable);
  const { rows, setRows, images } = table;
  useEffect(() => {
    if (open) return;
    setCategoryId("");
    setSubcategoryId("");
    setDuplicates(new Set());
  }, [open]);

  const category = categories.data?.find((c) => String(c.id) === categoryId);

  // Ask the server which texts the chosen subcategory already has, after the Arabic normalisation.
  useEffect(() => {
    const contents = rows.map((r) => r.content.trim()).filter(Boolean);
    if (!subcategoryId || contents.length === 0) return setDuplicates(new Set());
    let stale = false;
    const timer = setTimeout(() => {
      checkDuplicates(Number(subcategoryId), contents)
        .then(({ duplicates: found }) => !stale && setDuplicates(new Set(found.map((i) => questionKey(contents[i])))))
        .catch(() => !stale && setDuplicates(new Set()));
    }, 300);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [rows, subcategoryId]);

  const state = useMemo(() => {
    const seen = new Set<string>();
    return rows.map((row) => {
      const missing = missingCells(row);
      const key = questionKey(row.content);
      const duplicate = !!row.content.trim() && (duplicates.has(key) || seen.has(key));
      if (row.content.trim()) seen.add(key);
      return { missing, duplicate, sendable: missing.length === 0 && !duplicate };
    });
  }, [rows, duplicates]);
  const sendable = state.filter((s) => s.sendable).length;


  function submit() {
    if (!categoryId || !subcategoryId) return toast({ title: CONTENT_MESSAGES.chooseCategoryFirst, variant: "destructive" });
    const indexes = rows.map((_, i) => i).filter((i) => state[i].sendable);
    if (indexes.length === 0) return toast({ title: CONTENT_MESSAGES.enterQuestions, variant: "destructive" });
    importing.mutate(
      { categoryId, subcategoryId, rows: indexes.map((i) => rows[i]) },
      {
        onSuccess: (result) => {
          toast({ title: "تمت العملية", description: importSummary(result.added, result.failed.length), variant: result.added === 0 ? "destructive" : "default" });
          const failedRows = new Set(result.failed.map((f) => indexes[f.index]));
          // Rows that did not go (incomplete, flagged or refused) stay to be fixed and sent again.
          const left = rows.filter((_, i) => failedRows.has(i) || !indexes.includes(i));
          if (left.length === 0) onOpenChange(false);
          else setRows(left);
        },
        onError: (error) => toast({ title: "فشل في إضافة الأسئلة", description: describeError(error, "حدث خطأ أثناء معالجة البيانات"), variant: "destructive" }),
      },
    );
  }

  const setCell = (index: number, key: keyof TriviaRow, value: string) => setRows((list) => list.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  return (
    <Dialog open={open} onOpenChange={(next) => !importing.isPending && onOpenChange(next)} title="إضافة أسئلة من جدول" icon={<Table2 aria-hidden="true" className="size-6" />} className="sm:max-w-5xl!" description="يمكنك لصق صفوف من جدول (Excel أو Google Sheets)، كل عمود مفصول بمسافة جدولة بالترتيب: السؤال، الإجابة الصحيحة، بديلة 1، بديلة 2، خاطئة 1، خاطئة 2، خاطئة 3، رابط الصورة.">
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label="الفئة" value={categoryId} onChange={(v) => (setCategoryId(v), setSubcategoryId(""))} placeholder="اختيار الفئة" options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.nameAr }))} />
          <SelectField
            label="الفئة الفرعية"
            value={subcategoryId}
            onChange={setSubcategoryId}
            disabled={!category}
            placeholder={category ? "اختيار الفئة الفرعية" : "يُرجى اختيار الفئة أولًا"}
            options={(category?.subcategories ?? []).map((s) => ({ value: String(s.id), label: s.nameAr }))}
          />
        </div>
        <TableImportBody
          table={table}
          mono
          placeholder={"ما عاصمة مصر؟\tالقاهرة\t\t\tالجيزة\tأسوان\tالأقصر"}
          extraButtons={
            <Button variant="ghost" size="sm" onClick={() => setRows((list) => [...list, emptyTriviaRow()])} icon={<Plus aria-hidden="true" className="size-4" />}>
              صف فارغ
            </Button>
          }
        >
              <div className="overflow-x-auto rounded-2xl ring-1 ring-white/10">
                <table className="w-full min-w-[64rem] border-collapse text-sm">
                  <caption className="sr-only">صفوف الأسئلة قبل الإرسال</caption>
                  <thead className="bg-white/[0.04] text-white/65">
                    <tr>
                      <th scope="col" className="w-10 px-2 py-2 text-start">#</th>
                      {TRIVIA_COLUMNS.map((c) => (
                        <th key={c.key} scope="col" className="px-2 py-2 text-start font-bold whitespace-nowrap">
                          {c.label}
                          {c.required ? <span className="text-rose-300"> *</span> : null}
                        </th>
                      ))}
                      <th scope="col" className="px-2 py-2">
                        <span className="sr-only">حذف</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, index) => {
                      const s = state[index];
                      const bad = s.missing.length > 0;
                      return (
                        <tr key={index} data-row-state={bad ? "incomplete" : s.duplicate ? "duplicate" : "ready"} className={cx("border-t border-white/5", bad && "bg-rose-500/10", !bad && s.duplicate && "bg-amber-500/10")}>
                          <td className="px-2 py-1.5 align-top text-white/60">
                            {index + 1}
                            {bad ? <AlertTriangle aria-label="صف ناقص" className="mt-1 size-4 text-rose-300" /> : null}
                          </td>
                          {TRIVIA_COLUMNS.map((c) => (
                            <td key={c.key} className="px-1 py-1.5 align-top">
                              <input
                                aria-label={`${c.label}، الصف ${index + 1}`}
                                aria-invalid={s.missing.includes(c.key)}
                                dir={c.key === "imageUrl" ? "ltr" : "auto"}
                                value={row[c.key]}
                                onChange={(e) => setCell(index, c.key, e.target.value)}
                                className={cx("min-h-11 w-full min-w-24 rounded-lg bg-night-950/60 px-2 text-sm ring-1 ring-inset focus:outline-none focus:ring-2 focus:ring-brand-400", s.missing.includes(c.key) ? "ring-rose-400/70" : "ring-white/10")}
                              />
                              {c.key === "content" && s.duplicate ? <p className="mt-1 text-xs text-amber-200">{CONTENT_MESSAGES.duplicateQuestion}</p> : null}
                              {c.key === "content" && bad ? <p className="mt-1 text-xs text-rose-200">صف ناقص: لن يُرسل</p> : null}
                            </td>
                          ))}
                          <td className="px-1 py-1.5 align-top">
                            <Button variant="ghost" size="icon" aria-label={`حذف الصف ${index + 1}`} onClick={() => setRows((list) => list.filter((_, i) => i !== index))}>
                              <Trash2 aria-hidden="true" className="size-4" />
                            </Button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
        </TableImportBody>

        <TableImportFooter
          ready={sendable}
          status={
            <>
              {rows.length > 0 ? `جاهز للإرسال: ${countText(sendable, ROWS)} من ${rows.length}` : null}
              {!subcategoryId ? <span className="block text-amber-200">{CONTENT_MESSAGES.chooseCategoryFirst}</span> : null}
            </>
          }
          pending={importing.isPending}
          disabled={sendable === 0 || !subcategoryId || images.busy}
          onCancel={() => onOpenChange(false)}
          onSubmit={submit}
        />
      </div>
    </Dialog>
  );
}
