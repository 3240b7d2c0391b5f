// The grant panel (spec 002 §2, §5): 1 day, a week, a month, a year, or a
// custom number of days (a positive whole number), and cancel; or an
// exact last day of access, which may also shorten it.
import { CalendarCheck, CalendarPlus } from "lucide-react";
import { useState } from "react";
import { daysText, grantAccessBodySchema, setAccessEndBodySchema, type AdminUser } from "../../../../../schema/api/admin-users";
import { ACCESS_GRANT } from "../../../../../schema/limits";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { FormField, TextInput } from "../../../ui/form-field";
import { formatAdminDate } from "../format";
import { DateField } from "../ui/date-field";
import { schemaResolver, useDialogForm } from "../ui/schema-form";
import { FormActions } from "../../../ui/form-actions";

const PRESET_LABELS: Record<number, string> = { 1: "يوم واحد", 7: "أسبوع (7 أيام)", 30: "شهر (30 يومًا)", 365: "سنة (365 يومًا)" };

export function GrantDialog({
  user,
  pending,
  onOpenChange,
  onGrant,
  onSetEnd,
}: {
  user: AdminUser | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onGrant: (days: number) => void;
  /** An exact last day, "yyyy-MM-dd" in the admin's zone. */
  onSetEnd: (endsOn: string) => void;
}) {
  // An empty field is no number at all, so the schema's own message says what is wanted.
  const form = useDialogForm({
    open: !!user,
    row: user,
    initial: () => ({ days: "" }),
    resolver: schemaResolver(grantAccessBodySchema, (values: { days: string }) => ({ days: values.days.trim() === "" ? Number.NaN : Number(values.days) })),
  });
  const error = form.formState.errors.days?.message;
  const submitCustom = form.handleSubmit((body) => onGrant(body.days));

  const name = user?.displayName ?? "";
  return (
    <Dialog
      open={!!user}
      onOpenChange={(open) => !pending && onOpenChange(open)}
      title={user?.isPremium ? "تمديد الوصول المميز" : "منح وصول مميز"}
      description={
        user?.isPremium
          ? `لدى ${name} وصول حتى ${formatAdminDate(user.premiumEnds)}؛ الأيام تُضاف إلى ما تبقى.`
          : `يبدأ وصول ${name} من الآن ويظهر له فورًا.`
      }
      icon={<CalendarPlus aria-hidden="true" className="size-6" />}
    >
      <div className="grid grid-cols-2 gap-2">
        {ACCESS_GRANT.presetDays.map((days) => (
          <Button key={days} variant="secondary" disabled={pending} onClick={() => onGrant(days)}>
            {PRESET_LABELS[days] ?? daysText(days)}
          </Button>
        ))}
      </div>
      <form noValidate onSubmit={submitCustom} className="mt-5 flex flex-col gap-3 border-t border-white/10 pt-4">
        <FormField label="مدة مخصصة (بالأيام)" error={error}>
          {(ids) => (
            <TextInput
              {...ids}
              type="number"
              inputMode="numeric"
              min={1}
              max={ACCESS_GRANT.maxDays}
              step={1}
              dir="ltr"
              className="text-end"
              {...form.register("days")}
            />
          )}
        </FormField>
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="منح المدة المخصصة" pending={pending} />
      </form>
      {/* Keyed by the user: another user's panel starts empty. An effect that emptied it ran after
          the first paint, and could drop a day picked before it ran (the save then sent nothing). */}
      <ExactEnd key={user?.id ?? ""} pending={pending} onSetEnd={onSetEnd} />
    </Dialog>
  );
}

/** The last day of access, checked with the route's own schema before it is sent. */
function ExactEnd({ pending, onSetEnd }: { pending: boolean; onSetEnd: (endsOn: string) => void }) {
  const [endsOn, setEndsOn] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = setAccessEndBodySchema.safeParse({ endsOn, tzOffset: -new Date().getTimezoneOffset() });
    if (!checked.success) return setError(endsOn ? checked.error.issues[0].message : "يُرجى اختيار اليوم والشهر والسنة");
    setError(null);
    onSetEnd(endsOn);
  };
  const thisYear = new Date().getFullYear();
  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-3 border-t border-white/10 pt-4" data-testid="access-end-form">
      <DateField
        label="أو تحديد آخر يوم للوصول"
        value={endsOn}
        onChange={(value) => {
          setEndsOn(value);
          setError(null);
        }}
        firstYear={thisYear}
        lastYear={thisYear + Math.ceil(ACCESS_GRANT.maxDays / 365)}
        invalid={!!error}
      />
      <p className="text-xs leading-5 text-white/55">{error ? null : "ينتهي الوصول في نهاية اليوم المختار، ولو كان أقرب من نهايته الحالية."}</p>
      {error ? (
        <p role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={pending} icon={<CalendarCheck aria-hidden="true" className="size-4" />}>
        حفظ تاريخ الانتهاء
      </Button>
    </form>
  );
}
