// /admin (spec 002 §2): the login form for visitors, the panel for the platform admin.
import { AdminLoginForm } from "../features/admin/login-form";
import { AdminPanel } from "../features/admin/admin-panel";
import { GameContentProvider } from "../features/admin/content/game-content";
import { GAME_ADMIN_CONTENT } from "../features/games/admin-content";
import { useAdminConfig } from "../features/admin/queries";
import { messageFor } from "../lib/api";
import { usePageMeta } from "../lib/page-meta";
import { ListError } from "../ui/data-table";
import { LoadingScreen } from "../ui/spinner";

export default function Admin() {
  usePageMeta({ title: "لوحة التحكم" });
  const config = useAdminConfig();
  if (config.isPending) return <LoadingScreen />;
  if (config.isError)
    return (
      <div className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4">
        <ListError message={messageFor(config.error, "تعذّر الاتصال بالخادم")} onRetry={() => config.refetch()} />
      </div>
    );
  // The games' admin panels are handed to the admin here, so the admin's shell imports no game.
  return config.data.isAdmin ? (
    <GameContentProvider value={GAME_ADMIN_CONTENT}>
      <AdminPanel />
    </GameContentProvider>
  ) : (
    <AdminLoginForm config={config.data} />
  );
}
