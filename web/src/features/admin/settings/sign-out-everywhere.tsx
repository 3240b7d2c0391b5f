// «تسجيل الخروج من كل الأجهزة» (security section): ends every admin session on the server,
// for the day a laptop is lost or a password may have leaked; this device signs in again.
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { messageFor } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { toast } from "../../../ui/toast";
import { useAdminSignOutEverywhere } from "../queries";

export function SignOutEverywhere() {
  const signOut = useAdminSignOutEverywhere();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "تم تسجيل الخروج من كل الأجهزة", description: "يُرجى تسجيل الدخول مرة أخرى على هذا الجهاز" });
        navigate("/admin", { replace: true });
      },
      onError: (error) =>
        toast({ title: "تعذّر تسجيل الخروج من كل الأجهزة", description: messageFor(error, "يُرجى المحاولة مرة أخرى"), variant: "destructive" }),
      onSettled: () => setConfirming(false),
    });
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-white/10 pt-5">
      <h3 className="text-base font-bold">الجلسات</h3>
      <p className="text-sm text-white/65">ينهي كل جلسات الإشراف المفتوحة على كل الأجهزة، ومنها هذا الجهاز.</p>
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)} icon={<LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />}>
          تسجيل الخروج من كل الأجهزة
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="تسجيل الخروج من كل الأجهزة؟"
        description="ستنتهي كل جلسات الإشراف فورًا، وسيلزم تسجيل الدخول مرة أخرى على كل جهاز."
        confirmLabel="تسجيل الخروج من الكل"
        pending={signOut.isPending}
        onConfirm={run}
      />
    </div>
  );
}
