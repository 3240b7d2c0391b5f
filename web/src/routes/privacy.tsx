import { ShieldCheck } from "lucide-react";
import { privacyPage } from "../content/legal";
import { usePageMeta } from "../lib/page-meta";
import { LegalDocument } from "../ui/legal-page";

export default function Privacy() {
  usePageMeta({ title: privacyPage.title, description: privacyPage.description });
  return <LegalDocument page={privacyPage} icon={<ShieldCheck aria-hidden="true" className="size-7" />} />;
}
