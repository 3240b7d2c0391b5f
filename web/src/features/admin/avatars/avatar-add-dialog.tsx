// Add-avatar dialog (spec 002 §2, §5): a layer select and a PNG file; the
// asset number defaults to the next one of the chosen layer.
import { ImagePlus } from "lucide-react";
import { useId } from "react";
import { z } from "zod";
import type { AvatarAsset } from "../../../../../schema/api/avatars";
import { nextAssetNumber } from "../../../../../schema/avatar-layers";
import { AVATAR_ASSETS, AVATAR_LAYER_TYPES, type AvatarLayerType } from "../../../../../schema/limits";
import { buttonClass } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { Dialog } from "../../../ui/dialog";
import { FieldError, FormField, inputClass, TextInput } from "../../../ui/form-field";
import type { AvatarUpload } from "./queries";
import { LAYER_LABELS } from "./layers";
import { fileField, useFilePreview } from "../uploads/file-field";
import { schemaResolver, useDialogForm } from "../ui/schema-form";
import { FormActions } from "../../../ui/form-actions";

const MAX_MB = AVATAR_ASSETS.maxBytes / (1024 * 1024);

type Values = { layer: AvatarLayerType; file: File | null; number: string };

export function AvatarAddDialog({
  open,
  onOpenChange,
  assets,
  initialLayer,
  pending,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  assets: AvatarAsset[];
  initialLayer: AvatarLayerType;
  pending: boolean;
  onAdd: (upload: AvatarUpload) => void;
}) {
  const fileId = useId();
  // The route checks all of this again; here the admin hears it before the upload starts.
  const schema = z
    .object({
      layer: z.enum(AVATAR_LAYER_TYPES),
      file: fileField("يجب اختيار صورة", (file) =>
        file.type !== "image/png" && !file.name.toLowerCase().endsWith(".png") ? "يجب أن تكون الصورة بصيغة PNG فقط" : file.size > AVATAR_ASSETS.maxBytes ? `حجم الملف كبير، الحد الأقصى ${MAX_MB} ميجابايت` : null,
      ),
      number: z.string(),
    })
    .transform((values) => ({ ...values, assetNumber: values.number.trim() === "" ? suggestedFor(values.layer) : Number(values.number) }))
    .superRefine(({ layer, assetNumber }, ctx) => {
      const problem = !Number.isInteger(assetNumber) || assetNumber < 1 ? "رقم الصورة عدد صحيح موجب" : assets.some((a) => a.layerType === layer && a.assetNumber === assetNumber) ? "هذا الرقم مستخدم في هذه الطبقة" : null;
      if (problem) ctx.addIssue({ code: "custom", path: ["number"], message: problem });
    });
  const suggestedFor = (layer: AvatarLayerType) => nextAssetNumber(layer, assets.filter((a) => a.layerType === layer).map((a) => a.assetNumber));
  // Each opening starts clean, on the layer of the tab the admin is looking at.
  const form = useDialogForm({
    open,
    row: initialLayer,
    initial: (): Values => ({ layer: initialLayer, file: null, number: "" }),
    resolver: schemaResolver(schema, (values: Values) => values),
  });
  const { errors } = form.formState;
  const [layer, file] = form.watch(["layer", "file"]);
  const preview = useFilePreview(file);
  const suggested = suggestedFor(layer);
  const submit = form.handleSubmit((body) => onAdd({ file: body.file!, layerType: body.layer, assetNumber: body.assetNumber }));

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title="إضافة صورة رمزية" description="صورة PNG بخلفية شفافة تُركّب فوق الطبقات الأخرى." icon={<ImagePlus aria-hidden="true" className="size-6" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="نوع الطبقة">
          {(ids) => (
            <select {...ids} className={inputClass} {...form.register("layer")}>
              {AVATAR_LAYER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {LAYER_LABELS[type]} ({type})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-bold text-white/90">
            ملف الصورة (PNG)
          </label>
          <div className="flex items-center gap-3">
            <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-2xl bg-[conic-gradient(#ffffff14_25%,transparent_0_50%,#ffffff14_0_75%,transparent_0)] bg-[length:16px_16px] ring-1 ring-white/15">
              {preview ? <img src={preview} alt="معاينة الصورة المختارة" className="size-full object-contain" /> : <ImagePlus aria-hidden="true" className="size-6 text-white/40" />}
            </span>
            {/* The native picker's button speaks the browser's language; ours says it in Arabic. */}
            <input
              id={fileId}
              type="file"
              accept="image/png,.png"
              aria-invalid={!!errors.file}
              aria-describedby={errors.file ? `${fileId}-error` : undefined}
              onChange={(e) => form.setValue("file", e.target.files?.[0] ?? null, { shouldValidate: form.formState.isSubmitted })}
              className="peer sr-only"
            />
            <label
              htmlFor={fileId}
              className={cx(
                buttonClass("secondary", "sm"),
                "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-400",
              )}
            >
              {file ? "تغيير الصورة" : "اختيار صورة"}
            </label>
            <bdi dir="ltr" className="min-w-0 flex-1 truncate text-sm text-white/70">
              {file?.name ?? ""}
            </bdi>
          </div>
          <FieldError id={`${fileId}-error`} error={errors.file?.message} />
        </div>
        <FormField label="رقم الصورة" hint={`يُقترح ${suggested}: أعلى رقم في هذه الطبقة زائد واحد.`} error={errors.number?.message}>
          {(ids) => <TextInput {...ids} type="number" inputMode="numeric" min={1} step={1} dir="ltr" className="text-end" placeholder={String(suggested)} {...form.register("number")} />}
        </FormField>
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="رفع الصورة" pending={pending} />
      </form>
    </Dialog>
  );
}
