// Payment result (spec 002 §2, §4): /payment/{status} and /payment-success read
// tap_id and status, verify on the server, then show success (home after 3 s)
// or failure with the way back to the packages and home.
import { CircleCheckBig, CircleX, Crown, House, LogIn, RotateCw, TriangleAlert } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PAYMENTS } from "../../../schema/limits";
import { ApiError, messageFor } from "../lib/api";
import { useAuth } from "../lib/auth";
import { usePageMeta } from "../lib/page-meta";
import { startSignIn } from "../lib/sign-in";
import { useVerifyPayment } from "../features/premium/queries";
import { Button, LinkButton } from "../ui/button";
import { cx } from "../ui/cx";
import { PageShell } from "../ui/page-shell";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { countText, SECONDS } from "../../../schema/arabic-count";

const NO_VALID_PAYMENT = "لم يتم العثور على دفعة صالحة";

function ResultCard({ tone, icon, title, children }: { tone: "success" | "failure" | "neutral"; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      role="status"
      className={cx(
        "mx-auto mt-4 flex max-w-md flex-col items-center rounded-3xl p-6 text-center ring-1 sm:mt-10 sm:p-8",
        tone === "success" && "bg-linear-to-b from-emerald-500/15 to-night-800/80 ring-emerald-400/40",
        tone === "failure" && "bg-linear-to-b from-rose-500/10 to-night-800/80 ring-rose-400/30",
        tone === "neutral" && "bg-white/[0.05] ring-white/10",
      )}
    >
      {icon}
      <h1 className="mt-4 text-2xl font-extrabold text-white">{title}</h1>
      {children}
    </section>
  );
}

/** Back to the packages (or, after a decline, «إعادة المحاولة» there) and home, under any action of the page's own. */
function FailureActions({ children, retry = false }: { children?: ReactNode; retry?: boolean }) {
  return (
    <div className="mt-6 flex w-full flex-col gap-3">
      {children}
      <LinkButton
        to="/premium"
        variant="primary"
        size="lg"
        className="w-full"
        icon={retry ? <RotateCw aria-hidden="true" className="size-5" /> : <Crown aria-hidden="true" className="size-5" />}
      >
        {retry ? "إعادة المحاولة" : "العودة للباقات"}
      </LinkButton>
      <LinkButton to="/" variant="secondary" size="lg" className="w-full" icon={<House aria-hidden="true" className="size-5" />}>
        الرئيسية
      </LinkButton>
    </div>
  );
}

/** The provider declined the charge: said plainly on the page, with the way to pay again. */
function Declined({ message }: { message: string }) {
  return (
    <ResultCard tone="failure" title="تم رفض الدفع" icon={<CircleX aria-hidden="true" className="size-16 text-rose-300" />}>
      <p className="mt-2 text-white/75">{message}</p>
      <p className="mt-1 text-sm text-white/60">يمكنك المحاولة مرة أخرى بالبطاقة نفسها أو بطريقة دفع أخرى.</p>
      <FailureActions retry />
    </ResultCard>
  );
}

function Failure({ message, retry }: { message: string; retry?: { run: () => void; busy: boolean } }) {
  return (
    <ResultCard tone="failure" title="لم تكتمل عملية الدفع" icon={<CircleX aria-hidden="true" className="size-16 text-rose-300" />}>
      <p className="mt-2 text-white/75">{message}</p>
      <FailureActions>
        {retry ? (
          <Button variant="outline" size="lg" className="w-full" loading={retry.busy} onClick={retry.run} icon={<RotateCw aria-hidden="true" className="size-5" />}>
            التحقق مرة أخرى
          </Button>
        ) : null}
      </FailureActions>
    </ResultCard>
  );
}

function Success({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/", { replace: true }), PAYMENTS.successRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <ResultCard tone="success" title="تم الدفع بنجاح" icon={<CircleCheckBig aria-hidden="true" className="size-16 text-emerald-300" />}>
      <p className="mt-2 text-white/80">{message}</p>
      <p className="mt-4 text-sm text-white/60">ننقلك إلى الرئيسية خلال {countText(PAYMENTS.successRedirectMs / 1000, SECONDS, { oblique: true })}...</p>
      <LinkButton to="/" replace variant="gold" size="lg" className="mt-6 w-full" icon={<House aria-hidden="true" className="size-5" />}>
        الرئيسية الآن
      </LinkButton>
    </ResultCard>
  );
}

export default function PaymentResult() {
  usePageMeta({ title: "نتيجة الدفع" });
  const [params] = useSearchParams();
  const tapId = params.get("tap_id")?.trim() || null;
  const status = params.get("status")?.trim() || null;
  const { user, isLoading } = useAuth();
  const verify = useVerifyPayment(tapId, status, !!user);

  // The spec's toasts for a payment that did not verify (§8), once per answer.
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (verify.isError && told.current !== verify.error) {
      told.current = verify.error;
      const error = verify.error;
      if (error instanceof ApiError && error.status === 404) toast({ title: "فشل التحقق من الدفع", description: messageFor(error, NO_VALID_PAYMENT), variant: "destructive" });
      else toast({ title: "خطأ في التحقق", description: messageFor(error, "حدث خطأ أثناء التحقق من الدفع"), variant: "destructive" });
    } else if (verify.data && !verify.data.isValid && verify.data.paymentStatus !== "failed" && told.current !== verify.data) {
      // A declined charge says so on the page itself, not in a toast over the header.
      told.current = verify.data;
      toast({ title: "فشل التحقق من الدفع", description: verify.data.message || NO_VALID_PAYMENT, variant: "destructive" });
    }
  }, [verify.isError, verify.error, verify.data]);

  let body: ReactNode;
  if (!tapId && !status) {
    body = (
      <ResultCard tone="neutral" title="رابط غير صالح" icon={<TriangleAlert aria-hidden="true" className="size-16 text-gold-300" />}>
        <p className="mt-2 text-white/75">هذا الرابط لا يحمل بيانات عملية دفع. إذا تمّ الدفع للتو، يُرجى فتح الرابط الذي أعادتك إليه صفحة الدفع.</p>
        <FailureActions />
      </ResultCard>
    );
  } else if (!tapId) {
    // Only a status: nothing the server can check, so nothing is granted.
    body = <Failure message={NO_VALID_PAYMENT} />;
  } else if (isLoading || (user && verify.isPending)) {
    body = (
      <ResultCard tone="neutral" title="جاري التحقق من الدفع..." icon={<Spinner className="size-14" label={null} />}>
        <p className="mt-2 text-white/70">لحظات ونتأكد من عملية الدفع مع مزوّد الدفع.</p>
      </ResultCard>
    );
  } else if (!user) {
    body = (
      <ResultCard tone="neutral" title="تسجيل الدخول للتحقق من الدفع" icon={<LogIn aria-hidden="true" className="size-16 text-brand-300 rtl:-scale-x-100" />}>
        <p className="mt-2 text-white/75">نتحقق من الدفع لحساب صاحبه فقط. يُرجى تسجيل الدخول بالحساب نفسه الذي تمّ الدفع منه.</p>
        <Button variant="primary" size="lg" className="mt-6 w-full" onClick={() => startSignIn("premium", "/premium")}>
          تسجيل الدخول
        </Button>
      </ResultCard>
    );
  } else if (verify.isError) {
    body = <Failure message={messageFor(verify.error, NO_VALID_PAYMENT)} retry={{ run: () => verify.refetch(), busy: verify.isFetching }} />;
  } else {
    const answer = verify.data!;
    body =
      answer.success && answer.isValid && answer.hasAccess ? (
        <Success message={answer.message} />
      ) : answer.success && answer.paymentStatus === "failed" ? (
        <Declined message={answer.message || NO_VALID_PAYMENT} />
      ) : (
        <Failure message={answer.message || NO_VALID_PAYMENT} retry={answer.paymentStatus === "pending" ? { run: () => verify.refetch(), busy: verify.isFetching } : undefined} />
      );
  }

  return (
    <PageShell width="narrow" footer={false}>
      {body}
    </PageShell>
  );
}
