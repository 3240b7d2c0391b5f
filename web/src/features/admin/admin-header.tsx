import { House, LogOut } from "lucide-react";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { messageFor } from "../../lib/api";
import { BrandLink } from "../../ui/brand";
import { Button, LinkButton } from "../../ui/button";
import { toast, useToastClearance } from "../../ui/toast";
import { useAdminLogout } from "./queries";

/** Back to home, the welcome text and logout (spec 002 §2). */
export function AdminHeader() {
  const logout = useAdminLogout();
  const navigate = useNavigate();
  // Sticky at the top: toasts on phones sit below it, never over the way home or logout.
  const bar = useRef<HTMLElement>(null);
  useToastClearance(bar);
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate("/"),
      onError: (error) =>
        toast({ title: "خطأ في تسجيل الخروج", description: messageFor(error, "حدث خطأ أثناء تسجيل الخروج"), variant: "destructive" }),
    });
  return (
    <header ref={bar} className="sticky top-0 z-40 border-b border-white/5 bg-night-900/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <BrandLink />
          <p className="hidden truncate text-sm text-white/75 sm:block">مرحبًا بك، مشرف النظام</p>
        </div>
        <div className="flex items-center gap-1">
          <LinkButton to="/" variant="ghost" size="sm" icon={<House aria-hidden="true" className="size-5" />}>
            <span className="max-sm:sr-only">الرئيسية</span>
          </LinkButton>
          <Button variant="secondary" size="sm" loading={logout.isPending} onClick={signOut} icon={<LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />}>
            تسجيل الخروج
          </Button>
        </div>
      </div>
    </header>
  );
}
