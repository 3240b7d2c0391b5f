// The post body editor (spec 002 §2): a right-to-left textarea with a toolbar that inserts
// markdown, a preview through the same renderer as the public page, character and word
// counts, at least 500 px tall. Dropping a picture opens the upload dialog with it.
import {
  Bold,
  Code,
  Eye,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Images,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pencil,
  Quote,
  Table,
  Underline,
  type LucideIcon,
} from "lucide-react";
import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { wordCount, type BlogImage } from "../../../../../schema/api/blog";
import { cx } from "../../../ui/cx";
import { Dialog } from "../../../ui/dialog";
import { FormField, TextInput } from "../../../ui/form-field";
import { Markdown } from "../markdown";
import { ImagePickerDialog, ImageUploadDialog } from "./image-dialogs";
import { z } from "zod";
import { FormActions } from "../../../ui/form-actions";
import { schemaResolver, useDialogForm } from "../../admin/ui/schema-form";
import { countText, LETTERS, WORDS } from "../../../../../schema/arabic-count";

export const TABLE_TEMPLATE = "\n| العمود 1 | العمود 2 | العمود 3 |\n| --- | --- | --- |\n| خلية | خلية | خلية |\n| خلية | خلية | خلية |\n";

type Edit = { text: string; selectionStart: number; selectionEnd: number };

/** Wraps the selection (or a placeholder) in `before`/`after`. */
export function wrap(value: string, start: number, end: number, before: string, after: string, placeholder: string): Edit {
  const selected = value.slice(start, end) || placeholder;
  const text = value.slice(0, start) + before + selected + after + value.slice(end);
  return { text, selectionStart: start + before.length, selectionEnd: start + before.length + selected.length };
}

/** Puts `prefix` at the start of every selected line (headings, lists, quotes). */
export function prefixLines(value: string, start: number, end: number, prefix: (n: number) => string): Edit {
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = value.indexOf("\n", end) === -1 ? value.length : value.indexOf("\n", end);
  const lines = value.slice(lineStart, lineEnd).split("\n");
  const replaced = lines.map((line, i) => prefix(i) + line.replace(/^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>\s?)/, "")).join("\n");
  const text = value.slice(0, lineStart) + replaced + value.slice(lineEnd);
  return { text, selectionStart: lineStart, selectionEnd: lineStart + replaced.length };
}

export function insertAt(value: string, start: number, end: number, snippet: string): Edit {
  const text = value.slice(0, start) + snippet + value.slice(end);
  return { text, selectionStart: start + snippet.length, selectionEnd: start + snippet.length };
}

const LINK_SCHEMA = z.object({ url: z.string().trim().min(1, "يُرجى إدخال عنوان الرابط"), text: z.string().trim() });
type LinkValues = { url: string; text: string };

function LinkDialog({ open, onOpenChange, onInsert }: { open: boolean; onOpenChange: (o: boolean) => void; onInsert: (url: string, text: string) => void }) {
  const form = useDialogForm({ open, row: null, initial: (): LinkValues => ({ url: "", text: "" }), resolver: schemaResolver(LINK_SCHEMA, (values: LinkValues) => values) });
  const submit = (event: FormEvent) => {
    // React carries a portal's submit up to the post form this dialog is opened from.
    event.stopPropagation();
    void form.handleSubmit(({ url, text }) => {
      onInsert(url, text);
      onOpenChange(false);
    })(event);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="إدراج رابط" icon={<Link2 aria-hidden="true" className="size-5" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="عنوان الرابط" error={form.formState.errors.url?.message}>
          {(ids) => <TextInput {...ids} dir="ltr" className="text-start" placeholder="https://" {...form.register("url")} />}
        </FormField>
        <FormField label="نص الرابط (اختياري)">{(ids) => <TextInput {...ids} {...form.register("text")} />}</FormField>
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="إدراج" />
      </form>
    </Dialog>
  );
}

export function MarkdownEditor({ id, value, onChange, invalid }: { id: string; value: string; onChange: (value: string) => void; invalid?: boolean }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);
  const [dialog, setDialog] = useState<"link" | "library" | "upload" | null>(null);
  const [droppedFile, setDroppedFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);

  const apply = (make: (value: string, start: number, end: number) => Edit) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const edit = make(value, start, end);
    onChange(edit.text);
    requestAnimationFrame(() => {
      if (!area.current) return;
      area.current.focus();
      area.current.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };
  const insertImage = (image: BlogImage) => apply((v, s, e) => insertAt(v, s, e, `\n![${image.alt}](${image.url})\n`));

  const tools: { label: string; icon: LucideIcon; run: () => void }[] = [
    { label: "عريض", icon: Bold, run: () => apply((v, s, e) => wrap(v, s, e, "**", "**", "نص عريض")) },
    { label: "مائل", icon: Italic, run: () => apply((v, s, e) => wrap(v, s, e, "*", "*", "نص مائل")) },
    { label: "تسطير", icon: Underline, run: () => apply((v, s, e) => wrap(v, s, e, "++", "++", "نص مسطر")) },
    { label: "كود", icon: Code, run: () => apply((v, s, e) => wrap(v, s, e, "`", "`", "code")) },
    { label: "عنوان 1", icon: Heading1, run: () => apply((v, s, e) => prefixLines(v, s, e, () => "# ")) },
    { label: "عنوان 2", icon: Heading2, run: () => apply((v, s, e) => prefixLines(v, s, e, () => "## ")) },
    { label: "عنوان 3", icon: Heading3, run: () => apply((v, s, e) => prefixLines(v, s, e, () => "### ")) },
    { label: "قائمة نقطية", icon: List, run: () => apply((v, s, e) => prefixLines(v, s, e, () => "- ")) },
    { label: "قائمة مرقمة", icon: ListOrdered, run: () => apply((v, s, e) => prefixLines(v, s, e, (n) => `${n + 1}. `)) },
    { label: "اقتباس", icon: Quote, run: () => apply((v, s, e) => prefixLines(v, s, e, () => "> ")) },
    { label: "رابط", icon: Link2, run: () => setDialog("link") },
    { label: "صورة من المكتبة", icon: Images, run: () => setDialog("library") },
    { label: "رفع صورة", icon: ImagePlus, run: () => setDialog("upload") },
    { label: "جدول", icon: Table, run: () => apply((v, s, e) => insertAt(v, s, e, TABLE_TEMPLATE)) },
  ];

  const onDrop = (event: DragEvent) => {
    const file = [...event.dataTransfer.files].find((f) => f.type.startsWith("image/"));
    setDragging(false);
    if (!file) return;
    event.preventDefault();
    setDroppedFile(file);
    setDialog("upload");
  };

  return (
    <div className={cx("overflow-hidden rounded-2xl ring-1", invalid ? "ring-rose-400/70" : "ring-white/15")}>
      <div role="toolbar" aria-label="أدوات التنسيق" className="flex flex-wrap items-center gap-0.5 border-b border-white/10 bg-white/[0.04] p-1.5">
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            aria-label={tool.label}
            disabled={preview}
            onClick={tool.run}
            className="inline-flex size-11 items-center justify-center rounded-xl text-white/80 hover:bg-white/10 hover:text-white disabled:opacity-35"
          >
            <tool.icon aria-hidden="true" className="size-5" />
          </button>
        ))}
        <span className="mx-1 h-6 w-px bg-white/10" aria-hidden="true" />
        <button
          type="button"
          aria-pressed={preview}
          onClick={() => setPreview((p) => !p)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-bold text-white/85 hover:bg-white/10"
        >
          {preview ? <Pencil aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {preview ? "تحرير" : "معاينة"}
        </button>
      </div>
      {preview ? (
        <div className="min-h-[500px] bg-night-950/40 p-4 sm:p-6" aria-label="معاينة المقال">
          {value.trim() ? <Markdown source={value} /> : <p className="text-white/50">لا يوجد محتوى للمعاينة بعد.</p>}
        </div>
      ) : (
        <textarea
          id={id}
          ref={area}
          dir="rtl"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onDragOver={(e) => {
            if ([...e.dataTransfer.items].some((i) => i.kind === "file")) {
              e.preventDefault();
              setDragging(true);
            }
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          aria-invalid={invalid}
          placeholder="نص المقال هنا... يمكنك سحب صورة وإفلاتها لرفعها."
          className={cx("block min-h-[500px] w-full resize-y bg-night-950/60 p-4 font-sans text-base leading-8 text-white placeholder:text-white/35 focus:outline-none", dragging && "bg-brand-500/10")}
        />
      )}
      <div className="flex justify-between gap-3 border-t border-white/10 bg-white/[0.03] px-4 py-2 text-xs text-white/55">
        <span>{countText(value.length, LETTERS)}</span>
        <span>{countText(wordCount(value), WORDS)}</span>
      </div>
      <LinkDialog open={dialog === "link"} onOpenChange={(o) => setDialog(o ? "link" : null)} onInsert={(url, text) => apply((v, s, e) => wrap(v, s, e, "[", `](${url})`, text || v.slice(s, e) || url))} />
      <ImagePickerDialog open={dialog === "library"} onOpenChange={(o) => setDialog(o ? "library" : null)} onPick={insertImage} />
      <ImageUploadDialog
        open={dialog === "upload"}
        initialFile={droppedFile}
        onOpenChange={(o) => {
          setDialog(o ? "upload" : null);
          if (!o) setDroppedFile(null);
        }}
        onUploaded={insertImage}
      />
    </div>
  );
}
