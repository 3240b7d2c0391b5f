// One content row's add/edit dialog, as every game's admin shows it: the form checked with the
// route's own schema, the game's fields, then cancel and «إضافة …» or «حفظ التعديلات»; closing is
// held while the row saves. A game's dialog says only its fields, its words and its body.
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { Dialog } from "../../../../ui/dialog";
import { FormActions } from "../../../../ui/form-actions";
import { schemaResolver, useDialogForm } from "../../../admin/ui/schema-form";

/** What a content panel hands its row dialog (useRowEditing's `dialog`). */
export interface RowDialogProps<Row, Body> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row being edited, or null to add one. */
  editing: Row | null;
  pending: boolean;
  onSubmit: (body: Body) => void;
}

/** The select's options for a game's categories. */
export const categoryOptions = (categories: readonly { id: number; nameAr: string }[] | undefined) =>
  (categories ?? []).map((c) => ({ value: String(c.id), label: c.nameAr }));

/** The dialog's form: filled from the row (or empty) each time it opens, sent as the route's body. */
export function useRowForm<Values extends FieldValues, S extends z.ZodType, Body>({
  open,
  editing,
  initial,
  schema,
  toBody,
  onSubmit,
}: {
  open: boolean;
  editing: unknown;
  initial: () => Values;
  schema: S;
  toBody: (values: Values) => Body;
  onSubmit: (body: Body) => void;
}) {
  const form = useDialogForm({ open, row: editing, initial, resolver: schemaResolver(schema, toBody) });
  const submit = form.handleSubmit(() => onSubmit(toBody(form.getValues())));
  return { form, errors: form.formState.errors, submit };
}

export function RowDialog({
  dialog,
  titles,
  icon,
  className,
  addLabel,
  onSubmit,
  uploading,
  children,
}: {
  dialog: Omit<RowDialogProps<unknown, unknown>, "onSubmit">;
  /** The title while editing a row, and while adding one. */
  titles: { edit: string; add: string };
  icon: ReactNode;
  className?: string;
  /** The submit button's label while adding; editing saves «حفظ التعديلات». */
  addLabel: string;
  onSubmit: () => void;
  /** A picture still going up holds the submit. */
  uploading?: boolean;
  children: ReactNode;
}) {
  const { open, onOpenChange, editing, pending } = dialog;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={editing ? titles.edit : titles.add} icon={icon} className={className}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <FormActions onCancel={() => onOpenChange(false)} submitLabel={editing ? "حفظ التعديلات" : addLabel} pending={pending} submitDisabled={uploading} />
      </form>
    </Dialog>
  );
}
