// The category and subcategory dialogs (spec 002 §2, §4 premium inheritance, §5 forms):
// name (≥ 2 letters), game or parent category, a category's season («رمضان» or the whole year), premium
// (locked and forced under a premium game or category, with the spec's message), active. New rows get order 0.
import { FolderPlus, Lock } from "lucide-react";
import { Controller } from "react-hook-form";
import { CATEGORY_SEASON_LABELS, CONTENT_MESSAGES, createCategorySchema, createSubcategorySchema, type AdminCategory, type AdminSubcategory } from "../../../../../../schema/api/content";
import type { AdminGame } from "../../../../../../schema/api/admin";
import type { ContentSeason } from "../../../../../../schema/limits";
import { Dialog } from "../../../../ui/dialog";
import { FormField, TextInput } from "../../../../ui/form-field";
import { Switch } from "../../../../ui/switch";
import { FormSelect } from "../form-select";
import { schemaResolver, useDialogForm } from "../../ui/schema-form";
import { FormActions } from "../../../../ui/form-actions";

function PremiumSwitch({ checked, onChange, lockedReason }: { checked: boolean; onChange: (v: boolean) => void; lockedReason: string | null }) {
  return (
    <div className="flex flex-col gap-1">
      <Switch checked={lockedReason ? true : checked} onCheckedChange={onChange} disabled={!!lockedReason} label="مميزة (للأعضاء المميزين فقط)" showLabel />
      {lockedReason ? (
        <p className="flex items-center gap-1.5 text-xs text-gold-300">
          <Lock aria-hidden="true" className="size-3.5" />
          {lockedReason}
        </p>
      ) : null}
    </div>
  );
}


export interface CategoryFormValues {
  nameAr: string;
  gameId: number;
  isPremium: boolean;
  isActive: boolean;
  season: ContentSeason | null;
}

/** The season select's choices: the whole year (no season), then each season. */
const SEASON_OPTIONS = [{ value: "none", label: "طوال السنة" }, ...Object.entries(CATEGORY_SEASON_LABELS).map(([value, label]) => ({ value, label }))];

export function CategoryDialog({
  open,
  onOpenChange,
  editing,
  games,
  defaultGameId,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: AdminCategory | null;
  games: AdminGame[];
  defaultGameId?: number;
  pending: boolean;
  onSubmit: (values: CategoryFormValues) => void;
}) {
  const form = useDialogForm({
    open,
    row: editing,
    initial: () => ({
      nameAr: editing?.nameAr ?? "",
      gameId: editing ? String(editing.gameId) : defaultGameId ? String(defaultGameId) : "",
      isPremium: editing?.isPremium ?? false,
      isActive: editing?.isActive ?? true,
      season: editing?.season ?? "none",
    }),
    resolver: schemaResolver(createCategorySchema, (values: { nameAr: string; gameId: string; isPremium: boolean; isActive: boolean; season: string }) => ({
      ...values,
      season: values.season === "none" ? null : values.season,
      displayOrder: editing?.displayOrder ?? 0,
    })),
  });
  const { errors } = form.formState;
  const game = games.find((g) => String(g.id) === form.watch("gameId"));
  // A premium game makes its categories premium: the switch shows it locked, the body says it.
  const submit = form.handleSubmit((body) => onSubmit({ nameAr: body.nameAr, gameId: body.gameId, isPremium: !!game?.isPremium || body.isPremium, isActive: body.isActive, season: body.season }));

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={editing ? "تعديل الفئة" : "إضافة فئة جديدة"} icon={<FolderPlus aria-hidden="true" className="size-6" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="الاسم بالعربية" error={errors.nameAr?.message}>
          {(ids) => <TextInput {...ids} {...form.register("nameAr")} placeholder="مثال: تاريخ وجغرافيا" />}
        </FormField>
        <FormSelect control={form.control} name="gameId" label="اللعبة" disabled={!!editing} placeholder="اختيار اللعبة" options={games.map((g) => ({ value: String(g.id), label: g.nameAr }))} />
        <FormSelect control={form.control} name="season" label="الموسم" options={SEASON_OPTIONS} />
        <Controller
          control={form.control}
          name="isPremium"
          render={({ field }) => <PremiumSwitch checked={field.value} onChange={field.onChange} lockedReason={game?.isPremium ? CONTENT_MESSAGES.gamePremiumLock : null} />}
        />
        <Controller control={form.control} name="isActive" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label="نشطة (تظهر في الغرف)" showLabel />} />
        <FormActions onCancel={() => onOpenChange(false)} submitLabel={editing ? "حفظ التعديلات" : "إضافة الفئة"} pending={pending} />
      </form>
    </Dialog>
  );
}

export interface SubcategoryFormValues {
  nameAr: string;
  categoryId: number;
  isPremium: boolean;
  isActive: boolean;
}

export function SubcategoryDialog({
  open,
  onOpenChange,
  editing,
  categories,
  defaultCategoryId,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: AdminSubcategory | null;
  /** The trivia game's categories: only they take subcategories. */
  categories: AdminCategory[];
  defaultCategoryId?: number;
  pending: boolean;
  onSubmit: (values: SubcategoryFormValues) => void;
}) {
  const form = useDialogForm({
    open,
    row: editing,
    initial: () => ({
      nameAr: editing?.nameAr ?? "",
      categoryId: editing ? String(editing.categoryId) : defaultCategoryId ? String(defaultCategoryId) : "",
      isPremium: editing ? editing.isPremium && !editing.premiumInherited : false,
      isActive: editing?.isActive ?? true,
    }),
    resolver: schemaResolver(createSubcategorySchema, (values: { nameAr: string; categoryId: string; isPremium: boolean; isActive: boolean }) => ({ ...values, displayOrder: editing?.displayOrder ?? 0 })),
  });
  const { errors } = form.formState;
  const parent = categories.find((c) => String(c.id) === form.watch("categoryId"));
  const locked = parent && (parent.isPremium || parent.game.isPremium) ? CONTENT_MESSAGES.parentPremiumLock : null;
  const submit = form.handleSubmit((body) => onSubmit({ nameAr: body.nameAr, categoryId: body.categoryId, isPremium: !!locked || body.isPremium, isActive: body.isActive }));

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={editing ? "تعديل الفئة الفرعية" : "إضافة فئة فرعية"} icon={<FolderPlus aria-hidden="true" className="size-6" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="الاسم بالعربية" error={errors.nameAr?.message}>
          {(ids) => <TextInput {...ids} {...form.register("nameAr")} placeholder="مثال: عواصم العالم" />}
        </FormField>
        <FormSelect control={form.control} name="categoryId" label="الفئة" disabled={!!editing} placeholder="اختيار الفئة" options={categories.map((c) => ({ value: String(c.id), label: c.nameAr }))} />
        <Controller control={form.control} name="isPremium" render={({ field }) => <PremiumSwitch checked={field.value} onChange={field.onChange} lockedReason={locked} />} />
        <Controller control={form.control} name="isActive" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label="نشطة (تظهر في الغرف)" showLabel />} />
        <FormActions onCancel={() => onOpenChange(false)} submitLabel={editing ? "حفظ التعديلات" : "إضافة الفئة الفرعية"} pending={pending} />
      </form>
    </Dialog>
  );
}
