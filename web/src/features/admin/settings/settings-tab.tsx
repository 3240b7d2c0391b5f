// Settings tab (spec 002 §2): sections general, security and data management, kept in the URL (?section=).
import { Database, Settings2, Shield, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { messageFor } from "../../../lib/api";
import { ListError } from "../../../ui/data-table";
import { Card } from "../../../ui/page-shell";
import { SkeletonRows } from "../../../ui/skeleton";
import { SectionHeading } from "../ui/section-heading";
import { SectionTabs, useSection, type Section } from "../ui/section-tabs";
import { DataManagement } from "./data-management";
import { FamilyFilterPanel } from "./family-filter";
import { useAdminSettings } from "./queries";
import { GeneralSettingsForm, SecuritySettingsForm } from "./settings-forms";
import { SignOutEverywhere } from "./sign-out-everywhere";

const SECTIONS: Section[] = [
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
  const current = useSection(SECTIONS);
  return (
    <section aria-labelledby="settings-heading">
      <SectionHeading id="settings-heading" title="الإعدادات" />
      <SectionTabs label="أقسام الإعدادات" sections={SECTIONS} current={current.id} look="strip" idPrefix="settings" />
      <Card className="max-w-3xl">
        <div role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${current.id}`}>
          <SettingsSection key={current.id} id={current.id} />
        </div>
      </Card>
    </section>
  );
}
