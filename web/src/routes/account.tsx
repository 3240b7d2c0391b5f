// Profile page (spec 002 §2): who you are, your membership, and sign-out.
import { ArrowLeft, BadgeCheck, Crown, LogOut, Mail, User } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { DEFAULT_USER_NAME, useAccess, useAuth } from "../lib/auth";
import { formatDate } from "../lib/format";
import { usePageMeta } from "../lib/page-meta";
import { startSignIn } from "../lib/sign-in";
import { UserAvatar } from "../ui/avatar";
import { buttonClass } from "../ui/button";
import { Card, PageShell, SiteHeader } from "../ui/page-shell";
import { MemberNote, PremiumBenefits, PremiumCard, PremiumLink } from "../ui/premium";
import { LoadingScreen } from "../ui/spinner";

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A dl row holds only its dt and dd (the icon is hidden from screen readers): the grid puts the icon beside both.
    <div className="grid min-h-16 grid-cols-[auto_minmax(0,1fr)] content-center items-center gap-x-3 py-3">
      <span aria-hidden="true" className="row-span-2 inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/[0.06] text-white/70">
        {icon}
      </span>
      <dt className="text-xs text-white/55">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-white">{children}</dd>
    </div>
  );
}

export default function Account() {
  usePageMeta({ title: "حسابي" });
  const { user, isLoading } = useAuth();
  const { access, hasAccess, isLoading: accessLoading } = useAccess(user);

  useEffect(() => {
    if (!isLoading && !user) startSignIn("home", "/account");
  }, [isLoading, user]);

  if (isLoading || accessLoading) return <LoadingScreen />;
  if (!user) return <LoadingScreen text="جاري تحويلك لتسجيل الدخول..." />;

  const name = user.displayName?.trim() || DEFAULT_USER_NAME;
  const premiumUntil = formatDate(access?.expiresAt ?? user.premiumEnds);

  return (
    <PageShell
      width="text"
      header={
        <SiteHeader>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-medium text-white/80 hover:bg-white/10 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            <span>الرئيسية</span>
          </Link>
        </SiteHeader>
      }
    >
      <section className="flex flex-col items-center text-center">
        <UserAvatar src={user.photoURL} name={name} size="xl" className="ring-4" />
        <h1 className="mt-4 text-3xl font-bold text-white">{name}</h1>
        {user.email ? (
          <p className="mt-1 text-white/60" dir="ltr">
            {user.email}
          </p>
        ) : null}
        {hasAccess ? (
          <div className="mt-4 flex flex-col items-center gap-2">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-500/15 px-3 py-1 font-bold text-gold-300 ring-1 ring-inset ring-gold-500/40">
              <Crown aria-hidden="true" className="size-4" />
              عضو مميز
            </span>
            {premiumUntil ? <p className="text-sm text-white/70">العضوية المميزة سارية حتى {premiumUntil}</p> : null}
          </div>
        ) : null}
      </section>

      <Card className="mt-8">
        <h2 className="text-lg font-bold text-white">معلومات الحساب</h2>
        <dl className="mt-2 divide-y divide-white/10">
          <InfoRow icon={<User aria-hidden="true" className="size-5" />} label="اسم المستخدم">
            {name}
          </InfoRow>
          <InfoRow icon={<Mail aria-hidden="true" className="size-5" />} label="البريد الإلكتروني">
            <span dir="ltr" className="break-all">{user.email || "-"}</span>
          </InfoRow>
          <InfoRow icon={<BadgeCheck aria-hidden="true" className="size-5" />} label="حالة العضوية">
            {hasAccess ? (
              <span className="inline-flex items-center gap-1 text-gold-300">
                <Crown aria-hidden="true" className="size-4" />
                مميز
              </span>
            ) : (
              <span className="text-brand-300">مجاني</span>
            )}
          </InfoRow>
        </dl>
      </Card>

      {hasAccess ? (
        <PremiumCard title="أنت عضو مميز" className="mt-6">
          <MemberNote until={premiumUntil} small />
          <PremiumBenefits className="mt-5" />
        </PremiumCard>
      ) : (
        <PremiumCard title="ترقّ للعضوية المميزة" className="mt-6">
          <p className="mt-2 text-white/75">دفعة واحدة بدون تجديد تلقائي، وتُفتح لك كل الألعاب.</p>
          <PremiumBenefits className="mt-5" />
          <PremiumLink size="lg" className="mt-6 w-full sm:w-auto" icon={<Crown aria-hidden="true" className="size-5" />}>
            الاشتراك الآن
          </PremiumLink>
        </PremiumCard>
      )}

      <div className="mt-8 flex justify-center">
        {/* GET /api/auth/logout signs out and redirects to /. */}
        <a href="/api/auth/logout" className={buttonClass("danger", "md", "w-full sm:w-auto")}>
          <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          تسجيل الخروج
        </a>
      </div>
    </PageShell>
  );
}
