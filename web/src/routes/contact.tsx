import { CalendarDays, Clock, CreditCard, Lightbulb, LifeBuoy, Mail, MessageCircleHeart, type LucideIcon } from "lucide-react";
import { contactPage } from "../content/legal";
import { usePageMeta } from "../lib/page-meta";
import { buttonClass } from "../ui/button";
import { LegalHero } from "../ui/legal-page";
import { Card, PageShell } from "../ui/page-shell";

const INQUIRY_ICONS: LucideIcon[] = [LifeBuoy, CreditCard, Lightbulb];

export default function Contact() {
  usePageMeta({ title: contactPage.title, description: contactPage.description });
  return (
    <PageShell width="text">
      <LegalHero title={contactPage.title} intro={contactPage.intro} icon={<MessageCircleHeart aria-hidden="true" className="size-7" />} />

      <Card className="mt-8 bg-linear-to-br from-brand-500/15 to-transparent ring-brand-500/30">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-500 text-night-950">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-white/65">راسلنا على البريد</p>
              <a href={`mailto:${contactPage.email}`} dir="ltr" className="block truncate text-lg font-bold text-white hover:underline">
                {contactPage.email}
              </a>
            </div>
          </div>
          <a href={`mailto:${contactPage.email}`} className={buttonClass("primary", "md", "w-full sm:w-auto")}>
            إرسال رسالة
          </a>
        </div>
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          <div className="flex items-center gap-3 rounded-2xl bg-night-950/40 p-4">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
            <dt className="sr-only">وقت الرد</dt>
            <dd className="text-white/90">{contactPage.responseTime}</dd>
          </div>
          <div className="flex items-center gap-3 rounded-2xl bg-night-950/40 p-4">
            <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
            <dt className="sr-only">أيام العمل</dt>
            <dd className="text-white/90">{contactPage.workingDays}</dd>
          </div>
        </dl>
      </Card>

      <section aria-labelledby="inquiry-types" className="mt-10">
        <h2 id="inquiry-types" className="text-2xl font-bold text-white">
          وش نوع استفسارك؟
        </h2>
        <div className="mt-5 flex flex-col gap-4">
          {contactPage.inquiryTypes.map((type, index) => {
            const Icon = INQUIRY_ICONS[index % INQUIRY_ICONS.length];
            return (
              <Card key={type.title} as="article" className="flex flex-col gap-4 sm:flex-row sm:items-start">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/[0.07] text-brand-300">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-white">{type.title}</h3>
                  <p className="mt-1.5 leading-8 text-white/75">{type.body}</p>
                </div>
              </Card>
            );
          })}
        </div>
      </section>

      <p className="mt-10 rounded-3xl bg-white/[0.04] p-5 leading-8 text-white/75 ring-1 ring-white/10">{contactPage.closing}</p>
    </PageShell>
  );
}
