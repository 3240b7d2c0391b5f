// The signed-in admin page: header, the tab bar (one entry per tab in tabs.tsx)
// and the chosen tab, kept in the URL (?tab=) so a refresh stays on it.
import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { SkeletonRows } from "../../ui/skeleton";
import { AdminHeader } from "./admin-header";
import { ADMIN_TABS, DEFAULT_ADMIN_TAB } from "./tabs";
import { TabBar } from "./ui/tab-bar";

export function AdminPanel() {
  const [params] = useSearchParams();
  const current = ADMIN_TABS.find((t) => t.id === params.get("tab")) ?? ADMIN_TABS.find((t) => t.id === DEFAULT_ADMIN_TAB)!;
  const Screen = current.Screen;
  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader />
      <p className="px-4 pt-4 text-sm text-white/75 sm:hidden">مرحبًا بك، مشرف النظام</p>
      <TabBar label="أقسام لوحة التحكم" tabs={ADMIN_TABS} current={current.id} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="sr-only">لوحة التحكم: {current.label}</h1>
        <Suspense fallback={<SkeletonRows rows={5} />}>
          <Screen />
        </Suspense>
      </main>
    </div>
  );
}
