// The game edit dialog (spec 002 §2, §5): nameAr required; description, premium and active.
import { zodResolver } from "@hookform/resolvers/zod";
import { Gamepad2 } from "lucide-react";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { gameUpdateBodySchema, type AdminGame } from "../../../../../schema/api/admin";
import { Dialog } from "../../../ui/dialog";
import { FormField, inputClass, TextInput } from "../../../ui/form-field";
import { Switch } from "../../../ui/switch";
import { cx } from "../../../ui/cx";
import { FormActions } from "../../../ui/form-actions";

type FormValues = z.input<typeof gameUpdateBodySchema>;
type Output = z.output<typeof gameUpdateBodySchema>;

export function GameEditDialog({
  game,
  onOpenChange,
  onSave,
}: {
  game: AdminGame | null;
  onOpenChange: (open: boolean) => void;
  onSave: (game: AdminGame, body: Output) => void;
}) {
  const form = useForm<FormValues, unknown, Output>({ resolver: zodResolver(gameUpdateBodySchema) });
  const { errors } = form.formState;
  useEffect(() => {
    if (game) form.reset({ nameAr: game.nameAr, descriptionAr: game.descriptionAr, isPremium: game.isPremium, isActive: game.isActive });
  }, [game, form]);

  return (
    <Dialog open={!!game} onOpenChange={onOpenChange} title="تعديل اللعبة" description={game?.gameType} icon={<Gamepad2 aria-hidden="true" className="size-6" />}>
      <form noValidate onSubmit={form.handleSubmit((body) => game && onSave(game, body))} className="flex flex-col gap-4">
        <FormField label="اسم اللعبة بالعربية" error={errors.nameAr?.message}>
          {(ids) => <TextInput {...ids} {...form.register("nameAr")} />}
        </FormField>
        <FormField label="الوصف" error={errors.descriptionAr?.message}>
          {(ids) => <textarea {...ids} rows={3} className={cx(inputClass, "py-3 leading-7")} {...form.register("descriptionAr")} />}
        </FormField>
        <div className="flex flex-col gap-1 rounded-2xl bg-white/[0.03] p-3 ring-1 ring-white/10">
          <Controller
            control={form.control}
            name="isPremium"
            render={({ field }) => <Switch checked={!!field.value} onCheckedChange={field.onChange} label="لعبة مميزة (للمشتركين فقط)" showLabel />}
          />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => <Switch checked={!!field.value} onCheckedChange={field.onChange} label="مفعّلة (تظهر للاعبين ويمكن بدؤها)" showLabel />}
          />
        </div>
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="حفظ التغييرات" />
      </form>
    </Dialog>
  );
}
