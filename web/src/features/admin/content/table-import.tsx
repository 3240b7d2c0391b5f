// What the two "add from a table" dialogs (trivia questions, most-likely prompts) share: the
// rows being prepared, the pasted text, the table/pictures tabs, the upload queue whose pictures
// link to the rows that have none, and the footer that says how many rows will go.
import { Table2 } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { CONTENT_MESSAGES, type ContentImageKind } from "../../../../../schema/api/content";
import { countText, QUESTIONS } from "../../../../../schema/arabic-count";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { inputClass } from "../../../ui/form-field";
import { toast } from "../../../ui/toast";
import { useUploadQueue } from "../uploads/use-upload-queue";
import { ImportImages } from "./import-images";

/** The import's state, emptied each time its dialog closes. `parse` turns pasted text into rows. */
export function useTableImport<Row extends { imageUrl: string }>(kind: ContentImageKind, open: boolean, parse: (text: string) => Row[]) {
  const [rows, setRows] = useState<Row[]>([]);
  const [pasted, setPasted] = useState("");
  const [view, setView] = useState<"table" | "images">("table");
  const images = useUploadQueue(kind);
  const { clear } = images;
  useEffect(() => {
    if (open) return;
    setRows([]);
    setPasted("");
    setView("table");
    clear();
  }, [open, clear]);

  function addPasted() {
    const parsed = parse(pasted);
    if (parsed.length === 0) return toast({ title: CONTENT_MESSAGES.enterQuestions, variant: "destructive" });
    setRows((list) => [...list, ...parsed]);
    setPasted("");
  }

  /** Links uploaded pictures, in order, to the rows without one, and goes back to the table. */
  function linkImages(urls: string[]) {
    const queue = [...urls];
    setRows((list) => list.map((row) => (row.imageUrl || queue.length === 0 ? row : { ...row, imageUrl: queue.shift()! })));
    setView("table");
  }

  return { rows, setRows, pasted, setPasted, view, setView, images, addPasted, linkImages };
}

/** The table/pictures tabs, the paste box and, under it, the kind's own row editor. */
export function TableImportBody<Row extends { imageUrl: string }>({
  table,
  placeholder,
  mono,
  extraButtons,
  children,
}: {
  table: ReturnType<typeof useTableImport<Row>>;
  placeholder: string;
  /** Wide tables read better in a fixed-width font. */
  mono?: boolean;
  extraButtons?: ReactNode;
  /** The rows, as the kind edits them. */
  children: ReactNode;
}) {
  const pasteId = useId();
  const { rows, view, setView, images } = table;
  return (
    <>
      <div role="tablist" aria-label="الجدول والصور" className="flex gap-2">
        {(["table", "images"] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            onClick={() => setView(v)}
            className={cx("min-h-11 rounded-xl px-4 text-sm font-bold ring-1 ring-inset", view === v ? "bg-brand-500/15 text-brand-200 ring-brand-400/40" : "text-white/70 ring-white/10")}
          >
            {v === "table" ? `الجدول (${rows.length})` : `الصور (${images.completed.length})`}
          </button>
        ))}
      </div>
      {view === "images" ? (
        <ImportImages queue={images} rowsWithoutImage={rows.filter((r) => !r.imageUrl).length} onLink={table.linkImages} />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <label htmlFor={pasteId} className="text-sm font-bold text-white/90">
              لصق الجدول هنا
            </label>
            <textarea id={pasteId} dir="auto" rows={3} className={cx(inputClass, "py-3 text-sm", mono && "font-mono")} value={table.pasted} onChange={(e) => table.setPasted(e.target.value)} placeholder={placeholder} />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={table.addPasted} disabled={!table.pasted.trim()} icon={<Table2 aria-hidden="true" className="size-4" />}>
                إضافة الصفوف إلى الجدول
              </Button>
              {extraButtons}
            </div>
          </div>
          {rows.length > 0 ? children : <p className="rounded-2xl bg-white/[0.03] px-4 py-6 text-center text-sm text-white/60">{CONTENT_MESSAGES.enterQuestions}</p>}
        </>
      )}
    </>
  );
}

/** Cancel, and «إضافة 3 أسئلة» for the rows that will go; `status` says what holds the others. */
export function TableImportFooter({ ready, status, pending, disabled, onCancel, onSubmit }: { ready: number; status?: ReactNode; pending: boolean; disabled: boolean; onCancel: () => void; onSubmit: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-white/5 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm text-white/70" aria-live="polite">
        {status}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          إلغاء
        </Button>
        <Button onClick={onSubmit} loading={pending} disabled={disabled}>
          {ready > 0 ? `إضافة ${countText(ready, QUESTIONS, { oblique: true })}` : "إضافة الأسئلة"}
        </Button>
      </div>
    </div>
  );
}
