// /blog/category/{slug} (spec 002 §2).
import { TaxonomyPage } from "../../features/blog/taxonomy-page";

export default function BlogCategoryPage() {
  return <TaxonomyPage kind="category" />;
}
