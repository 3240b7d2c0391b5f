import { Crown, LockKeyhole, RefreshCcwDot } from "lucide-react";
import type { PricingTier } from "../../../../schema/api/pricing";
import { formatRiyals } from "../../../../schema/money";
import { durationTextAr } from "../../../../schema/tier-duration";
import { Button } from "../../ui/button";
import { cx } from "../../ui/cx";
import { SkeletonCard } from "../../ui/skeleton";
import { PaymentMethods } from "./payment-methods";

/** The two perks every tier carries (spec 002 §2). */
const PERKS = [
  { icon: LockKeyhole, text: "دفع آمن" },
  { icon: RefreshCcwDot, text: "بدون تجديد تلقائي" },
] as const;

export function TierCard({
  tier,
  processing,
  disabled,
  onPay,
}: {
  tier: PricingTier;
  processing: boolean;
  disabled: boolean;
  onPay: () => void;
}) {
  const featured = !!tier.badgeText;
  return (
    <article
      aria-labelledby={`tier-${tier.id}`}
      className={cx(
        "relative flex flex-col rounded-3xl p-5 ring-1 sm:p-6",
        featured ? "bg-linear-to-b from-gold-500/15 to-night-800/80 ring-gold-500/50" : "bg-white/[0.05] ring-white/10",
      )}
    >
      {tier.badgeText ? (
        <span className="absolute -top-3 start-5 inline-flex items-center gap-1 rounded-full bg-linear-to-b from-gold-300 to-gold-500 px-3 py-1 text-xs font-extrabold text-night-950 shadow">
          <Crown aria-hidden="true" className="size-3.5" />
          {tier.badgeText}
        </span>
      ) : null}
      <h3 id={`tier-${tier.id}`} className="mt-1 text-xl font-bold text-white">
        {tier.tierNameAr}
      </h3>
      <p className="mt-1 text-sm text-white/65">{tier.displayText || durationTextAr(tier.durationDays)}</p>
      <p className="mt-5 flex items-baseline gap-1.5 text-white">
        <span className="text-4xl font-extrabold tabular-nums" dir="ltr">
          {formatRiyals(tier.price)}
        </span>
        <span className="text-lg font-bold text-white/80">ر.س</span>
      </p>
      <p className="mt-1 text-sm text-white/55">دفعة وحدة لمدة {durationTextAr(tier.durationDays)}</p>
      <ul className="mt-5 flex flex-col gap-2.5">
        {PERKS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 text-white/85">
            <Icon aria-hidden="true" className="size-4.5 shrink-0 text-brand-300" />
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <PaymentMethods className="mb-4" />
        <Button
          variant={featured ? "gold" : "primary"}
          size="lg"
          className="w-full"
          loading={processing}
          disabled={disabled}
          onClick={onPay}
          aria-label={`الدفع الآن: ${tier.tierNameAr}`}
        >
          {processing ? "جاري التحويل للدفع..." : "الدفع الآن"}
        </Button>
      </div>
    </article>
  );
}

/** A tier's outline while the prices load: name, description, price and the pay button. */
const TIER_CARD_BARS = ["h-6 w-1/2 rounded-lg bg-white/10", "h-4 w-3/4 rounded-lg bg-white/10", "mt-4 h-10 w-1/3 rounded-lg bg-white/10", "mt-auto h-14 rounded-2xl bg-white/10"] as const;

export function TierCardSkeleton() {
  return <SkeletonCard className="flex h-[26rem] animate-pulse flex-col gap-4 rounded-3xl bg-white/[0.05] p-6 ring-1 ring-white/10" bars={TIER_CARD_BARS} />;
}
