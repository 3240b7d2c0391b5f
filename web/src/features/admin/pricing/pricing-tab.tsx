// Pricing tiers tab (spec 002 §2, §4): order with up/down arrows, name, price,
// days, display text, badge, active toggle (saves at once), inline edit with
// save and cancel, delete with confirmation, and the add dialog.
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { createPricingTierSchema, type PricingTier } from "../../../../../schema/api/pricing";
import { formatRiyals } from "../../../../../schema/money";
import { PRICING_TIER_LIMITS } from "../../../../../schema/limits";
import { daysText } from "../../../../../schema/api/admin-users";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { DataTable, type Column } from "../../../ui/data-table";
import { TextInput } from "../../../ui/form-field";
import { Switch } from "../../../ui/switch";
import { toast } from "../../../ui/toast";
import { SectionHeading } from "../ui/section-heading";
import { useAdminTiers, useCreateTier, useDeleteTier, useReorderTier, useUpdateTier } from "./queries";
import { TierAddDialog } from "./tier-add-dialog";
import { DAYS_INPUT, PRICE_INPUT, priceHiddenReason, TIER_TOASTS } from "./tier-fields";

type EditValues = z.input<typeof createPricingTierSchema>;
type EditOutput = z.output<typeof createPricingTierSchema>;

const smallInput = "min-h-11 rounded-xl px-3 text-sm";

function FieldError({ message }: { message?: string }) {
  return message ? (
    <span role="alert" className="mt-1 block text-xs text-rose-300">
      {message}
    </span>
  ) : null;
}

/** Inputs of the row being edited; every cell of that row registers into one form. */
function EditCell({ form, name, label, type = "text" }: { form: UseFormReturn<EditValues, unknown, EditOutput>; name: "tierNameAr" | "price" | "durationDays" | "displayText" | "badgeText"; label: string; type?: "text" | "price" | "days" }) {
  const error = form.formState.errors[name]?.message;
  const numeric = type !== "text";
  return (
    <span className="block min-w-0">
      <TextInput
        aria-label={label}
        aria-invalid={!!error}
        className={cx(smallInput, numeric ? "min-w-20 text-end" : "min-w-36")}
        dir={numeric ? "ltr" : undefined}
        type={numeric ? "number" : "text"}
        inputMode={type === "price" ? "decimal" : type === "days" ? "numeric" : undefined}
        min={type === "days" ? 1 : numeric ? 0 : undefined}
        step={type === "price" ? 0.01 : numeric ? 1 : undefined}
        {...form.register(name, type === "price" ? PRICE_INPUT : type === "days" ? DAYS_INPUT : undefined)}
      />
      <FieldError message={error} />
    </span>
  );
}

export default function PricingTab() {
  const tiers = useAdminTiers();
  const create = useCreateTier();
  const update = useUpdateTier();
  const remove = useDeleteTier();
  const reorder = useReorderTier();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PricingTier | null>(null);
  const form = useForm<EditValues, unknown, EditOutput>({ resolver: zodResolver(createPricingTierSchema) });

  const rows = tiers.data;
  const startEdit = (tier: PricingTier) => {
    form.reset({ ...tier, badgeText: tier.badgeText ?? "" });
    setEditingId(tier.id);
  };
  const saveEdit = form.handleSubmit((body) => {
    const id = editingId;
    if (id === null) return;
    setEditingId(null);
    update.mutate(
      { id, body },
      {
        onSuccess: () => toast({ title: "تم الحفظ", description: `تم تحديث «${body.tierNameAr}»` }),
        onError: (error) => toast({ title: TIER_TOASTS.update.title, description: messageFor(error, TIER_TOASTS.update.fallback), variant: "destructive" }),
      },
    );
  });
  const toggle = (tier: PricingTier, isActive: boolean) =>
    update.mutate(
      { id: tier.id, body: { isActive } },
      { onError: (error) => toast({ title: TIER_TOASTS.update.title, description: messageFor(error, TIER_TOASTS.update.fallback), variant: "destructive" }) },
    );
  const move = (tier: PricingTier, direction: "up" | "down") =>
    reorder.mutate(
      { id: tier.id, direction },
      { onError: (error) => toast({ title: TIER_TOASTS.reorder.title, description: messageFor(error, TIER_TOASTS.reorder.fallback), variant: "destructive" }) },
    );

  const editing = (tier: PricingTier) => tier.id === editingId;
  const columns: Column<PricingTier>[] = [
    {
      key: "order",
      header: "الترتيب",
      className: "w-32",
      cell: (tier) => {
        const index = rows?.findIndex((t) => t.id === tier.id) ?? 0;
        return (
          <span className="inline-flex items-center gap-1">
            <span className="w-6 text-center tabular-nums text-white/60">{index + 1}</span>
            <Button variant="ghost" size="icon" aria-label={`رفع «${tier.tierNameAr}» للأعلى`} disabled={index === 0 || reorder.isPending} onClick={() => move(tier, "up")} icon={<ArrowUp aria-hidden="true" className="size-4" />} />
            <Button variant="ghost" size="icon" aria-label={`إنزال «${tier.tierNameAr}» للأسفل`} disabled={index === (rows?.length ?? 0) - 1 || reorder.isPending} onClick={() => move(tier, "down")} icon={<ArrowDown aria-hidden="true" className="size-4" />} />
          </span>
        );
      },
    },
    {
      key: "name",
      header: "الاسم",
      primary: true,
      cell: (tier) => (editing(tier) ? <EditCell form={form} name="tierNameAr" label="اسم الباقة" /> : <span className="font-bold">{tier.tierNameAr}</span>),
    },
    {
      key: "price",
      header: "السعر",
      cell: (tier) =>
        editing(tier) ? (
          <span className="block">
            <EditCell form={form} name="price" label="السعر بالريال" type="price" />
            {priceHiddenReason(form.watch("price")) ? <span className="mt-1 block text-xs text-amber-200">مسودة: لن تظهر للمشترين</span> : null}
          </span>
        ) : (
          <span className="flex flex-col items-start gap-1">
            <span className="whitespace-nowrap tabular-nums">
              {formatRiyals(tier.price)} <span className="text-white/60">ر.س</span>
            </span>
            {priceHiddenReason(tier.price) ? (
              <span title={priceHiddenReason(tier.price) ?? undefined}>
                <Badge tone="warning">مسودة: لا تظهر للمشترين</Badge>
              </span>
            ) : null}
          </span>
        ),
    },
    {
      key: "days",
      header: "المدة",
      cell: (tier) => (editing(tier) ? <EditCell form={form} name="durationDays" label="المدة بالأيام" type="days" /> : <span className="whitespace-nowrap">{daysText(tier.durationDays)}</span>),
    },
    {
      key: "displayText",
      header: "نص العرض",
      cell: (tier) => (editing(tier) ? <EditCell form={form} name="displayText" label="نص العرض" /> : <span className="text-white/80">{tier.displayText || "—"}</span>),
    },
    {
      key: "badge",
      header: "الشارة",
      cell: (tier) => (editing(tier) ? <EditCell form={form} name="badgeText" label="نص الشارة" /> : tier.badgeText ? <Badge tone="premium">{tier.badgeText}</Badge> : <span className="text-white/40">—</span>),
    },
    {
      key: "active",
      header: "مفعّلة",
      cell: (tier) => <Switch checked={tier.isActive} onCheckedChange={(next) => toggle(tier, next)} label={`تفعيل «${tier.tierNameAr}»`} disabled={editing(tier)} />,
    },
    {
      key: "actions",
      header: "الإجراءات",
      actions: true,
      cell: (tier) =>
        editing(tier) ? (
          <span className="flex gap-2">
            <Button size="sm" onClick={() => void saveEdit()} icon={<Check aria-hidden="true" className="size-4" />}>
              حفظ
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditingId(null)} icon={<X aria-hidden="true" className="size-4" />}>
              إلغاء
            </Button>
          </span>
        ) : (
          <span className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => startEdit(tier)} disabled={editingId !== null} icon={<Pencil aria-hidden="true" className="size-4" />}>
              تعديل<span className="sr-only"> {tier.tierNameAr}</span>
            </Button>
            <Button variant="danger" size="sm" onClick={() => setDeleting(tier)} icon={<Trash2 aria-hidden="true" className="size-4" />}>
              حذف<span className="sr-only"> {tier.tierNameAr}</span>
            </Button>
          </span>
        ),
    },
  ];

  return (
    <section aria-labelledby="pricing-heading">
      <SectionHeading
        id="pricing-heading"
        title="الباقات والأسعار"
        description={`الباقات المفعّلة بسعر ${PRICING_TIER_LIMITS.minPurchasablePrice} ر.س فأكثر تظهر في صفحة الاشتراك بهذا الترتيب؛ ما دونه مسودة لا يمكن الدفع بها. الأسعار بالريال السعودي.`}
        actions={
          <Button onClick={() => setAdding(true)} icon={<Plus aria-hidden="true" className="size-5" />}>
            إضافة باقة
          </Button>
        }
      />
      <DataTable
        caption="الباقات والأسعار"
        columns={columns}
        rows={rows}
        rowKey={(tier) => tier.id}
        isLoading={tiers.isPending}
        error={tiers.isError ? messageFor(tiers.error, "تعذّر تحميل الباقات") : null}
        onRetry={() => tiers.refetch()}
        empty="لا توجد باقات بعد. يمكنك إضافة أول باقة ليراها المشتركون."
        skeletonRows={3}
      />
      <TierAddDialog
        open={adding}
        onOpenChange={setAdding}
        pending={create.isPending}
        onCreate={(body) =>
          create.mutate(body, {
            onSuccess: (tier) => {
              setAdding(false);
              toast({ title: "تمت الإضافة", description: `تمت إضافة «${tier.tierNameAr}»` });
            },
            onError: (error) => toast({ title: TIER_TOASTS.create.title, description: messageFor(error, TIER_TOASTS.create.fallback), variant: "destructive" }),
          })
        }
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="حذف الباقة"
        description={deleting ? `هل أنت متأكد من حذف «${deleting.tierNameAr}»؟ المدفوعات السابقة تبقى في السجل باسم الباقة.` : undefined}
        confirmLabel="حذف الباقة"
        icon={<Trash2 aria-hidden="true" className="size-6" />}
        onConfirm={() => {
          const tier = deleting;
          setDeleting(null);
          if (!tier) return;
          remove.mutate(tier.id, {
            onSuccess: () => toast({ title: "تم الحذف", description: `تم حذف «${tier.tierNameAr}»` }),
            onError: (error) => toast({ title: TIER_TOASTS.remove.title, description: messageFor(error, TIER_TOASTS.remove.fallback), variant: "destructive" }),
          });
        }}
      />
    </section>
  );
}
