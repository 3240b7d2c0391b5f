// Upgrade banner for free admins (spec 001 §2): the room's premium comes from its creator.
import { Crown, Sparkles } from "lucide-react";
import { PremiumLink } from "../../ui/premium";

export function UpgradeBanner() {
  return (
    <section
      aria-labelledby="upgrade-title"
      className="relative overflow-hidden rounded-3xl bg-linear-to-br from-gold-500/20 via-night-700/70 to-night-800/80 p-4 ring-1 ring-gold-500/35 sm:p-5"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 end-[-4rem] size-48 rounded-full bg-gold-500/20 blur-3xl" />
      <div className="relative flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-linear-to-b from-gold-300 to-gold-500 text-night-950">
          <Crown aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="upgrade-title" className="font-bold text-white">
            كل الألعاب والفئات لغرفتك
          </h2>
          <p className="mt-1 text-sm leading-6 text-white/75">
            مع العضوية المميزة تنفتح كل الألعاب والفئات والإعدادات، وأصحابك يلعبون معك فيها بدون اشتراك.
          </p>
        </div>
      </div>
      <PremiumLink
        size="md"
        className="relative mt-4 w-full sm:w-auto"
        icon={<Sparkles aria-hidden="true" className="size-5" />}
      >
        ترقية للعضوية المميزة
      </PremiumLink>
    </section>
  );
}
