// /blogadmin (spec 002 §2, §4): a checking state, the login form, then the blog admin panel.
import { BlogAdminLogin } from "../features/blog/admin/login-form";
import { BlogAdminPanel } from "../features/blog/admin/panel";
import { useBlogAdminSession } from "../features/blog/queries";
import { messageFor } from "../lib/api";
import { usePageMeta } from "../lib/page-meta";
import { ListError } from "../ui/data-table";
import { LoadingScreen } from "../ui/spinner";

export default function BlogAdmin() {
  usePageMeta({ title: "إدارة المدونة" });
  const session = useBlogAdminSession();
  if (session.isPending) return <LoadingScreen text="جاري التحقق من الجلسة..." />;
  if (session.isError)
    return (
      <div className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4">
        <ListError message={messageFor(session.error, "تعذّر الاتصال بالخادم")} onRetry={() => session.refetch()} />
      </div>
    );
  return session.data.authenticated ? <BlogAdminPanel /> : <BlogAdminLogin session={session.data} />;
}
