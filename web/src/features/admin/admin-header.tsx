import { House } from "lucide-react";
import { useNavigate } from "react-router";
import { messageFor } from "../../lib/api";
import { toast } from "../../ui/toast";
import { useAdminLogout } from "./queries";
import { AdminBar } from "./ui/admin-bar";

/** Back to home, the welcome text and logout (spec 002 §2). */
export function AdminHeader() {
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate("/"),
      onError: (error) => toast({ title: "خطأ في تسجيل الخروج", description: messageFor(error, "حدث خطأ أثناء تسجيل الخروج"), variant: "destructive" }),
    });
  return (
    <AdminBar
      greeting="مرحبًا بك، مشرف النظام"
      link={{ to: "/", label: "الرئيسية", icon: <House aria-hidden="true" className="size-5" /> }}
      onSignOut={signOut}
      signingOut={logout.isPending}
    />
  );
}
