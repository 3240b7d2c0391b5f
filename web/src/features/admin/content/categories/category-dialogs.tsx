// The category and subcategory dialogs (spec 002 §2, §4 premium inheritance, §5 forms):
// name (≥ 2 letters), game or parent category, premium (locked and forced under a
// premium game or category, with the spec's message), active. New rows get order 0.
import { FolderPlus, Lock } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { CONTENT_MESSAGES, createCategorySchema, createSubcategorySchema, type AdminCategory, type AdminSubcategory } from "../../../../../../schema/api/content";
import type { AdminGame } from "../../../../../../schema/api/admin";
import { Button } from "../../../../ui/button";
import { Dialog } from "../../../../ui/dialog";
import { FormField, TextInput } from "../../../../ui/form-field";
import { Switch } from "../../../../ui/switch";
import { SelectField } from "../controls";
import { validateWith, type FieldErrors } from "../form-errors";

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

function Actions({ pending, onCancel, submitLabel }: { pending: boolean; onCancel: () => void; submitLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        إلغاء
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}

export interface CategoryFormValues {
  nameAr: string;
  gameId: number;
  isPremium: boolean;
  isActive: boolean;
}

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
  const [nameAr, setName] = useState("");
  const [gameId, setGameId] = useState("");
  const [isPremium, setPremium] = useState(false);
  const [isActive, setActive] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!open) return;
    setName(editing?.nameAr ?? "");
    setGameId(editing ? String(editing.gameId) : defaultGameId ? String(defaultGameId) : "");
    setPremium(editing?.isPremium ?? false);
    setActive(editing?.isActive ?? true);
    setErrors({});
  }, [open, editing, defaultGameId]);
  const game = games.find((g) => String(g.id) === gameId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateWith(createCategorySchema, { nameAr, gameId, isPremium: game?.isPremium || isPremium, isActive, displayOrder: editing?.displayOrder ?? 0 });
    if (result.errors) return setErrors(result.errors);
    onSubmit({ nameAr: result.data.nameAr, gameId: result.data.gameId, isPremium: result.data.isPremium, isActive: result.data.isActive });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={editing ? "تعديل الفئة" : "إضافة فئة جديدة"} icon={<FolderPlus aria-hidden="true" className="size-6" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="الاسم بالعربية" error={errors.nameAr}>
          {(ids) => <TextInput {...ids} value={nameAr} onChange={(e) => setName(e.target.value)} placeholder="مثال: تاريخ وجغرافيا" />}
        </FormField>
        <SelectField
          label="اللعبة"
          value={gameId}
          onChange={setGameId}
          disabled={!!editing}
          placeholder="اختر اللعبة"
          options={games.map((g) => ({ value: String(g.id), label: g.nameAr }))}
          error={errors.gameId}
        />
        <PremiumSwitch checked={isPremium} onChange={setPremium} lockedReason={game?.isPremium ? CONTENT_MESSAGES.gamePremiumLock : null} />
        <Switch checked={isActive} onCheckedChange={setActive} label="نشطة (تظهر في الغرف)" showLabel />
        <Actions pending={pending} onCancel={() => onOpenChange(false)} submitLabel={editing ? "حفظ التعديلات" : "إضافة الفئة"} />
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
  const [nameAr, setName] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const [isPremium, setPremium] = useState(false);
  const [isActive, setActive] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!open) return;
    setName(editing?.nameAr ?? "");
    setCategoryId(editing ? String(editing.categoryId) : defaultCategoryId ? String(defaultCategoryId) : "");
    setPremium(editing ? editing.isPremium && !editing.premiumInherited : false);
    setActive(editing?.isActive ?? true);
    setErrors({});
  }, [open, editing, defaultCategoryId]);
  const parent = categories.find((c) => String(c.id) === categoryId);
  const locked = parent && (parent.isPremium || parent.game.isPremium) ? CONTENT_MESSAGES.parentPremiumLock : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateWith(createSubcategorySchema, { nameAr, categoryId, isPremium: !!locked || isPremium, isActive, displayOrder: editing?.displayOrder ?? 0 });
    if (result.errors) return setErrors(result.errors);
    onSubmit({ nameAr: result.data.nameAr, categoryId: result.data.categoryId, isPremium: result.data.isPremium, isActive: result.data.isActive });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={editing ? "تعديل الفئة الفرعية" : "إضافة فئة فرعية"} icon={<FolderPlus aria-hidden="true" className="size-6" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="الاسم بالعربية" error={errors.nameAr}>
          {(ids) => <TextInput {...ids} value={nameAr} onChange={(e) => setName(e.target.value)} placeholder="مثال: عواصم العالم" />}
        </FormField>
        <SelectField
          label="الفئة"
          value={categoryId}
          onChange={setCategoryId}
          disabled={!!editing}
          placeholder="اختر الفئة"
          options={categories.map((c) => ({ value: String(c.id), label: c.nameAr }))}
          error={errors.categoryId}
        />
        <PremiumSwitch checked={isPremium} onChange={setPremium} lockedReason={locked} />
        <Switch checked={isActive} onCheckedChange={setActive} label="نشطة (تظهر في الغرف)" showLabel />
        <Actions pending={pending} onCancel={() => onOpenChange(false)} submitLabel={editing ? "حفظ التعديلات" : "إضافة الفئة الفرعية"} />
      </form>
    </Dialog>
  );
}
