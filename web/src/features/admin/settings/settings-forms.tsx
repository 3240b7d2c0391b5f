// The general and security sections of the settings tab (spec 002 §5 bounds).
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { Controller, useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import {
  generalSettingsSchema,
  securitySettingsSchema,
  type GeneralSettings,
  type SecuritySettings,
  type SettingsUpdateBody,
} from "../../../../../schema/api/admin";
import { ADMIN_SETTINGS_BOUNDS as B, LEGAL } from "../../../../../schema/limits";
import { messageFor } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { FormField, TextInput } from "../../../ui/form-field";
import { Switch } from "../../../ui/switch";
import { toast } from "../../../ui/toast";
import { useSaveSettings } from "./queries";

function useSave() {
  const save = useSaveSettings();
  const run = (body: SettingsUpdateBody) =>
    save.mutateAsync(body).then(
      () => toast({ title: "تم الحفظ", description: "تم حفظ الإعدادات وتطبيقها" }),
      (error: unknown) => toast({ title: "خطأ في الحفظ", description: messageFor(error, "تعذّر حفظ الإعدادات"), variant: "destructive" }),
    );
  return { run, pending: save.isPending };
}

function NumberField<T extends FieldValues>({ form, name, label, unit, bounds }: { form: UseFormReturn<T>; name: Path<T>; label: string; unit: string; bounds: { min: number; max: number } }) {
  const error = form.formState.errors[name]?.message;
  return (
    <FormField label={label} hint={`من ${bounds.min} إلى ${bounds.max} ${unit}`} error={typeof error === "string" ? error : undefined}>
      {(ids) => (
        <TextInput {...ids} type="number" inputMode="numeric" min={bounds.min} max={bounds.max} step={1} className="max-w-40 tabular-nums" {...form.register(name, { valueAsNumber: true })} />
      )}
    </FormField>
  );
}

function SaveButton({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" loading={pending} icon={<Save aria-hidden="true" className="size-5" />} className="self-start">
      حفظ الإعدادات
    </Button>
  );
}

export function GeneralSettingsForm({ value }: { value: GeneralSettings }) {
  const form = useForm<GeneralSettings>({ resolver: zodResolver(generalSettingsSchema), values: value });
  const { run, pending } = useSave();
  return (
    <form noValidate onSubmit={form.handleSubmit((general) => run({ general }))} className="flex flex-col gap-5">
      <NumberField form={form} name="defaultRoomExpiry" label="مدة صلاحية الغرفة الافتراضية" unit="ساعة" bounds={B.defaultRoomExpiry} />
      <Controller
        control={form.control}
        name="enableAutoCleanup"
        render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label="التنظيف التلقائي للغرف المنتهية" showLabel />}
      />
      <NumberField form={form} name="cleanupIntervalMinutes" label="فترة التنظيف التلقائي" unit="دقيقة" bounds={B.cleanupIntervalMinutes} />
      <p className="text-xs leading-5 text-white/55">
        تُطبَّق مدة الصلاحية على الغرف الجديدة. حتى مع إيقاف التنظيف التلقائي تُحذف بيانات الغرف المنتهية منذ أكثر من {LEGAL.playDataDeletionHours} ساعة، كما تعد سياسة الخصوصية.
      </p>
      <SaveButton pending={pending} />
    </form>
  );
}

export function SecuritySettingsForm({ value }: { value: SecuritySettings }) {
  const form = useForm<SecuritySettings>({ resolver: zodResolver(securitySettingsSchema), values: value });
  const { run, pending } = useSave();
  return (
    <form noValidate onSubmit={form.handleSubmit((security) => run({ security }))} className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="enableRateLimit"
        render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label="تحديد معدل الطلبات" showLabel />}
      />
      <NumberField form={form} name="rateLimitPerMinute" label="الحد الأقصى للطلبات في الدقيقة" unit="طلب" bounds={B.rateLimitPerMinute} />
      <NumberField form={form} name="sessionTimeout" label="مدة الجلسة" unit="ساعة" bounds={B.sessionTimeout} />
      <p className="text-xs leading-5 text-white/55">تُطبَّق فورًا: حد الطلبات على الطلب التالي، ومدة الجلسة على جلسات المشرف الحالية وعلى كل تسجيل دخول جديد.</p>
      <SaveButton pending={pending} />
    </form>
  );
}
