// Settings tab (spec 002 §2): sections general, security and data management, kept in the URL (?section=).
import { Database, Settings2, Shield, ShieldCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { messageFor } from "../../../lib/api";
import { cx } from "../../../ui/cx";
import { ListError } from "../../../ui/data-table";
import { Card } from "../../../ui/page-shell";
import { SkeletonRows } from "../../../ui/skeleton";
import { SectionHeading } from "../ui/section-heading";
import { DataManagement } from "./data-management";
import { FamilyFilterPanel } from "./family-filter";
import { useAdminSettings } from "./queries";
import { GeneralSettingsForm, SecuritySettingsForm } from "./settings-forms";
import { SignOutEverywhere } from "./sign-out-everywhere";

const SECTIONS: { id: string; label: string; icon: LucideIcon }[] = [
  { id: "general", label: "عام", icon: Settings2 },
  { id: "security", label: "الأمان", icon: Shield },
  { id: "data", label: "إدارة البيانات", icon: Database },
  { id: "filter", label: "فلتر الألفاظ", icon: ShieldCheck },
];

function SettingsSection({ id }: { id: string }): ReactNode {
  const settings = useAdminSettings();
  if (id === "data") return <DataManagement />;
  if (id === "filter") return <FamilyFilterPanel />;
  if (settings.isPending) return <SkeletonRows rows={3} />;
  if (settings.isError) return <ListError message={messageFor(settings.error, "تعذّر تحميل الإعدادات")} onRetry={() => settings.refetch()} />;
  if (id === "security")
    return (
      <>
        <SecuritySettingsForm value={settings.data.security} />
        <SignOutEverywhere />
      </>
    );
  return <GeneralSettingsForm value={settings.data.general} />;
}

export default function SettingsTab() {
  const [params, setParams] = useSearchParams();
  const current = SECTIONS.find((s) => s.id === params.get("section")) ?? SECTIONS[0];
  return (
    <section aria-labelledby="settings-heading">
      <SectionHeading id="settings-heading" title="الإعدادات" />
      <div role="tablist" aria-label="أقسام الإعدادات" className="mb-4 flex max-w-3xl gap-1 overflow-x-auto rounded-2xl bg-white/[0.04] p-1 ring-1 ring-white/10">
        {SECTIONS.map((s) => {
          const active = s.id === current.id;
          const Icon = s.icon;
          return (
            <button
              key={s.id}
              type="button"
              role="tab"
              id={`settings-tab-${s.id}`}
              aria-selected={active}
              aria-controls="settings-panel"
              onClick={() => setParams((p) => ({ ...Object.fromEntries(p), section: s.id }), { replace: true })}
              className={cx(
                "inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-bold whitespace-nowrap",
                active ? "bg-brand-500/20 text-brand-100" : "text-white/65 hover:bg-white/5 hover:text-white",
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {s.label}
            </button>
          );
        })}
      </div>
      <Card className="max-w-3xl">
        <div role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${current.id}`}>
          <SettingsSection key={current.id} id={current.id} />
        </div>
      </Card>
    </section>
  );
}
