import type { ReactNode } from "react";
import type { LegalPage } from "../content/legal";
import { PageShell } from "./page-shell";

export function LegalHero({ title, intro, meta, icon }: { title: string; intro: string; meta?: string; icon: ReactNode }) {
  return (
    <header className="border-b border-white/10 pb-8">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-300">{icon}</span>
      <h1 className="mt-5 text-3xl font-bold text-white sm:text-4xl">{title}</h1>
      {meta ? <p className="mt-2 text-sm text-white/50">{meta}</p> : null}
      <p className="mt-5 text-lg leading-9 text-white/80">{intro}</p>
    </header>
  );
}

/** A legal text: title, last update, introduction, a table of contents, then numbered sections. */
export function LegalDocument({ page, icon }: { page: LegalPage; icon: ReactNode }) {
  return (
    <PageShell width="text">
      <article>
        <LegalHero title={page.title} intro={page.intro} meta={page.updated} icon={icon} />

        <nav aria-label="محتويات الصفحة" className="mt-8 rounded-3xl bg-white/[0.04] p-5 ring-1 ring-white/10">
          <h2 className="text-sm font-bold text-white/70">المحتويات</h2>
          <ol className="mt-3 grid gap-1 sm:grid-cols-2">
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#section-${index + 1}`}
                  className="flex min-h-11 items-center gap-3 rounded-xl px-2 text-white/80 hover:bg-white/5 hover:text-white"
                >
                  <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-lg bg-white/[0.07] text-xs font-bold text-brand-300 tabular-nums">
                    {index + 1}
                  </span>
                  <span className="text-sm">{section.heading}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 flex flex-col gap-10">
          {page.sections.map((section, index) => (
            <section key={section.heading} id={`section-${index + 1}`} className="scroll-mt-24">
              <h2 className="flex items-center gap-3 text-xl font-bold text-white sm:text-2xl">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-base text-brand-300 tabular-nums">
                  {index + 1}
                </span>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-8 text-white/80">
                  {paragraph}
                </p>
              ))}
              {section.bullets && section.bullets.length > 0 ? (
                <ul className="mt-4 flex flex-col gap-3">
                  {section.bullets.map((bullet) => (
                    <li key={bullet} className="flex gap-3 leading-8 text-white/80">
                      <span aria-hidden="true" className="mt-3.5 size-2 shrink-0 rounded-full bg-brand-400" />
                      <span>{bullet}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </article>
    </PageShell>
  );
}
