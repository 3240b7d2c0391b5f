// Add-tier dialog (spec 002 §2, §5): name, price (0, step 0.01), days (≥ 1),
// order (≥ 0), badge (optional), display text, active; the spec's defaults.
import { zodResolver } from "@hookform/resolvers/zod";
import { Tags } from "lucide-react";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { createPricingTierSchema } from "../../../../../schema/api/pricing";
import { PRICING_TIER_LIMITS } from "../../../../../schema/limits";
import { Dialog } from "../../../ui/dialog";
import { FormField, TextInput } from "../../../ui/form-field";
import { Switch } from "../../../ui/switch";
import { DAYS_INPUT, ORDER_INPUT, PRICE_INPUT, priceHiddenReason } from "./tier-fields";
import { FormActions } from "../../../ui/form-actions";

type FormValues = z.input<typeof createPricingTierSchema>;
type Output = z.output<typeof createPricingTierSchema>;

const DEFAULTS: FormValues = { tierNameAr: "", ...PRICING_TIER_LIMITS.defaults, badgeText: "", displayText: "" };

export function TierAddDialog({
  open,
  onOpenChange,
  pending,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onCreate: (body: Output) => void;
}) {
  const form = useForm<FormValues, unknown, Output>({ resolver: zodResolver(createPricingTierSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const hiddenReason = priceHiddenReason(form.watch("price"));
  // Each opening starts from the defaults.
  useEffect(() => {
    if (open) form.reset(DEFAULTS);
  }, [open, form]);

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title="إضافة باقة جديدة" description="السعر بالريال السعودي، والمدة بالأيام." icon={<Tags aria-hidden="true" className="size-6" />}>
      <form noValidate onSubmit={form.handleSubmit(onCreate)} className="flex flex-col gap-4">
        <FormField label="اسم الباقة" error={errors.tierNameAr?.message}>
          {(ids) => <TextInput {...ids} placeholder="مثال: باقة الشهر" {...form.register("tierNameAr")} />}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="السعر (ر.س)" error={errors.price?.message}>
            {(ids) => <TextInput {...ids} type="number" inputMode="decimal" min={0} step={0.01} dir="ltr" className="text-end" {...form.register("price", PRICE_INPUT)} />}
          </FormField>
          <FormField label="المدة (أيام)" error={errors.durationDays?.message}>
            {(ids) => <TextInput {...ids} type="number" inputMode="numeric" min={1} step={1} dir="ltr" className="text-end" {...form.register("durationDays", DAYS_INPUT)} />}
          </FormField>
        </div>
        {hiddenReason ? (
          <p role="note" data-testid="tier-price-hint" className="-mt-2 rounded-xl bg-amber-400/10 px-3 py-2 text-xs leading-5 text-amber-100 ring-1 ring-amber-300/30">
            {hiddenReason}
          </p>
        ) : null}
        <FormField label="نص العرض" hint="يظهر تحت اسم الباقة في صفحة الاشتراك" error={errors.displayText?.message}>
          {(ids) => <TextInput {...ids} placeholder="مثال: 30 يومًا لكل الألعاب" {...form.register("displayText")} />}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="نص الشارة (اختياري)" error={errors.badgeText?.message}>
            {(ids) => <TextInput {...ids} placeholder="الأكثر طلبًا" {...form.register("badgeText")} />}
          </FormField>
          <FormField label="الترتيب" error={errors.displayOrder?.message}>
            {(ids) => <TextInput {...ids} type="number" inputMode="numeric" min={0} step={1} dir="ltr" className="text-end" {...form.register("displayOrder", ORDER_INPUT)} />}
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => <Switch checked={!!field.value} onCheckedChange={field.onChange} label="مفعّلة (تظهر في صفحة الاشتراك)" showLabel />}
        />
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="إضافة الباقة" pending={pending} />
      </form>
    </Dialog>
  );
}
