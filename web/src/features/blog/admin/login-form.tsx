// The blog admin's door (spec 002 §2, §5), drawn by the one sign-in form of both admins.
import { NotebookPen } from "lucide-react";
import type { BlogAdminSession } from "../../../../../schema/api/blog";
import type { SignInBody } from "../../../../../schema/api/sign-in";
import { toast } from "../../../ui/toast";
import { SignInCard, type SignInDoor } from "../../admin/ui/sign-in-card";
import { useBlogLogin } from "../queries";

const BLOG_DOOR: SignInDoor = {
  icon: <NotebookPen aria-hidden="true" className="size-6" />,
  title: "إدارة المدونة",
  subtitle: "تسجيل الدخول لكتابة المقالات وإدارتها",
  who: "مشرف المدونة",
  settings: "BLOG_ADMIN_USERNAME و BLOG_ADMIN_PASSWORD_HASH",
  back: { to: "/blog", label: "العودة إلى المدونة" },
};

export function BlogAdminLogin({ session }: { session: BlogAdminSession }) {
  const login = useBlogLogin();
  // The panel replaces this form once the session is read again; the toast says why (spec 002 §8).
  const signIn = async (body: SignInBody) => {
    await login.mutateAsync(body);
    toast({ title: "تم تسجيل الدخول بنجاح", description: "مرحبًا بك في إدارة المدونة" });
  };
  return <SignInCard door={BLOG_DOOR} configured={session.configured} developmentCredentials={session.developmentCredentials} signIn={signIn} pending={login.isPending} />;
}
