import { CalendarDays, Check, Crown } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { LinkButton } from "./button";
import { cx } from "./cx";

/** The three benefits of spec 000 §2 (home promo card) and spec 002 §2 (premium page). */
export const PREMIUM_BENEFITS = [
  "وصول كامل لجميع الألعاب",
  "وصول كامل لجميع المميزات",
  "أصحابك يلعبون معك بكل المميزات بدون اشتراك",
] as const;

export function PremiumBenefits({ className }: { className?: string }) {
  return (
    <ul className={cx("flex flex-col gap-3", className)}>
      {PREMIUM_BENEFITS.map((benefit) => (
        <li key={benefit} className="flex items-start gap-3">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-500 text-night-950">
            <Check aria-hidden="true" className="size-4" strokeWidth={3} />
          </span>
          <span className="text-white/90">{benefit}</span>
        </li>
      ))}
    </ul>
  );
}

/** Every call to join the membership: a gold button to the premium page. */
export function PremiumLink(props: Omit<ComponentProps<typeof LinkButton>, "to" | "variant">) {
  return <LinkButton to="/premium" variant="gold" {...props} />;
}

/** What a member has, and until when: the account page and the premium page of a member say it alike. */
export function MemberNote({ until, small = false }: { until: string | null; small?: boolean }) {
  return (
    <>
      <p className="mt-2 text-white/75">كل الألعاب والمميزات مفتوحة لك، وأصحابك في غرفتك يلعبون معك بكل المميزات.</p>
      {until ? (
        <p className={cx("mt-4 inline-flex items-center gap-2 rounded-xl bg-night-950/40 px-3 py-2", small && "text-sm", "text-white/85")}>
          <CalendarDays aria-hidden="true" className="size-4 text-gold-300" />
          العضوية سارية حتى {until}
        </p>
      ) : null}
    </>
  );
}

/** A gold-edged card for premium offers and status. */
export function PremiumCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section
      className={cx(
        "relative overflow-hidden rounded-3xl bg-linear-to-br from-gold-500/15 via-night-700/60 to-night-800/80 p-6 ring-1 ring-gold-500/35 sm:p-8",
        className,
      )}
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-20 end-[-5rem] size-64 rounded-full bg-gold-500/20 blur-3xl" />
      <Crown
        aria-hidden="true"
        strokeWidth={1.2}
        className="pointer-events-none absolute -bottom-10 end-6 hidden size-72 -rotate-12 text-gold-400/10 md:block"
      />
      <div className="relative">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-linear-to-b from-gold-300 to-gold-500 text-night-950 shadow-lg shadow-gold-500/25">
          <Crown aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 text-2xl font-bold text-white">{title}</h2>
        {children}
      </div>
    </section>
  );
}
