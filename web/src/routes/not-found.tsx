// Any other path (spec 000 §2): back to home, back to the previous page, contact us.
import { ArrowLeft, House, Mail } from "lucide-react";
import { useNavigate } from "react-router";
import { usePageMeta } from "../lib/page-meta";
import { Button, LinkButton } from "../ui/button";
import { PageShell } from "../ui/page-shell";

export default function NotFound() {
  usePageMeta({ title: "الصفحة غير موجودة" });
  const navigate = useNavigate();
  const canGoBack = typeof window !== "undefined" && window.history.length > 1;

  return (
    <PageShell width="text">
      <div className="flex flex-col items-center py-10 text-center sm:py-16">
        <p
          aria-hidden="true"
          className="bg-linear-to-b from-white to-white/20 bg-clip-text font-mono text-8xl font-bold text-transparent sm:text-9xl"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-white">الصفحة غير موجودة</h1>
        <p className="mt-3 max-w-sm text-white/70">يمكن الرابط فيه غلط، أو الصفحة انتقلت لمكان ثاني. خلنا نرجعك للعب.</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <LinkButton to="/" size="lg" icon={<House aria-hidden="true" className="size-5" />}>
            العودة للرئيسية
          </LinkButton>
          <Button
            variant="secondary"
            size="lg"
            icon={<ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
            onClick={() => (canGoBack ? navigate(-1) : navigate("/"))}
          >
            الصفحة السابقة
          </Button>
          <LinkButton to="/contact" variant="ghost" size="lg" icon={<Mail aria-hidden="true" className="size-5" />}>
            تواصل معنا
          </LinkButton>
        </div>
      </div>
    </PageShell>
  );
}
