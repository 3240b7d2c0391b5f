import { BookOpen, Rss } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton } from "../../ui/button";
import { PageShell, SiteHeader } from "../../ui/page-shell";
import { hydratedInNextTask } from "../../runtime/hydrate-later";

/** The blog's header, hydrated a task apart from the drawn page below it. */
const BlogHeader = hydratedInNextTask(function BlogHeader() {
  return (
    <SiteHeader>
      <LinkButton to="/blog" variant="ghost" size="sm" icon={<BookOpen aria-hidden="true" className="size-5" />}>
        المدونة
      </LinkButton>
      <a href="/blog/rss.xml" className="inline-flex size-11 items-center justify-center rounded-xl text-white/70 hover:bg-white/10 hover:text-white" aria-label="خلاصة RSS">
        <Rss aria-hidden="true" className="size-5" />
      </a>
    </SiteHeader>
  );
});

/** The blog's frame: the site header with the blog's own links, the page, the footer. */
export function BlogShell({ children }: { children: ReactNode }) {
  return (
    <PageShell header={<BlogHeader />}>
      {children}
    </PageShell>
  );
}

/** A missing post, category or tag: the reason and the way back to the blog. */
export function BlogNotFound({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="text-6xl font-extrabold text-brand-300">404</span>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-white/70">{text}</p>
      <LinkButton to="/blog">العودة إلى المدونة</LinkButton>
    </div>
  );
}
