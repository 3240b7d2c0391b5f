// One picture for a content form: pick a file (uploaded at once through the shared
// path) or type an address. Editing an item opens in address mode (spec 002 §4).
import { ImagePlus, Link2, Upload, X } from "lucide-react";
import { useId, useState } from "react";
import type { ContentImageKind } from "../../../../../schema/api/content";
import { messageFor } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { FieldError, TextInput } from "../../../ui/form-field";
import { toast } from "../../../ui/toast";
import { checkFile, downscaleIfLarge, IMAGE_ACCEPT, UPLOAD_TEXTS } from "./files";
import { putFile, requestUploadLink } from "./upload-client";

export function ImageField({
  kind,
  value,
  onChange,
  label,
  error,
  initialMode = "file",
  onBusyChange,
}: {
  kind: ContentImageKind;
  value: string;
  onChange: (url: string) => void;
  label: string;
  error?: string;
  initialMode?: "file" | "url";
  onBusyChange?: (busy: boolean) => void;
}) {
  const [mode, setMode] = useState(initialMode);
  const [progress, setProgress] = useState<number | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function upload(file: File) {
    const check = checkFile(file);
    if (!check.ok) return toast({ title: UPLOAD_TEXTS.uploadErrorTitle, description: check.message, variant: "destructive" });
    setProgress(0);
    onBusyChange?.(true);
    try {
      const { blob, type } = await downscaleIfLarge(file, check.type);
      const { uploadUrl, imageUrl } = await requestUploadLink("/api/admin/upload-image", { imageType: kind, contentType: type });
      await putFile(uploadUrl, blob, type, setProgress);
      onChange(imageUrl);
    } catch (e) {
      toast({ title: UPLOAD_TEXTS.uploadErrorTitle, description: e instanceof Error ? e.message || messageFor(e, UPLOAD_TEXTS.unexpected) : UPLOAD_TEXTS.unexpected, variant: "destructive" });
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="text-sm font-bold text-white/90">{label}</legend>
        <div className="inline-flex rounded-xl bg-white/5 p-0.5 ring-1 ring-inset ring-white/10" role="group" aria-label="طريقة إضافة الصورة">
          {(["file", "url"] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={cx("inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-xs font-bold", mode === m ? "bg-brand-500/20 text-brand-200" : "text-white/60 hover:text-white")}
            >
              {m === "file" ? <Upload aria-hidden="true" className="size-4" /> : <Link2 aria-hidden="true" className="size-4" />}
              {m === "file" ? "رفع ملف" : "رابط"}
            </button>
          ))}
        </div>
      </div>
      {mode === "url" ? (
        <TextInput id={inputId} dir="ltr" className="text-start" placeholder="https://… أو /uploads/…" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={!!error} aria-describedby={error ? errorId : undefined} aria-label={`${label}: رابط`} />
      ) : (
        <label
          htmlFor={inputId}
          className={cx(
            "flex min-h-24 cursor-pointer items-center gap-3 rounded-2xl border border-dashed p-3 text-sm",
            error ? "border-rose-400/60" : "border-white/20 hover:border-brand-400/60",
          )}
        >
          {value ? (
            <img src={value} alt="" className="size-16 shrink-0 rounded-xl bg-white/5 object-cover" />
          ) : (
            <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-xl bg-white/5 text-white/50">
              <ImagePlus aria-hidden="true" className="size-7" />
            </span>
          )}
          <span className="min-w-0 flex-1 text-white/70">
            {progress !== null ? `جاري الرفع… ${progress}%` : value ? "تم رفع الصورة. يمكنك الضغط لتغييرها" : "اختيار صورة (حتى 10 ميجابايت)"}
          </span>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={progress !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void upload(file);
            }}
          />
        </label>
      )}
      {value ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange("")} icon={<X aria-hidden="true" className="size-4" />}>
          إزالة الصورة
        </Button>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
