// The tabs of /admin, in the order of spec 002 §2: overview, games, settings,
// content management, pricing tiers, payments, avatars. A domain adds its tab
// by adding one entry here (its screen is a lazy chunk of its own).
import { CreditCard, FolderOpen, Gamepad2, LayoutDashboard, Settings, SmilePlus, Tags, Trash2, type LucideIcon } from "lucide-react";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { useAdminGames } from "./games/queries";

export interface AdminTab {
  /** The `?tab=` value. */
  id: string;
  label: string;
  icon: LucideIcon;
  Screen: LazyExoticComponent<ComponentType>;
  /** A count shown on the tab (the spec's games badge); renders nothing while unknown. */
  Badge?: ComponentType;
}

function GamesCount() {
  const { data } = useAdminGames();
  return data ? <>{data.length}</> : null;
}

export const ADMIN_TABS: AdminTab[] = [
  { id: "overview", label: "نظرة عامة", icon: LayoutDashboard, Screen: lazy(() => import("./overview/overview-tab")) },
  { id: "games", label: "الألعاب", icon: Gamepad2, Screen: lazy(() => import("./games/games-tab")), Badge: GamesCount },
  { id: "settings", label: "الإعدادات", icon: Settings, Screen: lazy(() => import("./settings/settings-tab")) },
  { id: "content", label: "إدارة المحتوى", icon: FolderOpen, Screen: lazy(() => import("./content/content-tab")) },
  { id: "pricing", label: "الباقات والأسعار", icon: Tags, Screen: lazy(() => import("./pricing/pricing-tab")) },
  { id: "payments", label: "الاشتراكات", icon: CreditCard, Screen: lazy(() => import("./payments/payments-tab")) },
  { id: "avatars", label: "الصور الرمزية", icon: SmilePlus, Screen: lazy(() => import("./avatars/avatars-tab")) },
  // What was deleted in the last 30 days, with «استعادة».
  { id: "trash", label: "المحذوفات", icon: Trash2, Screen: lazy(() => import("./trash/trash-tab")) },
];

export const DEFAULT_ADMIN_TAB = ADMIN_TABS[0].id;
