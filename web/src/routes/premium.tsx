// Premium page (spec 002 §2): the member's status, or the benefits and the tiers to buy.
import { ArrowLeft, Crown, RotateCw } from "lucide-react";
import { navigationTarget } from "../../../schema/safe-url";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError, messageFor } from "../lib/api";
import { useAccess, useAuth } from "../lib/auth";
import { formatDate } from "../lib/format";
import { usePageMeta } from "../lib/page-meta";
import { startSignIn } from "../lib/sign-in";
import { usePricingTiers, useSubscribe } from "../features/premium/queries";
import { TierCard, TierCardSkeleton } from "../features/premium/tier-card";
import { Button } from "../ui/button";
import { Card, PageShell, SiteHeader } from "../ui/page-shell";
import { MemberNote, PremiumBenefits, PremiumCard } from "../ui/premium";
import { LoadingScreen } from "../ui/spinner";
import { toast } from "../ui/toast";
import { hydratedInNextTask } from "../runtime/hydrate-later";

const MUST_SIGN_IN = "يجب تسجيل الدخول أولاً";

function BackLink() {
  return (
    <Link to="/" className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-medium text-white/80 hover:bg-white/10 hover:text-white">
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      <span>الرئيسية</span>
    </Link>
  );
}

/** The header, the benefits and the tiers of a drawn /premium are hydrated a task apart each. */
const Header = hydratedInNextTask(function PremiumHeader() {
  return (
    <SiteHeader>
      <BackLink />
    </SiteHeader>
  );
});

const Benefits = hydratedInNextTask(function BenefitsCard() {
  return (
    <Card className="mx-auto mt-8 max-w-2xl">
      <h2 className="mb-4 text-lg font-bold text-white">وش تحصل مع العضوية؟</h2>
      <PremiumBenefits />
    </Card>
  );
});

function MemberView({ expiresAt }: { expiresAt: string | null }) {
  const navigate = useNavigate();
  const until = formatDate(expiresAt);
  return (
    <PremiumCard title="أنت عضو مميز بالفعل" className="mx-auto max-w-xl">
      <MemberNote until={until} />
      <div className="mt-6">
        <Button variant="secondary" size="lg" className="w-full sm:w-auto" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}>
          <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          رجوع
        </Button>
      </div>
    </PremiumCard>
  );
}

function Tiers() {
  const { user } = useAuth();
  const tiers = usePricingTiers();
  const subscribe = useSubscribe();
  const [processing, setProcessing] = useState<number | null>(null);

  const pay = (tierId: number) => {
    if (!user) {
      toast({ title: MUST_SIGN_IN, variant: "destructive" });
      startSignIn("premium", "/premium");
      return;
    }
    setProcessing(tierId);
    subscribe.mutate(tierId, {
      onSuccess: (answer) => {
        // The payment page is Tap's (https) or the local sandbox (a path here); nothing else is followed.
        const target = answer.redirectUrl ? navigationTarget(answer.redirectUrl, window.location.origin) : null;
        if (!target) {
          toast({ title: "خطأ في الدفع", description: "فشل في إنشاء جلسة الدفع", variant: "destructive" });
          setProcessing(null);
          return;
        }
        // The tier stays "processing" while the browser leaves for the payment page.
        window.location.assign(target);
      },
      onError: (error) => {
        setProcessing(null);
        if (error instanceof ApiError && error.status === 401) {
          toast({ title: MUST_SIGN_IN, variant: "destructive" });
          startSignIn("premium", "/premium");
          return;
        }
        toast({ title: "خطأ في الدفع", description: messageFor(error, "حدث خطأ أثناء معالجة الدفع"), variant: "destructive" });
      },
    });
  };

  if (tiers.isPending)
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <span className="sr-only">جاري التحميل...</span>
        {[0, 1, 2].map((i) => (
          <TierCardSkeleton key={i} />
        ))}
      </div>
    );
  if (tiers.isError)
    return (
      <Card className="text-center">
        <p className="text-white/80">تعذّر تحميل الباقات.</p>
        <Button variant="secondary" className="mt-4" onClick={() => tiers.refetch()} icon={<RotateCw aria-hidden="true" className="size-4" />}>
          إعادة المحاولة
        </Button>
      </Card>
    );
  if (tiers.data.length === 0)
    return (
      <Card className="text-center">
        <p className="text-white/80">لا توجد باقات متاحة حاليًا، يُرجى العودة قريبًا.</p>
      </Card>
    );
  return (
    <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3">
      {tiers.data.map((tier) => (
        <TierCard key={tier.id} tier={tier} processing={processing === tier.id} disabled={processing !== null && processing !== tier.id} onPay={() => pay(tier.id)} />
      ))}
    </div>
  );
}

/** Every branch of Tiers draws one element, as a part hydrated apart must. */
const TierList = hydratedInNextTask(Tiers);

export default function Premium() {
  usePageMeta({ title: "العضوية المميزة", description: "كل الألعاب والفئات والمميزات بدفعة واحدة بدون تجديد تلقائي." });
  const { user, isLoading } = useAuth();
  const { access, hasAccess, isLoading: accessLoading } = useAccess(user);

  if (isLoading || accessLoading) return <LoadingScreen />;

  return (
    <PageShell header={<Header />}>
      {hasAccess ? (
        <MemberView expiresAt={access?.expiresAt ?? user?.premiumEnds ?? null} />
      ) : (
        <>
          <section className="mx-auto max-w-2xl text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-linear-to-b from-gold-300 to-gold-500 text-night-950 shadow-lg shadow-gold-500/25">
              <Crown aria-hidden="true" className="size-7" />
            </span>
            <h1 className="mt-4 text-3xl font-extrabold text-white sm:text-4xl">العضوية المميزة</h1>
            <p className="mt-3 text-white/70">دفعة وحدة بدون تجديد تلقائي، وتفتح لك كل شي في مجلس.</p>
          </section>
          <Benefits />
          <section aria-labelledby="tiers-title" className="mt-10">
            <h2 id="tiers-title" className="mb-6 text-center text-2xl font-bold text-white">
              اختيار الباقة
            </h2>
            <TierList />
            {!user ? (
              <p className="mt-6 text-center text-sm text-white/60">
                يلزم تسجيل الدخول بحساب Google قبل الدفع.{" "}
                <Button variant="ghost" size="sm" className="text-brand-300" onClick={() => startSignIn("premium", "/premium")}>
                  تسجيل الدخول
                </Button>
              </p>
            ) : null}
          </section>
        </>
      )}
    </PageShell>
  );
}
