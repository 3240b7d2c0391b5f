// /blog/tag/{slug} (spec 002 §2).
import { TaxonomyPage } from "../../features/blog/taxonomy-page";

export default function BlogTagPage() {
  return <TaxonomyPage kind="tag" />;
}
