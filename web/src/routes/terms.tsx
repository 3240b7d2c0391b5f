import { ScrollText } from "lucide-react";
import { termsPage } from "../content/legal";
import { usePageMeta } from "../lib/page-meta";
import { LegalDocument } from "../ui/legal-page";

export default function Terms() {
  usePageMeta({ title: termsPage.title, description: termsPage.description });
  return <LegalDocument page={termsPage} icon={<ScrollText aria-hidden="true" className="size-7" />} />;
}
