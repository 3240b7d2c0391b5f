// The platform admin's door (spec 002 §2, §5), drawn by the one sign-in form of both admins.
import { KeyRound } from "lucide-react";
import type { AdminConfig } from "../../../../schema/api/admin";
import { useAdminLogin } from "./queries";
import { SignInCard, type SignInDoor } from "./ui/sign-in-card";

const ADMIN_DOOR: SignInDoor = {
  icon: <KeyRound aria-hidden="true" className="size-6" />,
  title: "لوحة تحكم المشرف",
  subtitle: "تسجيل الدخول لإدارة المنصة",
  who: "المشرف",
  settings: "ADMIN_USERNAME و ADMIN_PASSWORD_HASH، بصيغة npm run admin:hash",
  back: { to: "/", label: "العودة للرئيسية" },
};

export function AdminLoginForm({ config }: { config: AdminConfig }) {
  const login = useAdminLogin();
  return (
    <SignInCard door={ADMIN_DOOR} configured={config.configured} developmentCredentials={config.developmentCredentials} signIn={login.mutateAsync} pending={login.isPending} />
  );
}
