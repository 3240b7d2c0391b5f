// The signed-in blog admin (spec 002 §2): header (title, view blog, logout) and the tabs
// posts (default), categories, tags, authors, images, kept in the URL (?tab=).
import { ExternalLink, FileText, FolderOpen, Images, LogOut, Tags, UsersRound, type LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { messageFor } from "../../../lib/api";
import { BrandLink } from "../../../ui/brand";
import { Button, LinkButton } from "../../../ui/button";
import { toast } from "../../../ui/toast";
import { TabBar } from "../../admin/ui/tab-bar";
import { useBlogLogout } from "../queries";
import { AuthorsTab } from "./authors-tab";
import { CategoriesTab } from "./categories-tab";
import { ImagesTab } from "./images-tab";
import { PostsTab } from "./posts-tab";
import { TagsTab } from "./tags-tab";

const TABS: { id: string; label: string; icon: LucideIcon; Screen: ComponentType }[] = [
  { id: "posts", label: "المقالات", icon: FileText, Screen: PostsTab },
  { id: "categories", label: "التصنيفات", icon: FolderOpen, Screen: CategoriesTab },
  { id: "tags", label: "الوسوم", icon: Tags, Screen: TagsTab },
  { id: "authors", label: "الكتّاب", icon: UsersRound, Screen: AuthorsTab },
  { id: "images", label: "الصور", icon: Images, Screen: ImagesTab },
];

export function BlogAdminPanel() {
  const [params] = useSearchParams();
  const current = TABS.find((t) => t.id === params.get("tab")) ?? TABS[0];
  const logout = useBlogLogout();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: "تم تسجيل الخروج" }),
      onError: (error) => toast({ title: "خطأ في تسجيل الخروج", description: messageFor(error, "حدث خطأ أثناء تسجيل الخروج"), variant: "destructive" }),
    });
  const Screen = current.Screen;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-white/5 bg-night-900/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <BrandLink />
            <p className="hidden truncate font-bold text-white/85 sm:block">إدارة المدونة</p>
          </div>
          <div className="flex items-center gap-1">
            <LinkButton to="/blog" target="_blank" variant="ghost" size="sm" icon={<ExternalLink aria-hidden="true" className="size-5" />}>
              <span className="max-sm:sr-only">عرض المدونة</span>
            </LinkButton>
            <Button variant="secondary" size="sm" loading={logout.isPending} onClick={signOut} icon={<LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />}>
              تسجيل الخروج
            </Button>
          </div>
        </div>
      </header>
      <TabBar label="أقسام إدارة المدونة" tabs={TABS} current={current.id} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="sr-only">إدارة المدونة: {current.label}</h1>
        <Screen />
      </main>
    </div>
  );
}
