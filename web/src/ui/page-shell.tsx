import { useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { SITE } from "../../../schema/limits";
import { BrandLink } from "./brand";
import { cx } from "./cx";
import { useToastClearance } from "./toast";

/** The top bar: brand at the start, the screen's actions at the end. */
export function SiteHeader({ children, className }: { children?: ReactNode; className?: string }) {
  // Sticky at the top: toasts on phones sit below it, never over the brand or the account menu.
  const bar = useRef<HTMLElement>(null);
  useToastClearance(bar);
  return (
    <header ref={bar} className={cx("sticky top-0 z-40 border-b border-white/5 bg-night-900/80 backdrop-blur-md", className)}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:h-18 sm:px-6">
        <BrandLink />
        {children ? <div className="flex min-w-0 items-center gap-2">{children}</div> : null}
      </div>
    </header>
  );
}

const FOOTER_LINKS = [
  { to: "/blog", label: "المدونة" },
  { to: "/privacy", label: "سياسة الخصوصية" },
  { to: "/terms", label: "الشروط والأحكام" },
  { to: "/contact", label: "تواصل معنا" },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-white/5 bg-night-950/40">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 sm:flex-row sm:justify-between sm:px-6">
        <nav aria-label="روابط الموقع">
          <ul className="flex flex-wrap items-center justify-center gap-x-1 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm text-white/70 hover:bg-white/5 hover:text-white"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-white/50">
          © {new Date().getFullYear()} {SITE.name}. جميع الحقوق محفوظة.
        </p>
      </div>
    </footer>
  );
}

/** A full page: header, the screen's content in a centred column, footer. */
export function PageShell({
  header,
  children,
  footer = true,
  width = "wide",
}: {
  header?: ReactNode;
  children: ReactNode;
  footer?: boolean;
  width?: "wide" | "narrow" | "text";
}) {
  const max = width === "wide" ? "max-w-6xl" : width === "narrow" ? "max-w-xl" : "max-w-3xl";
  return (
    <div className="flex min-h-dvh flex-col">
      {header ?? <SiteHeader />}
      <main id="main" className={cx("mx-auto w-full flex-1 px-4 pt-6 sm:px-6 sm:pt-10", max)}>
        {children}
      </main>
      {footer ? <SiteFooter /> : <div className="h-10" />}
    </div>
  );
}

/** A rounded panel, slightly lighter than the page, with a soft border. */
export function Card({ children, className, as: As = "section" }: { children: ReactNode; className?: string; as?: "section" | "div" | "article" }) {
  return <As className={cx("rounded-3xl bg-white/[0.05] p-5 ring-1 ring-white/10 sm:p-6", className)}>{children}</As>;
}
