// «جلسة بنات»: how the game speaks. To everyone (the site's own forms) or to a women's
// gathering, where every prompt and instruction is said in the feminine. The host picks it before
// the game; everyone sees the choice, and its note is said the way the room is spoken to.
import { Users } from "lucide-react";
import { ADDRESS_FORMS, addressed, textsFor, type AddressForm } from "../../../../schema/address";
import { cx } from "../../ui/cx";

const LABELS: Record<AddressForm, string> = { everyone: "للجميع", women: "جلسة بنات" };

/** The card's note, in the form the room has chosen. */
const NOTES = addressed(
  { note: "تخاطب اللعبة الجميع: «مين أكثر واحد…» و«اكتبوا»" },
  { note: "تخاطب اللعبة البنات: «مين أكثر وحدة…» و«اكتبن»" },
);

export function AddressFormCard({ form, editable, onChange }: { form: AddressForm; editable: boolean; onChange: (form: AddressForm) => void }) {
  return (
    <section className="rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" data-testid="address-form" data-address={form}>
      <div className="flex items-center gap-3">
        <Users aria-hidden="true" className={cx("size-6 shrink-0", form === "women" ? "text-brand-300" : "text-white/40")} />
        <div className="min-w-0 flex-1">
          <h2 id="address-form-title" className="font-bold text-white">
            طريقة المخاطبة
          </h2>
          <p className="mt-0.5 text-xs leading-5 text-white/60">{textsFor(NOTES, form).note}</p>
        </div>
      </div>
      <div role="radiogroup" aria-labelledby="address-form-title" className="mt-3 grid grid-cols-2 gap-2">
        {ADDRESS_FORMS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={form === value}
            disabled={!editable}
            onClick={() => onChange(value)}
            className={cx(
              "min-h-11 rounded-2xl text-sm font-bold ring-1 ring-inset transition disabled:cursor-not-allowed",
              form === value ? "bg-brand-500/25 text-white ring-brand-400/60" : "bg-white/[0.04] text-white/75 ring-white/10 enabled:hover:bg-white/10",
            )}
          >
            {LABELS[value]}
          </button>
        ))}
      </div>
    </section>
  );
}
