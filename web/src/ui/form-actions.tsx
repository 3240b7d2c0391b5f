// A form's cancel and submit buttons, the same in every dialog: stacked on a phone with the
// submit on top (nearest the thumb), side by side at the end on wider screens.
import type { ReactNode } from "react";
import { Button } from "./button";

export function FormActions({
  onCancel,
  submitLabel,
  pending = false,
  submitDisabled,
  submitIcon,
}: {
  onCancel: () => void;
  submitLabel: ReactNode;
  /** While the form is being sent: the submit spins and cancel waits. */
  pending?: boolean;
  submitDisabled?: boolean;
  submitIcon?: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        إلغاء
      </Button>
      <Button type="submit" loading={pending} disabled={submitDisabled} icon={submitIcon}>
        {submitLabel}
      </Button>
    </div>
  );
}
