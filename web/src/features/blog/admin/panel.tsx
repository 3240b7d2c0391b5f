// The signed-in blog admin (spec 002 §2): header (title, view blog, logout) and the tabs
// posts (default), categories, tags, authors, images, kept in the URL (?tab=).
import { ExternalLink, FileText, FolderOpen, Images, Tags, UsersRound, type LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { messageFor } from "../../../lib/api";
import { toast } from "../../../ui/toast";
import { AdminBar } from "../../admin/ui/admin-bar";
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
      <AdminBar
        greeting="إدارة المدونة"
        link={{ to: "/blog", label: "عرض المدونة", icon: <ExternalLink aria-hidden="true" className="size-5" />, newTab: true }}
        onSignOut={signOut}
        signingOut={logout.isPending}
      />
      <TabBar label="أقسام إدارة المدونة" tabs={TABS} current={current.id} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="sr-only">إدارة المدونة: {current.label}</h1>
        <Screen />
      </main>
    </div>
  );
}
